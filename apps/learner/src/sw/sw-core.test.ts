import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  assetResponse,
  cacheName,
  isServerPath,
  navigationResponse,
  NAVIGATION_TIMEOUT_MS,
  precache,
  SHELL_URL,
  staleCaches,
  strategyFor,
  type StrategyDeps,
} from './sw-core';

const origin = 'https://learn.example';

/** A response as the worker's fetch gives it for its own origin (`type` is 'basic' there, 'default' here). */
function answer(body: string, init: ResponseInit & { redirected?: boolean } = {}): Response {
  const response = new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=UTF-8' },
    ...init,
  });
  Object.defineProperty(response, 'type', { value: 'basic' });
  if (init.redirected) Object.defineProperty(response, 'redirected', { value: true });
  return response;
}

const request = (path: string, mode: RequestMode = 'navigate', method = 'GET') => ({
  url: new URL(path, origin).href,
  mode,
  method,
});

/** Strategy dependencies with spies; `kept` collects the late writes the worker waits for. */
function deps(network: () => Promise<Response>, cached?: Response) {
  const kept: Promise<unknown>[] = [];
  const stored: Response[] = [];
  const result: StrategyDeps = {
    network: vi.fn(network),
    cached: vi.fn(async () => cached),
    store: vi.fn(async (response: Response) => {
      stored.push(response);
    }),
    keep: (work) => kept.push(work),
  };
  return { ...result, kept, stored };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('which requests the worker answers', () => {
  test.each(['/', '/home', '/home/profile?tab=1', '/contentviewer?contentId=5', '/report/42', '/questions'])(
    'a page navigation to %s is the app shell',
    (path) => {
      expect(strategyFor(request(path), origin)).toBe('navigation');
    },
  );

  test.each([
    '/api/v1/user',
    '/QuestService/GetUser',
    '/OnlineTestService/Start',
    '/__csp-report',
    '/__test/clock',
    '/health',
    '/media/demo.m3u8',
    '/uploads/avatar.png',
    '/content/42',
    '/location/states',
    '/analytics/event',
    '/masterclass/join',
  ])('a navigation to the server path %s is left to the network', (path) => {
    expect(isServerPath(path)).toBe(true);
    expect(strategyFor(request(path), origin)).toBe('none');
  });

  test('build files are cached; API calls, other methods and other origins are not touched', () => {
    expect(strategyFor(request('/assets/index-abc.js', 'cors'), origin)).toBe('asset');
    expect(strategyFor(request('/assets/noto-sans-latin.woff2', 'same-origin'), origin)).toBe('asset');
    expect(strategyFor(request('/api/v1/user', 'cors'), origin)).toBe('none');
    expect(strategyFor(request('/QuestService/GetUser', 'cors', 'POST'), origin)).toBe('none');
    expect(strategyFor(request('/', 'navigate', 'POST'), origin)).toBe('none');
    expect(strategyFor(request('/sw.js', 'same-origin'), origin)).toBe('none');
    expect(strategyFor(request('https://content.example/assets/x.js', 'cors'), origin)).toBe('none');
    expect(strategyFor(request('https://content.example/page', 'navigate'), origin)).toBe('none');
  });
});

describe('navigation: network first, then the cached shell', () => {
  test('the network answer is shown and kept as the new shell', async () => {
    const d = deps(async () => answer('new shell'), answer('old shell'));
    const response = await navigationResponse(d);
    expect(await response.text()).toBe('new shell');
    await Promise.all(d.kept);
    expect(d.stored).toHaveLength(1);
    expect(await d.stored[0]?.text()).toBe('new shell');
    expect(d.cached).not.toHaveBeenCalled();
  });

  test('offline: the cached shell, with the headers it was kept with', async () => {
    const shell = answer('cached shell', { headers: { 'Content-Type': 'text/html', 'X-Policy': 'kept' } });
    const d = deps(() => Promise.reject(new TypeError('Failed to fetch')), shell);
    const response = await navigationResponse(d);
    expect(await response.text()).toBe('cached shell');
    expect(response.headers.get('X-Policy')).toBe('kept');
    expect(d.stored).toHaveLength(0);
  });

  test('a network slower than the timeout: the cached shell, and the late answer still becomes the shell', async () => {
    vi.useFakeTimers();
    let arrive: (response: Response) => void = () => {};
    const d = deps(() => new Promise<Response>((resolve) => (arrive = resolve)), answer('cached shell'));
    const pending = navigationResponse(d);
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1);
    expect(d.cached).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await (await pending).text()).toBe('cached shell');
    arrive(answer('late shell'));
    await vi.waitFor(() => expect(d.kept).toHaveLength(1));
    await Promise.all(d.kept);
    expect(await d.stored[0]?.text()).toBe('late shell');
  });

  test('slow with nothing cached: it waits for the network', async () => {
    vi.useFakeTimers();
    const d = deps(
      () => new Promise<Response>((resolve) => setTimeout(() => resolve(answer('slow shell')), 10_000)),
    );
    const pending = navigationResponse(d);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await (await pending).text()).toBe('slow shell');
  });

  test('offline with nothing cached: the network failure (the browser shows its own offline page)', async () => {
    const d = deps(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(navigationResponse(d)).rejects.toThrow('Failed to fetch');
  });

  test('server errors and redirects are shown but never kept as the shell', async () => {
    for (const response of [
      answer('not built', { status: 503 }),
      answer('moved', { redirected: true }),
      answer('{}', { headers: { 'Content-Type': 'application/json' } }),
    ]) {
      const d = deps(async () => response, answer('cached shell'));
      expect(await navigationResponse(d)).toBe(response);
      expect(d.kept).toHaveLength(0);
    }
  });
});

