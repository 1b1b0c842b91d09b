import { startTransition } from 'react';
import { activateLocale } from '@quest/design-system';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app-root';
import { isPrerendered, replayEarlyInput } from './app/prerendered';
import { createAppRouter } from './app/router';
import { startLocale } from './app/locale';
import { createAppServices } from './app/services';
import { sessionEndedHref } from './features/identity/session-ended/session-ended';
import { registerServiceWorker } from './sw/register';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const services = createAppServices();
// Root-path rules run on the landing address, whatever route it is (platform, AppType, UTM parameters).
services.session.applyLandingRules(location.search, navigator.userAgent, navigator.maxTouchPoints);
const router = createAppRouter({
  isSignedIn: () => services.session.isSignedIn(),
  signedOutSearch: () => services.signedOutQuery().toString(),
});

/** Runs `then` once the router has drawn-ready state: the root guard ran and the first route's code is loaded. */
function whenRouterReady(then: () => void) {
  if (router.state.initialized) return then();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    then();
  });
}

// "Session invalid" (a 401 or 405): storage is already cleared; go to / keeping app type and app id, with the
// session-ended notice and the page to return to after signing in (ADR 0116). A 401 can arrive before the router
// has drawn its first page (a call made at start-up with an expired token); navigating then leaves the router
// uninitialised and the page blank, so the navigation waits for the first page.
services.api.onSessionInvalid(() => {
  console.info('session is invalid');
  const start = sessionEndedHref(services.signedOutQuery(), router.state.location);
  whenRouterReady(() => void router.navigate(start, { replace: true }));
});

// Writes kept on this device are sent once signed in and online (ADR 0090); a sign-in shows at the next navigation.
const watchNavigation = (listener: () => void) => router.subscribe(() => listener());

// The offline shell (ADR 0089): production builds only; the dev server has no sw.js.
if (import.meta.env.PROD) registerServiceWorker();

// The language (ADR 0142): English is built in; another language's catalogue is fetched before the first render
// (the guard never keeps the English prerendered page then). A catalogue that cannot be fetched leaves English.
const locale = startLocale(services.session);
const languageReady = locale === 'en' ? Promise.resolve() : activateLocale(locale).catch(() => undefined);

if (isPrerendered(container) && locale === 'en') {
  // The sign-in page is already on screen as HTML (ADR 0125). Hydration waits until the router is where the build
  // rendered it (guard run, sign-in code loaded), so the first render matches the HTML; then what the visitor typed
  // or pressed meanwhile is handed to the app.
  const hydrated = () => replayEarlyInput(container);
  whenRouterReady(() =>
    hydrateRoot(
      container,
      <AppRoot
        services={services}
        router={router}
        watchNavigation={watchNavigation}
        onFirstCommit={hydrated}
      />,
    ),
  );
} else {
  // A transition (issue 26): React renders the first page in slices, yielding to the browser between them, rather
  // than in one long task that holds off every tap and paint until it ends.
  const root = createRoot(container);
  void languageReady.then(() =>
    startTransition(() =>
      root.render(<AppRoot services={services} router={router} watchNavigation={watchNavigation} />),
    ),
  );
}
