/**
 * Links the home shell needs that the config call does not carry (learning-app.md §9: "Store share links exist
 * for the Play Store (with campaign and utm tags and an app id) and for the App Store in the India region …
 * A support phone link exists ({phone} withheld)"). Values come from the build's environment; a build without
 * them uses the demo values below (ADR 0047).
 */

/** The campaign tags the share-app links carry (Play Store install referrer; App Store campaign token). */
export const SHARE_CAMPAIGN = { source: 'quest_app', medium: 'share', campaign: 'share_app' } as const;

export interface AppLinksEnv {
  VITE_SUPPORT_PHONE?: string;
  VITE_PLAY_STORE_APP_ID?: string;
  VITE_APP_STORE_APP_ID?: string;
  VITE_APP_STORE_APP_SLUG?: string;
}

/** Demo values for builds without configuration (ADR 0047): a toll-free-style placeholder and demo store ids. */
export const DEMO_APP_LINKS_ENV: Required<AppLinksEnv> = {
  VITE_SUPPORT_PHONE: '+911800000000',
  VITE_PLAY_STORE_APP_ID: 'com.quest.learner',
  VITE_APP_STORE_APP_ID: '0000000000',
  VITE_APP_STORE_APP_SLUG: 'quest-learner',
};

export interface AppLinks {
  /** `tel:` address of the support phone (the small-screen call link); null hides the link. */
  supportPhoneHref: string | null;
  /** Play Store page with the app id and the utm campaign as install referrer. */
  playStoreUrl: string;
  /** App Store page in the India region with the campaign token. */
  appStoreUrl: string;
}

const digitsOnly = (phone: string) => phone.replace(/[^\d+]/g, '');

/** Builds the links from environment values, falling back to the demo values for any that are missing. */
export function appLinksFrom(env: AppLinksEnv): AppLinks {
  const pick = (key: keyof AppLinksEnv) => env[key]?.trim() || DEMO_APP_LINKS_ENV[key];
  const phone = digitsOnly(pick('VITE_SUPPORT_PHONE'));
  const referrer = new URLSearchParams({
    utm_source: SHARE_CAMPAIGN.source,
    utm_medium: SHARE_CAMPAIGN.medium,
    utm_campaign: SHARE_CAMPAIGN.campaign,
  }).toString();
  const play = new URL('https://play.google.com/store/apps/details');
  play.searchParams.set('id', pick('VITE_PLAY_STORE_APP_ID'));
  play.searchParams.set('referrer', referrer);
  const appStore = new URL(
    `https://apps.apple.com/in/app/${encodeURIComponent(pick('VITE_APP_STORE_APP_SLUG'))}/id${encodeURIComponent(
      pick('VITE_APP_STORE_APP_ID'),
    )}`,
  );
  appStore.searchParams.set('pt', SHARE_CAMPAIGN.source);
  appStore.searchParams.set('ct', SHARE_CAMPAIGN.campaign);
  appStore.searchParams.set('mt', '8');
  return {
    supportPhoneHref: phone.replace('+', '') === '' ? null : `tel:${phone}`,
    playStoreUrl: play.toString(),
    appStoreUrl: appStore.toString(),
  };
}

/** The app's links, read once from the build's environment. */
export const appLinks: AppLinks = appLinksFrom(import.meta.env as AppLinksEnv);

/** What share-app hands to the bridge: both store links, the platform's own first as the link. */
export function shareAppContent(links: AppLinks, apple: boolean) {
  return {
    title: 'Quest',
    text: `Learn with me on Quest! Android: ${links.playStoreUrl} iPhone and iPad: ${links.appStoreUrl}`,
    url: apple ? links.appStoreUrl : links.playStoreUrl,
  };
}
