// First video frame from the click on Play and first page of the multi-page PDF, each the median of three runs in
// a fresh browser context (signed in, no CPU throttling), on the reference server's demo content (ADR 0084).
import { budgetName, median, reasonOf, signIn } from './timing-parts.mjs';

const videoBudget = budgetName('first video frame');
const pdfBudget = budgetName('first page of the multi-page PDF');
export const mediaBudgetNames = [videoBudget, pdfBudget];

/** Budgets in milliseconds. */
const limits = { videoMs: 1000, pdfMs: 1000 };
const RUNS = 3;
const TIMEOUT = 30_000;

const place = (contentId, operationId = 10111) =>
  new URLSearchParams({ questId: '101', missionId: '1011', operationId: String(operationId), contentId });
/** "What is a Fraction?" (201002): the demo AES-128 HLS stream, key from /QuestContent/GetKey. */
const videoPath = `/player?${place('201002')}`;
/** "Fractions: Chapter Notes" (201003): demo.pdf, six pages, on the mission page of Mathematics › Fractions. */
const pdfPath = `/pdf?${place('201003')}`;
const missionPath = `/task?${new URLSearchParams({ questId: '101', missionId: '1011', operationId: '10111' })}`;

/**
 * Opens the player, waits until Play is enabled, shows the controls (a pointer move) and clicks Play. Resolves
 * with the click → first frame time (the frame's expected display time from `requestVideoFrameCallback`) and
 * when the key was fetched, relative to the click.
 * @param {import('puppeteer-core').Page} page
 */
async function videoRun(page, baseUrl) {
  await page.goto(`${baseUrl}${videoPath}`, { waitUntil: 'load' });
  const play = 'button[aria-label="Play"]:not([aria-disabled="true"])';
  await page.waitForSelector(play, { timeout: TIMEOUT });
  const ready = await page.evaluate(() => performance.now());
  const controls = await page.waitForSelector('[aria-label="Video controls"]', { timeout: TIMEOUT });
  await controls.hover();
  await page.waitForSelector('[aria-label="Video controls"][data-visible="true"]', { timeout: TIMEOUT });
  await page.evaluate(() => {
    const video = document.querySelector('video');
    if (!video || typeof video.requestVideoFrameCallback !== 'function')
      throw new Error('no <video> with requestVideoFrameCallback');
    window.__benchFirstFrame = new Promise((resolve) => {
      let clickedAt;
      document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true });
      const onFrame = (now, frame) => {
        // A frame presented before the click (the paused poster frame) does not count.
        if (clickedAt === undefined || frame.expectedDisplayTime < clickedAt) {
          video.requestVideoFrameCallback(onFrame);
          return;
        }
        resolve({ clickedAt, shownAt: frame.expectedDisplayTime, mediaTime: frame.mediaTime });
      };
      video.requestVideoFrameCallback(onFrame);
    });
  });
  await page.locator(play).click();
  const result = await page.evaluate(
    (timeout) =>
      Promise.race([
        window.__benchFirstFrame,
        new Promise((_, reject) =>
          setTimeout(() => reject(new Error('no video frame after the click')), timeout),
        ),
      ]),
    TIMEOUT,
  );
  const key = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/QuestContent/GetKey'))
      .map((entry) => ({ start: entry.startTime, end: entry.responseEnd })),
  );
  return {
    ms: result.shownAt - result.clickedAt,
    openToPlayable: ready,
    keys: key.map((entry) => ({ start: entry.start - result.clickedAt, end: entry.end - result.clickedAt })),
  };
}

/**
 * In the page: resolves once the PDF viewer's page canvas (`role="img"`, "Page n of N", added once pdf.js has drawn
 * it) entered the document, at the frame after the one it joined (by then it has been painted), with the time of
 * the first click before it (undefined for a navigation: the page's time origin is the start).
 */
