import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { settleAnimations } from './layout';

/** The rule sets of the accessibility sweep (issue 12): WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const A11Y_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/**
 * True for a frame address served by the reference server on this machine (the app's origin or its content
 * origin, whose pages stand in for the real content and test sites): those frames are scanned. Any other host is
 * a third party whose inside is not ours to fix.
 */
function isLocalFrame(src: string, base: string): boolean {
  try {
    const { hostname } = new URL(src, base);
    return hostname === '127.0.0.1' || hostname === 'localhost' || src.startsWith('about:');
  } catch {
    return false;
  }
}

/**
 * Runs axe (A11Y_TAGS) on the page as it stands, inside its frames on this machine too, and fails with one line
 * per violation (rule, impact, help, the first targets) when there is any. Third-party frames are excluded whole
 * (their element and inside). `label` names the state in the message and in the test's annotations.
 */
export async function expectNoA11yViolations(page: Page, label: string) {
  await settleAnimations(page);
  const frameSources = await page
    .locator('iframe')
    .evaluateAll((frames) => frames.map((frame) => frame.getAttribute('src') ?? ''));
  let builder = new AxeBuilder({ page }).withTags([...A11Y_TAGS]);
  const thirdParty = frameSources.filter((src) => src && !isLocalFrame(src, page.url()));
  for (const src of thirdParty) builder = builder.exclude(`iframe[src="${src.replace(/"/g, '\\"')}"]`);
  const results = await builder.analyze();
  // A node inside a frame has the frame's selector first in its target; a frame axe could not run inside is an
  // incomplete `frame-tested` check.
  const scanned = new Set(
    [...results.passes, ...results.violations, ...results.incomplete].flatMap((result) =>
      result.nodes.flatMap((node) => (node.target.length > 1 ? [String(node.target[0])] : [])),
    ),
  ).size;
  const untested = results.incomplete.find((result) => result.id === 'frame-tested')?.nodes.length ?? 0;
  test.info().annotations.push({
    type: 'a11y',
    description:
      `${label}: ${results.passes.length} rules passed; frames: ${scanned} scanned inside, ` +
      `${untested} not reachable, ${thirdParty.length} third-party excluded`,
  });
  const lines = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help} — ${violation.nodes
        .slice(0, 5)
        .map((node) => node.target.join(' >> '))
        .join(' | ')}`,
  );
  expect(lines, `axe violations on ${label}`).toEqual([]);
}
