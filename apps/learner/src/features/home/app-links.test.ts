import { describe, expect, test } from 'vitest';
import { appLinksFrom, DEMO_APP_LINKS_ENV, shareAppContent } from './app-links';

describe('app links (ADR 0047)', () => {
  test('configured values: the call link dials the phone; the store links carry the campaign tags', () => {
    const links = appLinksFrom({
      VITE_SUPPORT_PHONE: '+91 98765 00000',
      VITE_PLAY_STORE_APP_ID: 'com.example.quest',
      VITE_APP_STORE_APP_ID: '123456789',
      VITE_APP_STORE_APP_SLUG: 'quest',
    });
    expect(links.supportPhoneHref).toEqual('tel:+919876500000');
    const play = new URL(links.playStoreUrl);
    expect(play.origin + play.pathname).toEqual('https://play.google.com/store/apps/details');
    expect(play.searchParams.get('id')).toEqual('com.example.quest');
    expect(Object.fromEntries(new URLSearchParams(play.searchParams.get('referrer') ?? ''))).toEqual({
      utm_source: 'quest_app',
      utm_medium: 'share',
      utm_campaign: 'share_app',
    });
    const appStore = new URL(links.appStoreUrl);
    expect(appStore.origin + appStore.pathname).toEqual('https://apps.apple.com/in/app/quest/id123456789');
    expect(appStore.searchParams.get('ct')).toEqual('share_app');
  });

  test('missing or blank values fall back to the demo values', () => {
    const links = appLinksFrom({ VITE_SUPPORT_PHONE: '  ' });
    expect(links.supportPhoneHref).toEqual(`tel:${DEMO_APP_LINKS_ENV.VITE_SUPPORT_PHONE}`);
    expect(new URL(links.playStoreUrl).searchParams.get('id')).toEqual(
      DEMO_APP_LINKS_ENV.VITE_PLAY_STORE_APP_ID,
    );
  });

  test('share-app offers both stores and links the platform’s own', () => {
    const links = appLinksFrom({});
    const android = shareAppContent(links, false);
    expect(android.url).toEqual(links.playStoreUrl);
    expect(android.text).toContain(links.appStoreUrl);
    expect(shareAppContent(links, true).url).toEqual(links.appStoreUrl);
  });
});
