// What the timing measurements share (lighthouse.mjs, media.mjs, interactions.mjs, fetched.mjs and timings.mjs,
// which loads them lazily): the budget names, the demo student's sign-in and small figures. The measurements
// import this file, never timings.mjs (no import cycle).
import { startDemoServer } from '../lib.mjs';

export const timingBudgetNames = [
  'Lighthouse performance ≥ 95 and accessibility 100 on `/` (mobile, default throttling)',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/home` (user flow, signed in)',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/products`',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/assessment` (user flow, signed in)',
  'FCP ≤ 1.2 s and LCP ≤ 1.5 s on `/` (Lighthouse mobile, median of 3)',
  'everything `/` fetches until the network is idle ≤ 150 KB (real Chromium, each file gzip -9)',
  'answer-and-Next median ≤ 50 ms and p90 ≤ 80 ms at 4× CPU slowdown, 200-question test',
  'first video frame ≤ 1 s from the click, key fetch included',
  'first page of the multi-page PDF ≤ 1 s',
  '10,000-row leaderboard render ≤ 50 ms',
];

/** The budget whose name starts with `prefix` (throws on a typo, so a renamed budget cannot go missing). */
export function budgetName(prefix) {
  const name = timingBudgetNames.find((candidate) => candidate.startsWith(prefix));
  if (!name) throw new Error(`no timing budget starts with ${prefix}`);
  return name;
}

/** The README's demo student with every content type (quest 101), password Demo@123. */
export const demoStudent = { username: '9876543210', password: 'Demo@123' };

/**
 * Signs in through the sign-in screen (`/`) as a student does with a keyboard (Enter in the password field submits
 * the form) and resolves once the app is on /home. No ARIA query: one would switch on the page's accessibility tree
 * for the rest of its life (ADR 0153).
 * @param {import('puppeteer-core').Page} page
 * @param {string} baseUrl
 */
export async function signIn(page, baseUrl, { username, password } = demoStudent) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 30_000 });
}

/** The middle value of an odd number of figures. */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A failure as one line for the table. */
export const reasonOf = (error) =>
  String(error instanceof Error ? error.message : error)
    .split('\n')[0]
    .slice(0, 200);

/** The reference server as `npm run e2e` starts it (scripts/lib.mjs). */
export async function startReferenceServer() {
  const server = await startDemoServer('quest-bench-data-');
  return { url: server.url.replace(/\/$/, ''), stop: server.stop };
}
