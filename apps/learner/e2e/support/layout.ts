import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { DIALOG_SELECTOR, inspectLayout, type LayoutReport } from '../../../../tests/layout/inspect-layout';

/*
 * The e2e side of the phone layout check (ADR 0098; the check itself: tests/layout/inspect-layout.ts): each check is
 * recorded (test-results/layout-checks.jsonl, or LAYOUT_LOG) so the test command's summary can count them.
 */

/** Where each check is written, one JSON line each, for the test command's summary. */
export function layoutLogPath(info: TestInfo): string {
  return process.env.LAYOUT_LOG ?? path.join(info.project.outputDir, 'layout-checks.jsonl');
}

/** One line of the log. */
export interface LayoutRecord {
  kind: 'route' | 'dialog';
  label: string;
  width: number;
  project: string;
  test: string;
  retry: number;
  problems: string[];
}

export function recordLayout(info: TestInfo, record: Omit<LayoutRecord, 'project' | 'test' | 'retry'>) {
  const file = layoutLogPath(info);
  const line: LayoutRecord = {
    ...record,
    project: info.project.name,
    test: info.titlePath.join(' › '),
    retry: info.retry,
  };
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** Waits for the page's running finite animations (a dialog's fade and slide) so boxes are read at rest. */
export async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Checks the page as it stands (its layout and every open dialog), records the check, and fails the test with one
 * line per problem. `label` names the route or state in the record and the message.
 */
export async function expectPhoneLayout(page: Page, label: string, info: TestInfo) {
  await settleAnimations(page);
  const report = await page.evaluate(inspectLayout, { selector: DIALOG_SELECTOR, only: 'page' as const });
  recordLayout(info, { kind: 'route', label, width: report.screen, problems: report.problems });
  expect.soft(report.problems, `layout of ${label} at ${report.screen} px`).toEqual([]);
}

const BINDING = '__questLayoutDialog';

/**
 * Runs in the page: whenever a dialog, sheet or menu opens, waits for its animations to end, checks it with
 * `inspect` and reports to `binding`. Each opening is checked once (a dialog closed and opened again is checked
 * again).
 */
function watchDialogsInPage(inspect: typeof inspectLayout, selector: string, binding: string) {
  // The page's own clock may be faked (page.clock): keep the real timers.
  const later = window.setTimeout.bind(window);
  const nextFrame = window.requestAnimationFrame.bind(window);
  const checked = new Set<Element>();
  let pending = false;
  const shown = (element: Element) => element.isConnected && element.getBoundingClientRect().width > 0;
  const run = async () => {
    pending = false;
    for (const element of [...checked]) if (!shown(element)) checked.delete(element);
    const opened = [...document.querySelectorAll(selector)].filter(
      (element) => shown(element) && !checked.has(element),
    );
    if (opened.length === 0) return;
    opened.forEach((element) => checked.add(element));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    await new Promise((resolve) => nextFrame(() => nextFrame(resolve)));
    if (!opened.some(shown)) return;
    const report = inspect({ selector, only: 'dialogs' });
    const send = (window as unknown as Record<string, ((report: LayoutReport) => unknown) | undefined>)[
      binding
    ];
    void Promise.resolve(send?.(report)).catch(() => undefined);
  };
  const schedule = () => {
    if (pending) return;
    pending = true;
    later(() => void run(), 50);
  };
  const start = () =>
    new MutationObserver(schedule).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open', 'role', 'hidden', 'style', 'class'],
    });
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/**
 * Checks every dialog, sheet and menu the test's pages open (on phone projects: `isMobile`), records each check and
 * returns the problems found, one line each.
 */
export async function watchDialogLayouts(context: BrowserContext, info: TestInfo) {
  const problems: string[] = [];
  await context.exposeBinding(BINDING, (source, report: LayoutReport) => {
    const label = `${new URL(source.page.url()).pathname}: ${report.dialogs.join(' + ')}`;
    recordLayout(info, { kind: 'dialog', label, width: report.screen, problems: report.problems });
    problems.push(...report.problems.map((problem) => `${label} at ${report.screen} px: ${problem}`));
  });
  await context.addInitScript(
    `(${watchDialogsInPage.toString()})(${inspectLayout.toString()}, ${JSON.stringify(DIALOG_SELECTOR)}, ${JSON.stringify(BINDING)});`,
  );
  return problems;
}

/** On the phone projects (`isMobile`), the same check as {@link expectPhoneLayout}; nothing on the desktop. */
export async function expectPhoneLayoutOnPhones(page: Page, label: string) {
  const info = test.info();
  if (info.project.use.isMobile) await expectPhoneLayout(page, label, info);
}
