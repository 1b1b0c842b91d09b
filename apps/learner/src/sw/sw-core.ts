/*
 * The service worker's decisions, as pure functions over the Request/Response/Cache shapes (ADR 0089): which
 * requests it answers, how (navigation: network first, then the cached shell; build assets: cache first), what it
 * precaches and which caches it drops. `sw.ts` wires them to the worker's events; these are unit-tested.
 */

/** What the build tells the worker (vite.config.ts `serviceWorker`): its version and the files to precache. */
export interface ShellConfig {
  /** A hash of the build's file list and the worker's code: a new build is a new worker and a new cache. */
  version: string;
  /** Root-relative URLs of the build files fetched at install (`/assets/…`); never `index.html`. */
  precache: readonly string[];
}

/** Caches of this worker are named `quest-shell-<version>`. */
export const CACHE_PREFIX = 'quest-shell-';
/** The key of the app shell: the page as `/` answered it (body and headers, CSP nonce included). */
export const SHELL_URL = '/';
/** How long a navigation waits for the network before the cached shell is shown. */
export const NAVIGATION_TIMEOUT_MS = 4_000;

export const cacheName = (version: string) => `${CACHE_PREFIX}${version}`;

/** This worker's caches from other versions, to delete once the new one is active. */
export function staleCaches(names: readonly string[], current: string): string[] {
  return names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== current);
}

/** Server paths that are never the app's pages, as whole first segments (`/content`, not `/contentviewer`). */
const SERVER_SEGMENTS = [
  'api',
  'health',
  'media',
  'uploads',
  'content',
  'location',
  'analytics',
  'masterclass',
];
/** Server path prefixes: the legacy call paths (`/QuestService…`, `/OnlineTest…`) and test hooks (`/__…`). */
const SERVER_PREFIXES = ['/Quest', '/OnlineTest', '/__'];

/** True for a path the server answers itself (API, media, content redirects, reports): never the app shell. */
export function isServerPath(pathname: string): boolean {
  const first = pathname.split('/')[1] ?? '';
  return SERVER_SEGMENTS.includes(first) || SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** How the worker answers a request: `none` leaves it to the network untouched (every API call). */
export type Strategy = 'navigation' | 'asset' | 'none';

/** The strategy for one request seen by the worker whose origin is `origin`. */
export function strategyFor(request: Pick<Request, 'method' | 'mode' | 'url'>, origin: string): Strategy {
  if (request.method !== 'GET') return 'none';
  const url = new URL(request.url);
  if (url.origin !== origin) return 'none';
  if (request.mode === 'navigate') return isServerPath(url.pathname) ? 'none' : 'navigation';
  return url.pathname.startsWith('/assets/') ? 'asset' : 'none';
}

/** A page answer worth keeping as the shell: a direct 200 HTML page of this origin. */
export function isShellResponse(response: Response): boolean {
  return (
    response.status === 200 &&
    response.type === 'basic' &&
    !response.redirected &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

/** A build file worth keeping: a 200 of this origin. */
export const isCacheableAsset = (response: Response) => response.status === 200 && response.type === 'basic';

/** What a strategy needs: the network, the cache, and `keep` to hold the worker alive for a late write. */
export interface StrategyDeps {
  network: () => Promise<Response>;
  cached: () => Promise<Response | undefined>;
  store: (response: Response) => Promise<void>;
  keep: (work: Promise<unknown>) => void;
}

const timeout = (ms: number) =>
  new Promise<'timeout'>((resolve) => {
    setTimeout(() => resolve('timeout'), ms);
  });

/**
 * A page navigation: the network's answer when it comes within `timeoutMs` (kept as the new shell when it is one);
 * otherwise — no network or too slow — the cached shell. With no cached shell it waits for the network, and its
 * failure is the browser's own offline page.
 */
export async function navigationResponse(
  deps: StrategyDeps,
  timeoutMs = NAVIGATION_TIMEOUT_MS,
): Promise<Response> {
  const network = deps.network().then((response) => {
    if (isShellResponse(response)) deps.keep(deps.store(response.clone()).catch(() => {}));
    return response;
  });
  // A late network failure after the shell was shown is nobody's business.
  network.catch(() => {});
  const first = await Promise.race([network, timeout(timeoutMs)]).catch(() => 'failed' as const);
  if (first instanceof Response) return first;
  const shell = await deps.cached();
  if (shell) return shell;
  return network;
}

/** A build file (`/assets/…`, content-hashed, immutable): the cached copy, else the network's, kept for later. */
export async function assetResponse(deps: StrategyDeps): Promise<Response> {
  const hit = await deps.cached();
  if (hit) return hit;
  const response = await deps.network();
  if (isCacheableAsset(response)) deps.keep(deps.store(response.clone()).catch(() => {}));
  return response;
}

/** What install needs of a cache. */
export interface InstallCache {
  addAll(requests: string[]): Promise<void>;
  put(request: string, response: Response): Promise<void>;
}

/**
 * Install: every precache file and the shell (`/` fetched now, kept with its headers). Fails — and the browser
 * keeps the previous worker — when any of them cannot be fetched.
 */
export async function precache(
  cache: InstallCache,
  config: ShellConfig,
  fetchShell: () => Promise<Response>,
): Promise<void> {
  const [shell] = await Promise.all([fetchShell(), cache.addAll([...config.precache])]);
  if (!isShellResponse(shell)) throw new Error(`the shell answered ${shell.status}`);
  await cache.put(SHELL_URL, shell);
}
