import type { AppServices } from '../../../app/services';
import { appLinks } from '../../home';

/**
 * Inside the iOS wrapper the purchasing UI (cart icon, paid categories) is hidden (store-and-assessment.md §1,
 * §6): the iOS host's bridge, or the platform the root path stored for an Apple device (as home's share does).
 */
export function inIosWrapper({ bridge, session }: Pick<AppServices, 'bridge' | 'session'>): boolean {
  return bridge.host === 'ios' || session.platform() === 'iOS';
}

/** The build setting that turns the "not available on browsers" notice on (ADR 0067). */
export interface BrowserNoticeEnv {
  VITE_BROWSER_APP_NOTICE?: string;
}

/**
 * The "not available on browsers, download the app" notice: only when the build asks for it
 * (`VITE_BROWSER_APP_NOTICE=on`) and only outside a native wrapper; off by default so the web app stays usable
 * (ADR 0067). Returns the store links to show, or null.
 */
export function browserNotice(
  env: BrowserNoticeEnv,
  inWrapper: boolean,
): { playStoreUrl: string; appStoreUrl: string } | null {
  const on = ['on', 'true', '1'].includes((env.VITE_BROWSER_APP_NOTICE ?? '').trim().toLowerCase());
  if (!on || inWrapper) return null;
  return { playStoreUrl: appLinks.playStoreUrl, appStoreUrl: appLinks.appStoreUrl };
}

/** The notice as this build configures it. */
export const buildBrowserNotice = (inWrapper: boolean) =>
  browserNotice(import.meta.env as BrowserNoticeEnv, inWrapper);
