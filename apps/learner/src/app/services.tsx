import { createContext, useContext, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@quest/api';
import { createAnalytics, type Analytics } from '../platform/analytics';
import { createNativeBridge, type NativeBridge } from '../platform/native-bridge';
import { lazyOutbox } from '../platform/lazy-outbox';
import type { Outbox } from '../platform/outbox';
import { createAppSession, type AppSession } from '../platform/session';

/**
 * The app's platform services, created once in main.tsx and handed down by context so a screen story or test can
 * give its own (memory storage, a fake host, a client pointed at MSW).
 */
export interface AppServices {
  session: AppSession;
  bridge: NativeBridge;
  analytics: Analytics;
  api: ApiClient;
  /** Writes waiting on this device to be sent again (ADR 0090). */
  outbox: Outbox;
  /** The query `/` carries after the session ended (app type and app id), from the last clear. */
  signedOutQuery(): URLSearchParams;
}

export function createAppServices(overrides: Partial<AppServices> = {}): AppServices {
  const session = overrides.session ?? createAppSession();
  const bridge = overrides.bridge ?? createNativeBridge();
  const analytics =
    overrides.analytics ?? createAnalytics(bridge, (error) => console.warn('analytics event failed', error));
  let signedOut = new URLSearchParams();
  const api =
    overrides.api ??
    createApiClient({
      session: {
        getToken: () => session.getToken(),
        getAppId: () => session.getAppId(),
        // The HTTP module clears storage on a 401/405; the app keeps app type and a remembered name (ADR 0042).
        clearAll: () => {
          // Several calls may be refused at once: the first clear (with the session still there) knows the
          // app id; later ones must not replace its query with a poorer one.
          const hadSession = session.isSignedIn();
          const query = session.clear();
          if (hadSession || signedOut.size === 0) signedOut = query;
        },
      },
    });
  const outbox = overrides.outbox ?? lazyOutbox();
  return { session, bridge, analytics, api, outbox, signedOutQuery: () => new URLSearchParams(signedOut) };
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices needs a ServicesProvider above it');
  return services;
}
