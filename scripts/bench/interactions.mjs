// Two interaction timings of issue 12 (ADR 0085), on the reference server's demo student:
// - answer-and-Next in the test runner at 4× CPU slowdown, on a 200-question test (QT-FRAC-06's questions repeated,
//   its GetTestQuestion response replaced through CDP request interception), in a page whose accessibility tree is
//   off, then again with it on (ADR 0153);
// - rendering the leaderboard dialog with 10,000 rows (its GetLeaderBoard response replaced the same way).
// Run alone with `node scripts/bench/interactions.mjs` (builds the app when stale, starts the server, prints rows).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { budgetName, median, reasonOf, signIn, startReferenceServer } from './timing-parts.mjs';

const answerBudget = budgetName('answer-and-Next');
const leaderboardBudget = budgetName('10,000-row leaderboard');

/** Budgets in milliseconds, and the sizes of the runs. */
const limits = { answerMs: 50, answerP90Ms: 80, leaderboardMs: 50 };
const QUESTIONS = 200;
/** Next is pressed this many times (questions 1 → 21). */
const ANSWERS = 20;
const CPU_SLOWDOWN = 4;
const LEADERBOARD_ROWS = 10_000;
const LEADERBOARD_RUNS = 5;
const TIMEOUT = 30_000;
/** A phone's width, as every interaction is timed. */
const PHONE_VIEWPORT = { width: 360, height: 800, deviceScaleFactor: 1 };

/** "Fractions Test" (QT-FRAC-06) on the mission page of Mathematics › Fractions of quest 101 (the a11y journey). */
const instructionPath = `/instruction?${new URLSearchParams({
  questId: '101',
  missionId: '1011',
  operationId: '10111',
  contentId: '201005',
})}`;

