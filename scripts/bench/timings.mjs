// The timing budgets of issue 12. They need Lighthouse user flows driven by puppeteer-core against the system
// Chromium (TOOLCHAIN.md); neither package is a dependency yet, so each row says why it was not measured.
// Timings are reported, never gated in CI (too noisy on shared machines).
import { createRequire } from 'node:module';
import path from 'node:path';

/** Exact versions that support Node 20 (lighthouse 13 needs Node 22.19; it depends on puppeteer-core ^24.17.1). */
export const timingPackages = { lighthouse: '12.8.2', 'puppeteer-core': '24.43.1' };

export const timingBudgetNames = [
  'Lighthouse performance ≥ 95 and accessibility 100 on `/` (mobile, default throttling)',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/home` (user flow, signed in)',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/products`',
  'Lighthouse performance ≥ 95 and accessibility 100 on `/assessment` (user flow, signed in)',
  'answer-and-Next ≤ 100 ms at 4× CPU slowdown, 200-question test',
  'first video frame ≤ 1 s from the click, key fetch included',
  'first page of the multi-page PDF ≤ 1 s',
  '10,000-row leaderboard render ≤ 50 ms',
];

/** Installed timing packages, by name (a package resolves from the repo root or it is missing). */
function installed({ root }) {
  const require = createRequire(path.join(root, 'package.json'));
  return Object.keys(timingPackages).filter((name) => {
    try {
      require.resolve(`${name}/package.json`);
      return true;
    } catch {
      return false;
    }
  });
}

/**
 * One row per timing budget: [budget, measured, ok]; ok is undefined when the figure was not measured.
 * @param {{ root: string }} options
 * @returns {Promise<[string, string, boolean | undefined][]>}
 */
export async function timingBudgets({ root }) {
  const have = installed({ root });
  const missing = Object.keys(timingPackages).filter((name) => !have.includes(name));
  const reason = missing.length
    ? `not installed: ${missing.map((name) => `\`${name}@${timingPackages[name]}\``).join(', ')}`
    : 'the timing runs are not written yet (ADR 0081)';
  return timingBudgetNames.map((name) => [name, reason, undefined]);
}
