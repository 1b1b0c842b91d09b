/** Waits after a failed engine fetch while the browser reports being online: 1, 2, 4 and 8 s, then gives up. */
export const ENGINE_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000] as const;

/** What {@link retryLoad} reads of the browser (injectable for tests). */
export interface RetryEnvironment {
  /** navigator.onLine. */
  isOnline: () => boolean;
  /** Resolves on the next `online` event. */
  nextOnline: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
}

const browserEnvironment = (): RetryEnvironment => ({
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  nextOnline: () =>
    new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
});

/**
 * Loads a lazily fetched engine (a chart, the PDF or video engine), fetching it again after a failure instead of
 * failing for good: React.lazy keeps the first promise, so a chunk whose fetch failed once (offline) would never
 * load — its skeleton ("Loading chart…") or the error boundary would stay until a reload. Offline, the next try
 * waits for the browser's `online` event (as long as it takes: the skeleton shows meanwhile); online, it waits
 * 1, 2, 4 and 8 s between tries and then rejects with the last error. The browser fetches a module again on the
 * next import() after a failed one, so a later try can succeed (docs/decisions/0114-…).
 */
export async function retryLoad<T>(load: () => Promise<T>, env: RetryEnvironment = browserEnvironment()) {
  let onlineFailures = 0;
  for (;;) {
    try {
      return await load();
    } catch (error) {
      if (!env.isOnline()) {
        await env.nextOnline();
        continue;
      }
      const delay = ENGINE_RETRY_DELAYS_MS[onlineFailures];
      if (delay === undefined) throw error;
      onlineFailures += 1;
      await env.sleep(delay);
    }
  }
}
