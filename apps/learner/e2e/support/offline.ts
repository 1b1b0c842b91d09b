import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { documentIdOf, expect, type Page } from './csp';

/*
 * The offline app shell in the end-to-end suite (ADR 0089): where the build is, what its service worker precaches,
 * waiting until it has, and reloading offline. A spec that uses these allows workers: `test.use({ serviceWorkers:
 * 'allow' })` (the config blocks them for every other journey).
 */

/** The build the server serves (QUEST_LEARNER_DIST, else apps/learner/dist). */
export const distDir = process.env.QUEST_LEARNER_DIST
  ? pathToFileURL(`${process.env.QUEST_LEARNER_DIST.replace(/\/$/, '')}/`)
  : new URL('../../dist/', import.meta.url);

/** The precache list the build wrote into sw.js (the minifier may keep it as an array or a joined string). */
export function precacheOfBuild(): string[] {
  const worker = readFileSync(new URL('sw.js', distDir), 'utf8');
  return [...new Set(worker.match(/\/assets\/[\w.-]+\.(?:js|css|woff2)/g) ?? [])];
}

/** Waits until the worker is active, controls the page and has precached the build and the shell. */
export async function waitForOfflineShell(page: Page, files: number) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  const cached = () =>
    page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('quest-shell-'));
      const cache = name ? await caches.open(name) : undefined;
      const shell = await cache?.match('/');
      return {
        files: (await cache?.keys())?.length ?? 0,
        policy: shell?.headers.get('Content-Security-Policy') ?? undefined,
      };
    });
  await expect.poll(async () => (await cached()).files, { timeout: 30_000 }).toBeGreaterThan(files);
  return documentIdOf((await cached()).policy);
}

/** Reloads offline: the page must come from the worker's cached shell, not the network. */
export async function reloadOffline(page: Page, shellDocument: string | undefined) {
  await page.context().setOffline(true);
  const response = await page.reload();
  expect(response?.fromServiceWorker(), 'the reload is answered by the service worker').toBe(true);
  expect(shellDocument, 'the cached shell carries its CSP').toBeTruthy();
  // The cached shell's own policy (and nonce): the network was not reached.
  expect(documentIdOf(response?.headers()['content-security-policy'])).toBe(shellDocument);
}
