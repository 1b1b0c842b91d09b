// What each route really downloads (issue 26): not only its static imports (first-load.mjs reads those from the
// Vite manifest) but every script and style sheet the page fetches in a real Chromium until the network has been
// idle for half a second — lazy chunks requested right after paint included. Each file counts at its gzip -9
// size, like the static figure, so the two columns compare. Public routes are opened as a visitor, the others
// as the signed-in demo student. Fonts, images, media and API JSON are left out, as in the static figure.
import { gzipSync } from 'node:zlib';
import { signIn } from './timing-parts.mjs';

/** `/report/:testId` → `/report/1`: a parameter gets a sample value (the screen's chunks load either way). */
const samplePath = (routePath) => routePath.replace(/:[^/]+/g, '1');

const counted = (response, baseUrl) => {
  const type = response.request().resourceType();
  const url = response.url();
  if (!url.startsWith(baseUrl)) return false;
  return type === 'script' || type === 'stylesheet' || /\.(m?js|css)(\?|$)/.test(new URL(url).pathname);
};

/**
 * Opens every route in a fresh tab (cache off) and sums the gzip -9 sizes of the scripts and style sheets it
 * fetched until the network was idle.
 * @param {{ browser: import('puppeteer-core').Browser, baseUrl: string,
 *   routes: { path: string, public: boolean }[] }} options
 * @returns {Promise<Map<string, { bytes: number, files: number, landed: string }>>} by route path
 */
export async function fetchedUntilIdle({ browser, baseUrl, routes }) {
  const visitor = await browser.createBrowserContext();
  const student = await browser.createBrowserContext();
  const results = new Map();
  try {
    const first = await student.newPage();
    await signIn(first, baseUrl);
    await first.close();
    for (const route of routes) {
      const page = await (route.public ? visitor : student).newPage();
      await page.setCacheEnabled(false);
      const sizes = new Map();
      const reading = [];
      page.on('response', (response) => {
        if (!counted(response, baseUrl)) return;
        reading.push(
          response
            .buffer()
            .then((body) => sizes.set(response.url(), gzipSync(body, { level: 9 }).byteLength))
            .catch(() => undefined),
        );
      });
      await page.goto(`${baseUrl}${samplePath(route.path)}`, { waitUntil: 'networkidle0', timeout: 60_000 });
      await Promise.all(reading);
      const bytes = [...sizes.values()].reduce((sum, size) => sum + size, 0);
      results.set(route.path, { bytes, files: sizes.size, landed: new URL(page.url()).pathname });
      await page.close();
    }
  } finally {
    await visitor.close().catch(() => undefined);
    await student.close().catch(() => undefined);
  }
  return results;
}
