/** Where the build puts the service worker (vite.config.ts `serviceWorker`); its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker once the page has loaded (its precache never competes with the first load). Only
 * where the browser has service workers — a web view without them runs the app as before, online only. A failure
 * is logged, never thrown (ADR 0089).
 */
export function registerServiceWorker(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => {
    win.navigator.serviceWorker
      .register(SERVICE_WORKER_URL)
      .catch((error: unknown) => console.info('service worker not registered', error));
  };
  if (win.document.readyState === 'complete') register();
  else win.addEventListener('load', register, { once: true });
}
