import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { createAppServices, ServicesProvider } from './app/services';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const services = createAppServices();
// Root-path rules run on the landing address, whatever route it is (platform, AppType, UTM parameters).
services.session.applyLandingRules(location.search, navigator.userAgent, navigator.maxTouchPoints);
const router = createAppRouter({
  isSignedIn: () => services.session.isSignedIn(),
  signedOutSearch: () => services.signedOutQuery().toString(),
});

// "Session invalid" (a 401 or 405): storage is already cleared; go to / keeping app type and app id.
services.api.onSessionInvalid(() => {
  console.info('session is invalid');
  const query = services.signedOutQuery();
  void router.navigate(`/${query.size > 0 ? `?${query}` : ''}`, { replace: true });
});

createRoot(container).render(
  <StrictMode>
    <ServicesProvider services={services}>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </ServicesProvider>
  </StrictMode>,
);
