import type { Locator, Page, Route, TestInfo } from '@playwright/test';
import { expect } from './csp';

/*
 * Fault injection for the end-to-end suite (issue 13, ADR 0091). A fault test breaks the network or the server's
 * answers with `page.route` / `context.setOffline`, then calls `expectRecovered` with what the page must show
 * (found by role): the content, a failed state with its retry, the spec's error, or the offline banner. Each call is
 * one fault case; the run's summary counts them (annotation `fault-case`) and a blank page fails the test.
 */

/** The offline banner's text (design-system OfflineBanner; ADR 0089). */
export const OFFLINE_BANNER = /You are offline/;

/** The offline banner, found by role. */
export const offlineBanner = (page: Page) => page.getByRole('status').filter({ hasText: OFFLINE_BANNER });

/** A failed state's retry (ErrorView's button; the label some screens give it). */
export const retryButton = (scope: Page | Locator) =>
  scope.getByRole('button', { name: /^(Try again|Retry)$/ });

/** The kinds of broken answer every data area must survive. */
export type BrokenAnswer = 'invalid-schema' | 'server-error' | 'empty-body' | 'not-json';

/** Every broken answer, for corpus loops. */
export const BROKEN_ANSWERS: readonly BrokenAnswer[] = [
  'invalid-schema',
  'server-error',
  'empty-body',
  'not-json',
];

/** Answers `route` with the broken answer `kind` (a 200 whose body breaks the contract, a 500, …). */
export function fulfilBroken(route: Route, kind: BrokenAnswer): Promise<void> {
  switch (kind) {
    case 'invalid-schema':
      // Valid JSON of the wrong shape: every field a contract expects is missing or of the wrong type.
      return route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ unexpected: true, payload: 'not the contract', data: [null] }),
      });
    case 'server-error':
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Internal Server Error' }),
      });
    case 'empty-body':
      return route.fulfill({ status: 200, contentType: 'application/json', body: '' });
    case 'not-json':
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<html><body>Gateway says hi</body></html>',
      });
  }
}

/** Delays every matching call by `ms` before letting it reach the server (a slow mobile network). */
export async function slowDown(page: Page, url: string | RegExp, ms = 10_000): Promise<void> {
  await page.route(url, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => {});
  });
}

/** The page is not blank: the app root draws some text and at least one heading, button or link. */
export async function expectNotBlank(page: Page): Promise<void> {
  await expect
    .poll(
      async () =>
        page.evaluate(() => {
          const root = document.getElementById('root');
          const text = root?.innerText.trim() ?? '';
          const landmarks = root?.querySelectorAll(
            'h1, h2, h3, button, a[href], [role="status"], [role="alert"]',
          );
          return text.length > 0 && (landmarks?.length ?? 0) > 0;
        }),
      { message: 'the page is blank after the fault', timeout: 15_000 },
    )
    .toBe(true);
}

/**
 * One fault case: after the fault named `name`, `shows` (a locator by role: content, a retry, the spec's error or
 * the offline banner) becomes visible and the page is not blank. Recorded for the run's tally.
 */
export async function expectRecovered(
  page: Page,
  info: TestInfo,
  name: string,
  shows: Locator,
  timeout = 30_000,
): Promise<void> {
  info.annotations.push({ type: 'fault-case', description: name });
  await expect(shows.first(), `after "${name}"`).toBeVisible({ timeout });
  await expectNotBlank(page);
}

/** The API client's message for a call that never reached the server (network down or 20 s timeout). */
export const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

/** A write to the app's API: every POST, and the GET "Set…" records (SetContentDownload, …). Not the test routes. */
function isWrite(url: URL, method: string): boolean {
  if (url.pathname.startsWith('/__')) return false;
  return method === 'POST' || (method === 'GET' && /\/Set[A-Z][^/]*$/.test(url.pathname));
}

/**
 * "Server 500 on every write": from now on every write of the page to its own origin answers 500 (reads pass).
 * Returns the cure, which lets writes through again.
 */
export async function failWrites(page: Page): Promise<() => Promise<void>> {
  const origin = new URL(page.url()).origin;
  const matches = (url: URL) => url.origin === origin && !url.pathname.startsWith('/__');
  const handler = async (route: Route) => {
    const request = route.request();
    if (isWrite(new URL(request.url()), request.method())) {
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"Internal Server Error"}',
      });
    } else {
      await route.fallback();
    }
  };
  await page.route(matches, handler);
  return () => page.unroute(matches, handler);
}

/** Counts the page's requests whose path ends with `path` from now on; call the result to read the count. */
export function countRequests(page: Page, path: string, method?: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith(path) && (!method || request.method() === method))
      count += 1;
  });
  return () => count;
}
