import { useLayoutEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SWRConfig, type Cache } from 'swr';
import { SESSION_KEYS } from '@quest/api';
import { Providers } from '../app/providers';
import { createAppServices, ServicesProvider, type AppServices } from '../app/services';
import { createNativeBridge } from '../platform/native-bridge';
import { createOutbox, memoryOutboxStore } from '../platform/outbox';
import { createAppSession } from '../platform/session';
import { fakeHost, type FakeHost } from './fake-host';
import { memoryStorages, type MemoryStorages } from './memory-storages';

/** Where a screen story starts: a path with its query, or a location with navigation state. */
export type ScreenEntry = string | { pathname: string; search?: string; state?: unknown };

/** Props of {@link ScreenStory}. */
export interface ScreenStoryProps {
  /** The screen's routes (eager `Component`s, so the first render already shows the screen). */
  routes: RouteObject[];
  /** The address the story opens. */
  at: ScreenEntry;
  /** A session token (and app id 1) is stored before the screen opens. */
  signedIn?: boolean;
  /** Starting values of the in-memory sessionStorage and localStorage. */
  storage?: { session?: Record<string, string>; local?: Record<string, string> };
  /** The native host the bridge finds: none (`web`, the default) or a fake Android wrapper. */
  host?: 'web' | 'android';
}

/** What a `play` function can inspect after the screen acted: the router, the storages, the host calls. */
export interface ScreenHandle {
  router: ReturnType<typeof createMemoryRouter>;
  services: AppServices;
  storages: MemoryStorages;
  host: FakeHost;
  /** The router's current address: pathname and search. */
  address(): string;
}

let current: ScreenHandle | null = null;

/** The screen story rendered last (stories render one at a time). */
export function currentScreen(): ScreenHandle {
  if (!current) throw new Error('No ScreenStory has rendered yet');
  return current;
}

/**
 * Any address the screen leaves for: a plain page naming it, so a story shows (and a test sees) where the
 * student went without mounting the rest of the app.
 */
function NextScreen() {
  const location = useLocation();
  return (
    <main style={{ padding: 24, fontFamily: 'var(--q-font-family-base, sans-serif)' }}>
      <h1>Next screen: {location.pathname}</h1>
      <p>The story ends here: the screen navigated away.</p>
    </main>
  );
}

function createScreen({ routes, at, signedIn, storage, host }: ScreenStoryProps): ScreenHandle {
  const storages = memoryStorages({
    session: {
      ...(signedIn ? { [SESSION_KEYS.token]: 'story-session-token', [SESSION_KEYS.appId]: '1' } : {}),
      ...storage?.session,
    },
    local: storage?.local,
  });
  const fake = fakeHost(host);
  const session = createAppSession(storages);
  // A queue of its own in memory: one story's waiting writes never reach another (ADR 0090).
  const outbox = createOutbox({ store: memoryOutboxStore(), locks: null });
  const services = createAppServices({ session, bridge: createNativeBridge(fake.window), outbox });
  const router = createMemoryRouter([...routes, { path: '*', Component: NextScreen }], {
    initialEntries: [at],
  });
  // As main.tsx: "session invalid" (storage already cleared) returns to / with app type and app id.
  services.api.onSessionInvalid(() => {
    const query = services.signedOutQuery();
    void router.navigate(`/${query.size > 0 ? `?${query}` : ''}`, { replace: true });
  });
  const address = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, services, storages, host: fake, address };
}

/**
 * A learner route rendered for Storybook: AppServices on in-memory storages, a fake native host and the API
 * client on the story's own origin (where MSW answers), the app's Providers, a fresh SWR cache and a memory data
 * router at `at`. Every mount starts from nothing: no cache, no storage, no history.
 */
export function ScreenStory(props: ScreenStoryProps) {
  const [screen] = useState(() => createScreen(props));
  const [cache] = useState<Cache>(() => new Map());
  // Registered before the first paint, so a play function finds it at once.
  useLayoutEffect(() => {
    current = screen;
    return () => {
      if (current === screen) current = null;
    };
  }, [screen]);
  return (
    <ServicesProvider services={screen.services}>
      <Providers>
        {/* Stories answer from MSW: a failure is the state under test, not something to retry. */}
        <SWRConfig value={{ provider: () => cache, shouldRetryOnError: false }}>
          <RouterProvider router={screen.router} />
        </SWRConfig>
      </Providers>
    </ServicesProvider>
  );
}