function watchPdfPage() {
  let clickedAt;
  document.addEventListener('click', () => (clickedAt ??= performance.now()), { capture: true });
  window.__benchPdfPage = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const canvas = document.querySelector('canvas[role="img"][aria-label^="Page "]');
      if (!canvas) return;
      observer.disconnect();
      requestAnimationFrame(() =>
        requestAnimationFrame(() =>
          resolve({ start: clickedAt ?? 0, at: performance.now(), label: canvas.getAttribute('aria-label') }),
        ),
      );
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** The page canvas's time from `watchPdfPage`'s start, in ms, and its label. */
async function pdfPageShown(page) {
  const result = await page.evaluate(
    (timeout) =>
      Promise.race([
        window.__benchPdfPage,
        new Promise((_, reject) => setTimeout(() => reject(new Error('no PDF page canvas')), timeout)),
      ]),
    TIMEOUT,
  );
  return { ms: result.at - result.start, label: result.label };
}

/**
 * The student's way in: on the mission page, a click on the PDF's card (under "Understanding Fractions") → the
 * first page painted on /pdf. Then, with the app's files cached, a full navigation to the same /pdf address.
 * @param {import('puppeteer-core').Page} page
 */
async function pdfRun(page, baseUrl) {
  await page.goto(`${baseUrl}${missionPath}`, { waitUntil: 'load' });
  const card = page.locator('::-p-aria([name="Fractions: Chapter Notes"][role="button"])');
  const task = await page.waitForSelector('::-p-aria([name="Understanding Fractions"][role="button"])', {
    timeout: TIMEOUT,
  });
  if ((await task.evaluate((button) => button.getAttribute('aria-expanded'))) !== 'true') await task.click();
  await page.evaluate(watchPdfPage);
  await card.setTimeout(TIMEOUT).click();
  const click = await pdfPageShown(page);

  await page.evaluateOnNewDocument(watchPdfPage);
  await page.goto(`${baseUrl}${pdfPath}`, { waitUntil: 'domcontentloaded' });
  const navigation = await pdfPageShown(page);
  return { ms: click.ms, label: click.label, navigationMs: navigation.ms };
}

/** Runs `run` three times, each in a new browser context with a fresh sign-in. */
async function repeat(browser, baseUrl, run) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.createBrowserContext();
    try {
      const page = await context.newPage();
      await page.setViewport({ width: 360, height: 800 });
      await signIn(page, baseUrl);
      results.push(await run(page, baseUrl));
    } finally {
      await context.close().catch(() => undefined);
    }
  }
  return results;
}

const ms = (value) => `${Math.round(value)} ms`;
const runsText = (results) => results.map((r) => ms(r.ms)).join(', ');

/** Measures a group and turns a failure into a "not measured" row, so the other group still runs. */
async function settle(budget, measure) {
  try {
    return await measure();
  } catch (error) {
    return { row: [budget, `not measured: ${reasonOf(error)}`, undefined], details: [] };
  }
}

/**
 * @param {{ browser: import('puppeteer-core').Browser, baseUrl: string }} options
 * @returns {Promise<{ rows: [string, string, boolean | undefined][], details: string[] }>}
 */
export async function measureMedia({ browser, baseUrl }) {
  const video = await settle(videoBudget, async () => {
    const runs = await repeat(browser, baseUrl, videoRun);
    const value = median(runs.map((r) => r.ms));
    // Each key response's end relative to the click: "−250 ms" came before it, "+40 ms" after it.
    const signed = (value) => `${value < 0 ? '−' : '+'}${ms(Math.abs(value))}`;
    const keyTimes = runs
      .map((r, i) => `run ${i + 1}: ${r.keys.map((k) => signed(k.end)).join(', ') || 'none'}`)
      .join('; ');
    return {
      row: [videoBudget, `${ms(value)} (median of ${runsText(runs)})`, value <= limits.videoMs],
      details: [
        `- First video frame (\`${videoPath}\`, 360×800, no throttling): click on Play → the first frame's expected ` +
          `display time (\`requestVideoFrameCallback\`), runs ${runsText(runs)}. Player open → Play enabled: ` +
          `${runs.map((r) => ms(r.openToPlayable)).join(', ')}. Key (\`GetKey\`) responses relative to the click, ${keyTimes}.`,
      ],
    };
  });
  const pdf = await settle(pdfBudget, async () => {
    const runs = await repeat(browser, baseUrl, pdfRun);
    const value = median(runs.map((r) => r.ms));
    return {
      row: [pdfBudget, `${ms(value)} (median of ${runsText(runs)})`, value <= limits.pdfMs],
      details: [
        `- First PDF page (\`${pdfPath}\`, 360×800, no throttling): click on its card on \`${missionPath}\` → ` +
          `the frame after pdf.js's canvas "${runs[0].label}" entered the page, runs ${runsText(runs)}. A full ` +
          `navigation to the same address afterwards (app files cached): ` +
          `${runs.map((r) => ms(r.navigationMs)).join(', ')}.`,
      ],
    };
  });
  return {
    rows: [video.row, pdf.row],
    details: ['### First video frame and first PDF page', '', ...video.details, ...pdf.details, ''],
  };
}
