import type { TestAttemptSummary } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { attemptListsByTest } from '../assessment/attempts.ts';
import { bestAttemptNumber } from '../assessment/scoring.ts';
import { findTestById } from '../assessment/tests.ts';
import { escapeHtml } from './escape-html.ts';

/*
 * The external diagnostic report's stand-in (store-and-assessment.md §4 "the diagnostic report opens similarly";
 * ADR 0115): the external test page opened with `view=report` shows the student's report of that assignment —
 * the test, each attempt's score, answers and time, and the best attempt — instead of the test again. It is
 * served only after the page's own check (a live session and the student's own assignment, ADR 0105).
 */

/** The title of the report page. */
export const DIAGNOSTIC_REPORT_TITLE = 'Diagnostic report';
/** Why a report is not shown: not viewable (the assignment's flag) or nothing attempted yet. */
export const DIAGNOSTIC_REPORT_NOT_READY = 'The report for this test is not available yet.';

const minutesSeconds = (seconds: number) => {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

const percentOf = (attempt: TestAttemptSummary) =>
  attempt.totalMarks > 0 ? Math.round((attempt.marksObtained / attempt.totalMarks) * 10000) / 100 : 0;

/** The whole page: the frame's app origin in its meta (frame.js posts only there), Back posts `Back`. */
function reportPage(appOrigin: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="quest-app-origin" content="${escapeHtml(appOrigin)}" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/assets/content.css" />
    <script type="module" src="/assets/external-report.js"></script>
  </head>
  <body>
    <main class="page">
      <div class="toolbar">
        <button type="button" id="back" class="secondary">Back</button>
      </div>
${body}
      <p id="status" role="status" aria-live="polite"></p>
    </main>
  </body>
</html>
`;
}

/**
 * The report page of assignment `assignmentId` for `userId` (whose assignment the caller has checked): 200 with
 * the report, or 404 with "not available yet" when the report is not viewable or the test was never attempted.
 */
export async function diagnosticReportPage(
  deps: AppDeps,
  userId: number,
  assignmentId: number,
  appOrigin: string,
): Promise<{ status: 200 | 404; html: string }> {
  const [assignment] = await deps.db.query<{ testId: number; viewable: boolean }>(
    `select test_id as "testId", is_view_diagnostic_report as viewable
       from online_test_assignments where id = $1 and user_id = $2`,
    [assignmentId, userId],
  );
  const test = assignment ? await findTestById(deps.db, assignment.testId) : undefined;
  const attempts = test ? ((await attemptListsByTest(deps.db, userId, [test.id])).get(test.id) ?? []) : [];
  const name = test ? test.alternateName || test.testName : DIAGNOSTIC_REPORT_TITLE;
  if (!assignment?.viewable || !test || attempts.length === 0) {
    return {
      status: 404,
      html: reportPage(
        appOrigin,
        DIAGNOSTIC_REPORT_TITLE,
        `      <h1>${escapeHtml(DIAGNOSTIC_REPORT_TITLE)}</h1>
      <p class="muted">${escapeHtml(name)}</p>
      <p class="error" role="alert">${escapeHtml(DIAGNOSTIC_REPORT_NOT_READY)}</p>`,
      ),
    };
  }
  const bestNumber = bestAttemptNumber(attempts);
  const best = attempts.find((a) => a.attemptNumber === bestNumber) ?? attempts[0]!;
  const rows = attempts
    .map(
      (a) => `          <tr>
            <th scope="row">${a.attemptNumber}</th>
            <td>${a.marksObtained} / ${a.totalMarks}</td>
            <td>${a.rightAnswerCount}</td>
            <td>${a.wrongAnswerCount}</td>
            <td>${a.skipQuestionCount}</td>
            <td>${minutesSeconds(a.totalTimeConsume)}</td>
          </tr>`,
    )
    .join('\n');
  return {
    status: 200,
    html: reportPage(
      appOrigin,
      `${DIAGNOSTIC_REPORT_TITLE}: ${name}`,
      `      <h1>${escapeHtml(DIAGNOSTIC_REPORT_TITLE)}</h1>
      <p class="muted">${escapeHtml(name)} · ${escapeHtml(test.paperName || test.testName)} · ${escapeHtml(test.testTypeName)} · ${test.totalDuration} minutes</p>
      <section class="card" aria-labelledby="best">
        <h2 id="best">Best attempt</h2>
        <p>Attempt ${best.attemptNumber}: <strong>${best.marksObtained} of ${best.totalMarks} marks</strong> (${percentOf(best)}%)</p>
      </section>
      <table>
        <caption>Attempts</caption>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">Score</th>
            <th scope="col">Correct</th>
            <th scope="col">Incorrect</th>
            <th scope="col">Skipped</th>
            <th scope="col">Time taken</th>
          </tr>
        </thead>
        <tbody>
${rows}
        </tbody>
      </table>`,
    ),
  };
}
