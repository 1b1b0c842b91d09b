import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { OutboxSync } from './app/outbox-sync';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppServices, ServicesProvider } from './app/services';
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

// "Session invalid" (a 401 or 405): storage is already cleared; go to / keeping app type and app id, with the
// session-ended notice and the page to return to after signing in (ADR 0116). A 401 can arrive before the router
// has drawn its first page (a call made at start-up with an expired token); navigating then leaves the router
// uninitialised and the page blank, so the navigation waits for the first page.
services.api.onSessionInvalid(() => {
  console.info('session is invalid');
  const start = sessionEndedHref(services.signedOutQuery(), router.state.location);
  const toStart = () => void router.navigate(start, { replace: true });
  if (router.state.initialized) return toStart();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    toStart();
  });
});

// Writes kept on this device are sent once signed in and online (ADR 0090); a sign-in shows at the next navigation.
const watchNavigation = (listener: () => void) => router.subscribe(() => listener());

// The offline shell (ADR 0089): production builds only; the dev server has no sw.js.
if (import.meta.env.PROD) registerServiceWorker();

createRoot(container).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <Providers>
        <OutboxSync watchNavigation={watchNavigation} />
        <RouterProvider router={router} />
      </Providers>
    </ServicesProvider>
  </StrictMode>,
);
