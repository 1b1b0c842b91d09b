import type { OnlineTest, TestTabType } from '@quest/api';

/* Online tests (store-and-assessment.md §2.11, §4 "Test tab type mapping"). */

export type TestTab = 'Ongoing' | 'Upcoming' | 'Past';

const typeOfTab: Record<TestTab, TestTabType> = { Ongoing: 1, Upcoming: 2, Past: 3 };
const tabOfType: Record<TestTabType, TestTab> = { 1: 'Ongoing', 2: 'Upcoming', 3: 'Past' };

/** Ongoing 1, Upcoming 2, Past 3. */
export const testTabType = (tab: TestTab): TestTabType => typeOfTab[tab];
/** 1 Ongoing, 2 Upcoming, 3 Past. */
export const testTabOfType = (type: TestTabType): TestTab => tabOfType[type];

/** The online-test card's button texts (§2.11); the spec's 'Attempted Scussfully' corrected (ADR 0108). */
export const onlineTestLabels = {
  start: 'Start Test',
  upcoming: 'Upcoming',
  notAttempted: 'Not Attempted',
  attempted: 'Attempted Successfully',
  viewReport: 'View Report',
  downloadReport: 'Download Report',
} as const;

/**
 * A button of an online-test card. `start` and `viewReport` open /online-test with a link and the test name,
 * `downloadReport` saves the report; `upcoming`, `notAttempted` and `attempted` are statuses that do nothing.
 */
export type OnlineTestButton =
  | { kind: 'start'; label: typeof onlineTestLabels.start }
  | { kind: 'upcoming'; label: typeof onlineTestLabels.upcoming }
  | { kind: 'notAttempted'; label: typeof onlineTestLabels.notAttempted }
  | { kind: 'attempted'; label: typeof onlineTestLabels.attempted }
  | { kind: 'viewReport'; label: typeof onlineTestLabels.viewReport }
  | { kind: 'downloadReport'; label: typeof onlineTestLabels.downloadReport };

export type OnlineTestForButtons = Pick<
  OnlineTest,
  'attemptList' | 'isViewSolution' | 'isViewDiagnosticReport' | 'isReportGenerated'
>;

/**
 * The buttons of a test card in the tab of `type`: Ongoing → Start Test; Upcoming → Upcoming; Past → 'Not
 * Attempted' without attempts, 'Attempted Successfully' when the solution is viewable and attempts exist; then
 * View Report (diagnostic report viewable and attempts) and Download Report (report generated and attempts).
 */
export function onlineTestButtons(test: OnlineTestForButtons, type: TestTabType): OnlineTestButton[] {
  const attempted = test.attemptList.length > 0;
  const buttons: OnlineTestButton[] = [];
  if (type === 1) buttons.push({ kind: 'start', label: onlineTestLabels.start });
  if (type === 2) buttons.push({ kind: 'upcoming', label: onlineTestLabels.upcoming });
  if (type === 3 && !attempted) buttons.push({ kind: 'notAttempted', label: onlineTestLabels.notAttempted });
  if (type === 3 && attempted && test.isViewSolution)
    buttons.push({ kind: 'attempted', label: onlineTestLabels.attempted });
  if (attempted && test.isViewDiagnosticReport)
    buttons.push({ kind: 'viewReport', label: onlineTestLabels.viewReport });
  if (attempted && test.isReportGenerated)
    buttons.push({ kind: 'downloadReport', label: onlineTestLabels.downloadReport });
  return buttons;
}
