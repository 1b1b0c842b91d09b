// Lighthouse (mobile form factor, default simulated throttling) on /, /products, /home and /assessment in one
// user flow driven by puppeteer-core: the public pages first, then a sign-in inside the flow (the session lives
// in the tab's storage, which later navigations of a flow keep), then the signed-in routes (ADR 0084).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startFlow } from 'lighthouse';
import { budgetName, signIn } from './timings.mjs';

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

export const lighthouseBudgetNames = steps.map((step) => step.budget);

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

/**
 * Runs the flow in its own browser context, saves the flow report as HTML and returns one row per route.
 * @param {{ browser: import('puppeteer-core').Browser, baseUrl: string, reportFile: string }} options
 */
export async function lighthouseFlow({ browser, baseUrl, reportFile }) {
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
    let signedIn = false;
    for (const step of steps) {
      if (step.signedIn && !signedIn) {
        await signIn(page, baseUrl);
        signedIn = true;
      }
      await flow.navigate(`${baseUrl}${step.path}`, { name: step.path.split('?')[0] });
    }
    const result = await flow.createFlowResult();
    mkdirSync(path.dirname(reportFile), { recursive: true });
    writeFileSync(reportFile, await flow.generateReport());

    const rows = [];
    const details = [
      '### Lighthouse user flow',
      '',
      `Mobile form factor, simulated throttling (Lighthouse ${result.steps[0]?.lhr.lighthouseVersion}); ` +
        `report: \`${path.basename(reportFile)}\` in bench/. Sign-in as the demo student between /products and /home.`,
      '',
      '| route | final URL | performance | accessibility | metrics | top savings | failed a11y audits |',
      '|---|---|--:|--:|---|---|---|',
    ];
    steps.forEach((step, index) => {
      const lhr = result.steps[index].lhr;
      const performance = score(lhr.categories.performance);
      const accessibility = score(lhr.categories.accessibility);
      const landed = new URL(lhr.finalDisplayedUrl);
      const expected = step.path.split('?')[0];
      const ok =
        landed.pathname === expected &&
        performance >= minimum.performance &&
        accessibility >= minimum.accessibility;
      const where = landed.pathname === expected ? '' : ` (landed on \`${landed.pathname}\`)`;
      rows.push([step.budget, `performance ${performance}, accessibility ${accessibility}${where}`, ok]);
      const { metrics, savings, a11y } = diagnose(lhr);
      details.push(
        `| \`${expected}\` | \`${landed.pathname}${landed.search}\` | ${performance} | ${accessibility} | ` +
          `${metrics.join('; ')} | ${savings.join('; ') || '—'} | ${a11y.join(', ') || '—'} |`,
      );
    });
    details.push('');
    return { rows, details };
  } finally {
    await context.close().catch(() => undefined);
  }
}
