import { expect, test as base, type Response } from '@playwright/test';
import { watchDialogLayouts } from './layout';

/**
 * The end-to-end `test` under the app's Content Security Policy (ADR 0086). A spec imports from here instead of
 * '@playwright/test' (everything else is re-exported) and every test gets the `cspViolations` auto fixture: it
 * notes the id of each app page the test loaded (the `?doc=` of the page's report address), and after the test
 * asserts that the server collected no violation report for those pages and that no page fired a
 * `securitypolicyviolation` event. Contexts a spec opens itself (`browser.newContext()`) are not watched.
 */
export * from '@playwright/test';

/** The report address's page id in a Content-Security-Policy header (`report-uri /__csp-report?doc=<id>`). */
export function documentIdOf(policy: string | undefined): string | undefined {
  return policy ? /report-uri \/__csp-report\?doc=([A-Za-z0-9_-]+)/.exec(policy)?.[1] : undefined;
}

/** One violation as the page saw it (the `securitypolicyviolation` event). */
interface PageViolation {
  documentURI: string;
  blockedURI: string;
  effectiveDirective: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
}

/** One violation as the server stored it (GET /__csp-report, NODE_ENV=test). */
interface ServerViolation {
  documentUrl: string | null;
  blockedUrl: string | null;
  effectiveDirective: string | null;
  sourceFile: string | null;
  sample: string | null;
}

/** How long a violation's report may take to reach the server once the page saw it (report-to batches). */
const REPORT_WAIT_MS = 5_000;
/** How long to let in-flight reports land when the pages saw none (a page closed mid-report still counts). */
const QUIET_WAIT_MS = 250;

const BINDING = '__questCspViolation';

export const test = base.extend<{ cspViolations: void; dialogLayouts: void }>({
  cspViolations: [
    async ({ context, request }, use) => {
      const documents = new Set<string>();
      const seen: PageViolation[] = [];
      const onResponse = (response: Response) => {
        const id = documentIdOf(response.headers()['content-security-policy']);
        if (id) documents.add(id);
      };
      context.on('response', onResponse);
      await context.exposeBinding(BINDING, (_source, violation: PageViolation) => {
        seen.push(violation);
      });
      await context.addInitScript((binding) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (v: unknown) => void>)[binding];
          report?.({
            documentURI: event.documentURI,
            blockedURI: event.blockedURI,
            effectiveDirective: event.effectiveDirective,
            sourceFile: event.sourceFile,
            lineNumber: event.lineNumber,
            sample: event.sample,
          });
        });
      }, BINDING);

      await use();

      context.off('response', onResponse);
      if (documents.size === 0) {
        expect(seen, 'Content Security Policy violations seen by the pages').toEqual([]);
        return;
      }
      const fetchReports = async (): Promise<ServerViolation[]> => {
        const response = await request.get(`/__csp-report?doc=${[...documents].join(',')}`);
        expect(response.ok(), 'GET /__csp-report (the server must run with NODE_ENV=test)').toBe(true);
        return ((await response.json()) as { items: ServerViolation[] }).items;
      };
      // Wait for as many reports as the pages saw violations (at least one, for QUIET_WAIT_MS when they saw none).
      const deadline = Date.now() + (seen.length > 0 ? REPORT_WAIT_MS : QUIET_WAIT_MS);
      let reports = await fetchReports();
      while (reports.length < Math.max(1, seen.length) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        reports = await fetchReports();
      }
      const summary = reports.map(
        (r) => `${r.effectiveDirective} blocked ${r.blockedUrl} on ${r.documentUrl} (${r.sourceFile ?? ''})`,
      );
      expect(summary, 'Content Security Policy violation reports collected by the server').toEqual([]);
      expect(seen, 'Content Security Policy violations seen by the pages').toEqual([]);
    },
    { auto: true },
  ],
  /**
   * On the phone projects (`isMobile`), every dialog, sheet and menu a journey opens is checked where it opens
   * (support/layout.ts): inside the screen, its actions on screen without scrolling the page. Any problem fails the
   * test after it ran.
   */
  dialogLayouts: [
    async ({ context, isMobile }, use, info) => {
      if (!isMobile) return use();
      const problems = await watchDialogLayouts(context, info);
      await use();
      expect(problems, 'dialogs, sheets and menus outside the phone screen').toEqual([]);
    },
    { auto: true },
  ],
});