/** The p-th percentile (nearest rank) of the figures. */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`;

/** The real test with its questions repeated to `count`, each copy with its own ids (same shape, assessment.ts). */
export function longTest(real, count = QUESTIONS) {
  if (!real?.questions?.length) throw new Error('GetTestQuestion returned no questions');
  const questions = Array.from({ length: count }, (_, i) => ({
    ...real.questions[i % real.questions.length],
    questionId: 900_000 + i,
    missionTestQuestionId: 900_000 + i,
  }));
  return { test: { ...real.test, totalQuestion: count }, questions };
}

/** The real leaderboard followed by made-up learners, highest score first, `count` rows in all. */
export function longLeaderboard(real, count = LEADERBOARD_ROWS) {
  const top = Array.isArray(real) ? real.slice(0, count) : [];
  const lowest = top.length ? Math.min(...top.map((entry) => entry.score)) : count;
  const rest = Array.from({ length: count - top.length }, (_, i) => ({
    name: `Learner ${top.length + i + 1}`,
    score: Math.max(0, lowest - 1 - Math.floor(i / 2)),
  }));
  return [...top, ...rest];
}

/**
 * Replaces the body of every response whose URL matches `urlPattern` (CDP Fetch, response stage) with
 * `rewrite(json)`. Resolves with a function that stops intercepting.
 * @param {import('puppeteer-core').Page} page
 */
async function rewriteResponses(page, urlPattern, rewrite) {
  const client = await page.createCDPSession();
  client.on('Fetch.requestPaused', async (event) => {
    try {
      const { body, base64Encoded } = await client.send('Fetch.getResponseBody', {
        requestId: event.requestId,
      });
      const text = base64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body;
      const headers = (event.responseHeaders ?? []).filter(
        (header) => !/^(content-length|content-encoding)$/i.test(header.name),
      );
      await client.send('Fetch.fulfillRequest', {
        requestId: event.requestId,
        responseCode: event.responseStatusCode ?? 200,
        responseHeaders: headers,
        body: Buffer.from(JSON.stringify(rewrite(JSON.parse(text)))).toString('base64'),
      });
    } catch {
      await client.send('Fetch.continueRequest', { requestId: event.requestId }).catch(() => undefined);
    }
  });
  await client.send('Fetch.enable', { patterns: [{ urlPattern, requestStage: 'Response' }] });
  return () => client.detach().catch(() => undefined);
}

/**
 * In the page: resolves with the time from the click on Next (the event's own time stamp, so input delay counts)
 * to the frame after the one in which "Question {n} of {total}" appeared (by then it has been painted).
 */
function awaitNextPainted(heading, timeout) {
  window.__benchNext = new Promise((resolve, reject) => {
    let clickedAt;
    // Shown, not only in the document: the runner keeps the next question drawn but hidden (ADR 0149).
    const shown = () =>
      [...document.querySelectorAll('h1, h2, h3, h4')].some(
        (h) =>
          h.textContent?.trim() === heading &&
          h.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      );
    const onClick = (event) => {
      if (event.target instanceof Element && event.target.closest('button')?.textContent?.trim() === 'Next')
        clickedAt ??= event.timeStamp;
    };
    const done = () => {
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clickedAt)));
    };
    const observer = new MutationObserver(() => {
      if (clickedAt !== undefined && shown()) done();
    });
    document.addEventListener('click', onClick, true);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    setTimeout(() => reject(new Error(`"${heading}" did not show after Next`)), timeout);
  });
}

/** In the page: Event Timing entries (duration ≥ 16 ms) of clicks on Next, collected from now on. */
function observeNextEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const button = entry.target instanceof Element ? entry.target.closest('button') : null;
      if (entry.name === 'click' && button?.textContent?.trim() === 'Next')
        window.__benchEvents.push(entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16 });
}

/** Waits until two frames have passed with the page idle enough to draw them. */
const twoFrames = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

/**
 * In the page: resolves with the element matched by `selector` whose text is `text`, once one is shown (the runner
 * keeps neighbour questions drawn but hidden, ADR 0149). Found in the DOM, not through Puppeteer's ARIA queries.
 * @param {import('puppeteer-core').Page} page
 */
const shownByText = (page, selector, text) =>
  page.waitForFunction(
    (s, t) =>
      [...document.querySelectorAll(s)].find(
        (element) =>
          element.textContent?.trim() === t &&
          element.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
      ) ?? null,
    { timeout: TIMEOUT },
    selector,
    text,
  );

/** Clicks the element `shownByText` finds. */
async function clickByText(page, selector, text) {
  const handle = await shownByText(page, selector, text);
  try {
    await handle.asElement().click();
  } finally {
    await handle.dispose();
  }
}

/**
 * Switches on Chrome's accessibility tree for the page, as a screen reader (or an ARIA query) does: one query of the
 * tree is enough, and from then on every change to the page is also applied to it.
 * @param {import('puppeteer-core').CDPSession} cdp
 */
async function switchOnAccessibilityTree(cdp) {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  await cdp.send('Accessibility.queryAXTree', { backendNodeId: root.backendNodeId, role: 'main' });
}

/**
 * Answers and presses Next `ANSWERS` times from question `first`: the first option shown of each question, the
 * page let settle, then Next. Resolves with the click → painted times.
 * @param {import('puppeteer-core').Page} page
 */
async function answerRun(page, first) {
  const times = [];
  for (let n = first; n < first + ANSWERS; n += 1) {
    // An answer: the first option shown of question n (a radio or a check box), then let the page settle.
    const option = await page.waitForFunction(
      () =>
        [
          ...document.querySelectorAll(
            'input[type="radio"]:not(:checked), input[type="checkbox"]:not(:checked)',
          ),
        ]
          .map((input) => input.closest('label') ?? input)
          .find((target) => target.checkVisibility({ visibilityProperty: true, opacityProperty: true })) ??
        null,
      { timeout: TIMEOUT },
    );
    await option.asElement().click();
    await option.dispose();
    await twoFrames(page);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await page.evaluate(awaitNextPainted, `Question ${n + 1} of ${QUESTIONS}`, TIMEOUT);
    await clickByText(page, 'button', 'Next');
    times.push(await page.evaluate(() => window.__benchNext));
    await twoFrames(page);
  }
  return times;
}

/**
 * The student signs in, opens QT-FRAC-06 as a 200-question test, Begin Test, then at 4× CPU slowdown answers and
 * presses Next `ANSWERS` times; then the same again with Chrome's accessibility tree switched on, as a screen
 * reader has it. The page is the runner's alone and finds every element in the DOM: Puppeteer's ARIA queries
 * would switch that tree on from the first query, which a phone without a screen reader never builds (ADR 0153).
 * Returns both runs' click → painted times and the Event Timing durations of the first run's Next clicks.
 * @param {import('puppeteer-core').Page} page
 */
async function answerAndNext(page, baseUrl) {
  await signIn(page, baseUrl);
  const stop = await rewriteResponses(page, '*/QuestContent/GetTestQuestion*', (real) => longTest(real));
  const cdp = await page.createCDPSession();
  try {
    await page.goto(`${baseUrl}${instructionPath}`, { waitUntil: 'load' });
    await clickByText(page, 'button', 'Begin Test');
    await (await shownByText(page, 'h1, h2, h3, h4', `Question 1 of ${QUESTIONS}`)).dispose();
    await page.evaluate(observeNextEvents);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const times = await answerRun(page, 1);
    const events = await page.evaluate(() => window.__benchEvents);
    await switchOnAccessibilityTree(cdp);
    const withTree = await answerRun(page, 1 + ANSWERS);
    return { times, events, withTree };
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
    await stop();
  }
}

/**
 * In the page: resolves once the leaderboard's rows (items with aria-setsize, drawn by the virtualized list) are
 * in the document, at the frame after the one they joined, with the time from the end of the GetLeaderBoard
 * response (Resource Timing) and from the click on the Leaderboard button.
 */
function awaitLeaderboardPainted(timeout) {
  window.__benchLeaderboard = new Promise((resolve, reject) => {
    let clickedAt;
    const onClick = (event) => (clickedAt ??= event.timeStamp);
    const rows = () => document.querySelectorAll('dialog li[aria-setsize]').length;
    const done = () => {
      observer.disconnect();
      requestAnimationFrame(() =>
        setTimeout(() => {
          const paintedAt = performance.now();
          const response = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes('/QuestUser/GetLeaderBoard'))
            .at(-1);
          if (!response) return reject(new Error('no Resource Timing entry for GetLeaderBoard'));
          resolve({
            fromResponse: paintedAt - response.responseEnd,
            fromClick: paintedAt - clickedAt,
            rows: rows(),
          });
        }),
      );
    };
    const observer = new MutationObserver(() => {
      if (rows() > 0) done();
    });
    document.addEventListener('click', onClick, { capture: true, once: true });
    observer.observe(document.body, { subtree: true, childList: true });
    setTimeout(() => reject(new Error('the leaderboard rows did not show')), timeout);
  });
}

/**
 * Opens /home, installs the observer and clicks the top bar's Leaderboard button; the page is loaded again for
 * every run, so SWR has no cached list.
 * @param {import('puppeteer-core').Page} page
 */
async function leaderboardRun(page, baseUrl) {
  await page.goto(`${baseUrl}/home`, { waitUntil: 'load' });
  const button = page.locator('::-p-aria([name="Leaderboard"][role="button"])').setTimeout(TIMEOUT);
  await button.wait();
  await twoFrames(page);
  await page.evaluate(awaitLeaderboardPainted, TIMEOUT);
  await button.click();
  return page.evaluate(() => window.__benchLeaderboard);
}

/**
 * The two interaction budgets as bench rows: [budget, measured, ok]. One fresh browser context, signed in as the
 * demo student; the leaderboard first (no CPU throttling), then the test runner in a page of its own (ADR 0153).
 * @param {{ browser: import('puppeteer-core').Browser, baseUrl: string }} options
 * @returns {Promise<[string, string, boolean | undefined][]>}
 */
export async function measureInteractions({ browser, baseUrl }) {
  const base = baseUrl.replace(/\/$/, '');
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE_VIEWPORT);
    await signIn(page, base);

    let leaderboardRow;
    const stop = await rewriteResponses(page, '*/QuestUser/GetLeaderBoard*', (real) => longLeaderboard(real));
    try {
      const runs = [];
      for (let i = 0; i < LEADERBOARD_RUNS; i += 1) runs.push(await leaderboardRun(page, base));
      const mid = median(runs.map((run) => run.fromResponse));
      leaderboardRow = [
        leaderboardBudget,
        `median ${ms(mid)} of ${runs.length} (response → rows painted: ${runs
          .map((run) => Math.round(run.fromResponse))
          .join(', ')} ms; click → painted median ${ms(median(runs.map((run) => run.fromClick)))}; ` +
          `${runs[0].rows} rows drawn)`,
        mid <= limits.leaderboardMs,
      ];
    } catch (error) {
      leaderboardRow = [leaderboardBudget, `not measured: ${reasonOf(error)}`, undefined];
    } finally {
      await stop();
    }
    let answerRow;
    try {
      const runnerPage = await context.newPage();
      await runnerPage.setViewport(PHONE_VIEWPORT);
      // Leaving a running test asks first (beforeunload): accept, so a later navigation is not held.
      runnerPage.on('dialog', (dialog) => void dialog.accept().catch(() => undefined));
      const { times, events, withTree } = await answerAndNext(runnerPage, base);
      const mid = median(times);
      const p90 = percentile(times, 90);
      const eventNote = events.length
        ? `Event Timing median ${ms(median(events))} (${events.length} of ${times.length} clicks ≥ 16 ms)`
        : `Event Timing: no Next click ≥ 16 ms`;
      answerRow = [
        answerBudget,
        `median ${ms(mid)}, p90 ${ms(p90)} (click → painted, ${times.length} answers; ${eventNote}); with the ` +
          `accessibility tree on (a screen reader): median ${ms(median(withTree))}, p90 ${ms(percentile(withTree, 90))}`,
        mid <= limits.answerMs && p90 <= limits.answerP90Ms,
      ];
    } catch (error) {
      answerRow = [answerBudget, `not measured: ${reasonOf(error)}`, undefined];
    }

    return [answerRow, leaderboardRow];
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** Alone: the reference server as the bench starts it, the system Chromium, the two rows printed. */
async function main() {
  const { default: puppeteer } = await import('puppeteer-core');
  const { chromiumArgs, chromiumPath } = await import('../browser-path.mjs');
  const server = await startReferenceServer();
  let browser;
  try {
    browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: chromiumArgs });
    const rows = await measureInteractions({ browser, baseUrl: server.url });
    for (const [name, measured, ok] of rows) {
      console.log(`${ok === undefined ? '–' : ok ? 'ok  ' : 'MISS'} ${name}: ${measured}`);
    }
  } finally {
    await browser?.close().catch(() => undefined);
    await server.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
