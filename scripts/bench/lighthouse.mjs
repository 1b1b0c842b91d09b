// Lighthouse (mobile form factor, default simulated throttling) on /, /products, /home and /assessment in one
// user flow driven by puppeteer-core: the public pages first, then a sign-in inside the flow (the session lives
// in the tab's storage, which later navigations of a flow keep), then the signed-in routes (ADR 0084).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import { budgetName, signIn } from './timing-parts.mjs';

/** Issue 12's Lighthouse budgets: performance score ≥ 95 and accessibility score 100. */
const minimum = { performance: 95, accessibility: 100 };

/**
 * Fractions Chapter Test (QT-FRAC-06, content 201005) of quest 101: the demo student has never taken it, so
 * /assessment at that place opens the runner on question 1, the page a student spends the test on.
 */
const assessmentQuery = new URLSearchParams({
  questId: '101',
  missionId: '1011',
  operationId: '10111',
  contentId: '201005',
  testCode: 'QT-FRAC-06',
});

/** The flow's navigations, in order; `signedIn` ones come after the sign-in. */
const steps = [
  { path: '/', budget: budgetName('Lighthouse performance ≥ 95 and accessibility 100 on `/` ') },
  {
    path: '/products',
    budget: budgetName('Lighthouse performance ≥ 95 and accessibility 100 on `/products`'),
  },
  {
    path: '/home',
    signedIn: true,
    budget: budgetName('Lighthouse performance ≥ 95 and accessibility 100 on `/home`'),
  },
  {
    path: `/assessment?${assessmentQuery}`,
    signedIn: true,
    budget: budgetName('Lighthouse performance ≥ 95 and accessibility 100 on `/assessment`'),
  },
];

export const lighthouseBudgetNames = [
  ...steps.map((step) => step.budget),
  budgetName('FCP ≤ 1.2 s and LCP ≤ 1.5 s on `/`'),
];

const score = (category) => Math.round((category?.score ?? 0) * 100);

/** Metrics of a navigation's performance score, as Lighthouse displays them. */
const metricIds = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  // Not scored, but where blocking time comes from.
  'bootup-time',
];

/** What a step would need: its weakest metrics, biggest savings and failed accessibility audits. */
function diagnose(lhr) {
  const audit = (id) => lhr.audits[id];
  const metrics = metricIds
    .map((id) => audit(id))
    .filter(Boolean)
    .map((a) =>
      a.scoreDisplayMode === 'numeric'
        ? `${a.title} ${a.displayValue ?? ''} (score ${Math.round((a.score ?? 0) * 100)})`
        : `${a.title} ${a.displayValue ?? ''}`.trim(),
    );
  const savings = Object.values(lhr.audits)
    .filter(
      (a) =>
        (a.metricSavings?.LCP ?? 0) + (a.metricSavings?.FCP ?? 0) > 0 &&
        (a.score ?? 1) < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.id !== 'largest-contentful-paint-element',
    )
    .sort(
      (a, b) =>
        (b.metricSavings.LCP ?? 0) +
        (b.metricSavings.FCP ?? 0) -
        ((a.metricSavings.LCP ?? 0) + (a.metricSavings.FCP ?? 0)),
    )
    .slice(0, 4)
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const a11y = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && audit(ref.id)?.score === 0)
    .map((ref) => `\`${ref.id}\``);
  return { metrics, savings, a11y };
}

/** How many times the flow runs; every figure is the median of the runs, with their spread beside it. */
export const lighthouseRuns = 3;

/** The goals of issue 26 for `/`: first and largest contentful paint under Lighthouse's mobile throttling. */
const paintGoals = { fcpMs: 1200, lcpMs: 1500 };
const paintBudget = budgetName('FCP ≤ 1.2 s and LCP ≤ 1.5 s on `/`');

const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
/** "92 (90–94)": the median, then the lowest and highest run. */
const spread = (values, format = String) =>
  values.length > 1
    ? `${format(middle(values))} (${format(Math.min(...values))}–${format(Math.max(...values))})`
    : format(values[0]);
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** One run: the floor page, then the flow's routes, each in its own browser context. */
async function runFlow({ browser, baseUrl, floorUrl, reportFile }) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const flow = await startFlow(page, {
      name: 'Quest learner: public routes, then signed in',
      config: {
        extends: 'lighthouse:default',
        settings: { onlyCategories: ['performance', 'accessibility'] },
      },
    });
    // The floor first (bare React rendering one button, served by a plain static server): what this machine
    // scores for the least a React page can be, so a reader sees how much of a figure is the machine.
    if (floorUrl) await flow.navigate(floorUrl, { name: 'floor' });
    let signedIn = false;
    for (const step of steps) {
      if (step.signedIn && !signedIn) {
        await signIn(page, baseUrl);
        signedIn = true;
      }
      // Each route loads from a blank page, as the floor does: leaving the route before it (a whole app) made
      // Lighthouse's own CPU profiler flush in that page's pagehide, a long task counted against the next route
      // (ADR 0152).
      await page.goto('about:blank');
      await flow.navigate(`${baseUrl}${step.path}`, { name: step.path.split('?')[0] });
    }
    const result = await flow.createFlowResult();
    if (reportFile) {
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, await flow.generateReport());
    }
    const lhrs = result.steps.map((step) => step.lhr);
    return { floor: floorUrl ? lhrs.shift() : null, routes: lhrs };
  } finally {
    await context.close().catch(() => undefined);
  }
}