describe('build files: cache first', () => {
  test('a cached file is answered without the network', async () => {
    const d = deps(() => Promise.reject(new Error('no network needed')), answer('cached js'));
    expect(await (await assetResponse(d)).text()).toBe('cached js');
    expect(d.network).not.toHaveBeenCalled();
  });

  test('a file not cached yet (an engine chunk) is fetched and kept', async () => {
    const d = deps(async () => answer('engine js', { headers: { 'Content-Type': 'text/javascript' } }));
    expect(await (await assetResponse(d)).text()).toBe('engine js');
    await Promise.all(d.kept);
    expect(await d.stored[0]?.text()).toBe('engine js');
  });

  test('a failed fetch is not kept', async () => {
    const d = deps(async () => answer('gone', { status: 404 }));
    expect((await assetResponse(d)).status).toBe(404);
    expect(d.kept).toHaveLength(0);
  });
});

describe('install and activate', () => {
  test('install caches every precache file and the answer of / as the shell', async () => {
    const cache = { addAll: vi.fn(async () => {}), put: vi.fn(async () => {}) };
    const shell = answer('shell');
    await precache(cache, { version: 'v1', precache: ['/assets/a.js', '/assets/b.css'] }, async () => shell);
    expect(cache.addAll).toHaveBeenCalledWith(['/assets/a.js', '/assets/b.css']);
    expect(cache.put).toHaveBeenCalledWith(SHELL_URL, shell);
  });

  test('install fails when the shell or a file cannot be fetched (the previous worker stays)', async () => {
    const config = { version: 'v1', precache: ['/assets/a.js'] };
    const ok = { addAll: vi.fn(async () => {}), put: vi.fn(async () => {}) };
    await expect(precache(ok, config, async () => answer('not built', { status: 503 }))).rejects.toThrow(
      'the shell answered 503',
    );
    expect(ok.put).not.toHaveBeenCalled();
    const broken = { addAll: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))), put: vi.fn() };
    await expect(precache(broken, config, async () => answer('shell'))).rejects.toThrow('Failed to fetch');
    expect(broken.put).not.toHaveBeenCalled();
  });

  test('activate drops this worker’s caches of other versions only', () => {
    const current = cacheName('v2');
    expect(staleCaches([cacheName('v1'), current, 'other-app-cache', cacheName('v0')], current)).toEqual([
      cacheName('v1'),
      cacheName('v0'),
    ]);
  });
});
