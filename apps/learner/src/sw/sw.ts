/*
 * The app's service worker (ADR 0089), built by vite.config.ts (`serviceWorker`) into `dist/sw.js` as one classic
 * script; the build replaces `__QUEST_SW__` with its version and precache list. The decisions live in sw-core.ts.
 */
import {
  assetResponse,
  cacheName,
  navigationResponse,
  precache,
  SHELL_URL,
  staleCaches,
  strategyFor,
  type ShellConfig,
} from './sw-core';

declare const __QUEST_SW__: ShellConfig;

/** The parts of the worker's global scope used here (the app's TypeScript setup has the DOM library only). */
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch: typeof fetch;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const config = __QUEST_SW__;
const current = cacheName(config.version);

scope.addEventListener('install', (event) => {
  event.waitUntil(
    scope.caches
      .open(current)
      .then((cache) => precache(cache, config, () => scope.fetch(SHELL_URL, { cache: 'reload' })))
      .then(() => scope.skipWaiting()),
  );
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    scope.caches
      .keys()
      .then((names) => Promise.all(staleCaches(names, current).map((name) => scope.caches.delete(name))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, scope.location.origin);
  if (strategy === 'none') return;
  const open = () => scope.caches.open(current);
  const deps = {
    network: () => scope.fetch(request),
    keep: (work: Promise<unknown>) => {
      try {
        event.waitUntil(work);
      } catch {
        // The answer was already given (the shell, after a slow network): the write still runs.
      }
    },
  };
  if (strategy === 'navigation') {
    event.respondWith(
      navigationResponse({
        ...deps,
        cached: () => open().then((cache) => cache.match(SHELL_URL)),
        store: (response) => open().then((cache) => cache.put(SHELL_URL, response)),
      }),
    );
    return;
  }
  event.respondWith(
    assetResponse({
      ...deps,
      cached: () => open().then((cache) => cache.match(request)),
      store: (response) => open().then((cache) => cache.put(request, response)),
    }),
  );
});