const figuresOf = (lhr) => ({
  performance: score(lhr.categories.performance),
  accessibility: score(lhr.categories.accessibility),
  fcp: lhr.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
  lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
});

/**
 * Runs the flow {@link lighthouseRuns} times (the last run's report is saved as HTML) and returns one row per
 * route with the median scores and their spread, the paint row for `/`, and the floor page's figures.
 * @param {{ browser: import('puppeteer-core').Browser, baseUrl: string, reportFile: string, floorUrl?: string,
 *   runs?: number }} options
 */
export async function lighthouseFlow({ browser, baseUrl, reportFile, floorUrl, runs = lighthouseRuns }) {
  const all = [];
  for (let run = 1; run <= runs; run += 1) {
    all.push(
      await runFlow({ browser, baseUrl, floorUrl, reportFile: run === runs ? reportFile : undefined }),
    );
  }
  const version = all[0]?.routes[0]?.lighthouseVersion;
  const floors = all
    .map((r) => r.floor)
    .filter(Boolean)
    .map(figuresOf);
  const floorNote = floors.length
    ? `floor page: performance ${spread(floors.map((f) => f.performance))}, FCP ${spread(
        floors.map((f) => f.fcp),
        seconds,
      )}, LCP ${spread(
        floors.map((f) => f.lcp),
        seconds,
      )}`
    : 'floor page not measured';

  const rows = [];
  const details = [
    '### Lighthouse user flow',
    '',
    `Mobile form factor, simulated throttling (Lighthouse ${version}), ${runs} runs of the flow; each figure is ` +
      "the median with the lowest and highest run in brackets. The last run's report: " +
      `\`${path.basename(reportFile)}\` in bench/. Each route loads from about:blank (ADR 0152); sign-in as the demo student between /products and /home. ` +
      `Same run, same machine: ${floorNote}.`,
    '',
    '| route | final URL | performance | accessibility | FCP | LCP | TBT | metrics (last run) | top savings | failed a11y audits |',
    '|---|---|--:|--:|--:|--:|--:|---|---|---|',
  ];
  steps.forEach((step, index) => {
    // A run Lighthouse could not measure (a runtime error such as NO_FCP) is left out of the medians and named.
    const failedRuns = all.map((r) => r.routes[index]).filter((lhr) => lhr.runtimeError);
    const lhrs = all.map((r) => r.routes[index]).filter((lhr) => !lhr.runtimeError);
    if (lhrs.length === 0) {
      rows.push([step.budget, `not measured: ${failedRuns[0]?.runtimeError?.code ?? 'no run'}`, undefined]);
      if (index === 0) rows.push([paintBudget, 'not measured', undefined]);
      return;
    }
    const failedNote = failedRuns.length
      ? ` (${failedRuns.length} of ${runs} runs failed: ${failedRuns[0].runtimeError.code})`
      : '';
    const figures = lhrs.map(figuresOf);
    const performance = middle(figures.map((f) => f.performance));
    const accessibility = middle(figures.map((f) => f.accessibility));
    const expected = step.path.split('?')[0];
    const strays = lhrs
      .map((lhr) => new URL(lhr.finalDisplayedUrl))
      .filter((url) => url.pathname !== expected);
    const where = strays.length
      ? ` (landed on \`${strays[0].pathname}\` in ${strays.length} of ${runs})`
      : '';
    const ok =
      strays.length === 0 && performance >= minimum.performance && accessibility >= minimum.accessibility;
    rows.push([
      step.budget,
      `performance ${spread(figures.map((f) => f.performance))}, accessibility ${spread(
        figures.map((f) => f.accessibility),
      )}${where}${failedNote}${index === 0 ? `; ${floorNote}` : ''}`,
      ok,
    ]);
    if (index === 0) {
      const fcp = middle(figures.map((f) => f.fcp));
      const lcp = middle(figures.map((f) => f.lcp));
      rows.push([
        paintBudget,
        `FCP ${spread(
          figures.map((f) => f.fcp),
          seconds,
        )}, LCP ${spread(
          figures.map((f) => f.lcp),
          seconds,
        )}`,
        fcp <= paintGoals.fcpMs && lcp <= paintGoals.lcpMs,
      ]);
    }
    const last = lhrs[lhrs.length - 1];
    const landed = new URL(last.finalDisplayedUrl);
    const { metrics, savings, a11y } = diagnose(last);
    details.push(
      `| \`${expected}\` | \`${landed.pathname}${landed.search}\` | ${spread(figures.map((f) => f.performance))} | ` +
        `${spread(figures.map((f) => f.accessibility))} | ${spread(
          figures.map((f) => f.fcp),
          seconds,
        )} | ` +
        `${spread(
          figures.map((f) => f.lcp),
          seconds,
        )} | ${spread(
          figures.map((f) => Math.round(f.tbt)),
          (v) => `${v} ms`,
        )} | ` +
        `${metrics.join('; ')} | ${savings.join('; ') || '—'} | ${a11y.join(', ') || '—'} |`,
    );
  });
  details.push('');
  return { rows, details };
}
