import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import type { SessionUser } from '../../identity/sessions.ts';
import { attemptListsByTest } from './attempts.ts';
import { buildPdf, type PdfLine } from './report-pdf.ts';
import { bestAttemptNumber } from './scoring.ts';
import { findTestById } from './tests.ts';

const minutesSeconds = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** Dates in the report are written in India time (UTC+05:30). */
const ist = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().replace('T', ' ').slice(0, 16) + ' IST';

/**
 * downloadTestReport: the student's own PDF report of one online-test assignment, generated on the fly. Only once
 * the report is generated and the student has attempted the test.
 */
export async function testReportPdf(
  db: Db,
  user: SessionUser,
  assignmentId: number,
  now: Date,
): Promise<Response> {
  const [assignment] = await db.query<{
    userId: number;
    testId: number;
    assignStart: Date;
    assignEnd: Date;
    isReportGenerated: boolean;
    firstName: string;
    lastName: string;
  }>(
    `select a.user_id as "userId", a.test_id as "testId", a.assign_start as "assignStart",
            a.assign_end as "assignEnd", a.is_report_generated as "isReportGenerated",
            u.first_name as "firstName", u.last_name as "lastName"
       from online_test_assignments a join users u on u.id = a.user_id where a.id = $1`,
    [assignmentId],
  );
  if (!assignment) throw fail(404, 'Report not found');
  if (assignment.userId !== user.userId) throw fail(403, 'You can only download your own reports.');
  const test = await findTestById(db, assignment.testId);
  const attempts = (await attemptListsByTest(db, user.userId, [test.id])).get(test.id) ?? [];
  if (!assignment.isReportGenerated || attempts.length === 0) {
    throw fail(404, 'The report for this test is not ready yet.');
  }
  const best = attempts.find((a) => a.attemptNumber === bestAttemptNumber(attempts));

  const name = `${assignment.firstName} ${assignment.lastName}`.trim() || user.userName;
  const lines: PdfLine[] = [
    { text: 'Test report', size: 20, bold: true },
    { text: test.alternateName || test.testName, size: 14, bold: true, gap: 6 },
    { text: `Paper: ${test.paperName || test.testName}   Type: ${test.testTypeName}` },
    { text: `Student: ${name} (${user.userName})` },
    { text: `Assigned: ${ist(assignment.assignStart)} to ${ist(assignment.assignEnd)}` },
    { text: `Duration: ${test.totalDuration} min` },
    { text: 'Attempts', size: 13, bold: true, gap: 10 },
    { text: 'No.   Score        Correct   Incorrect   Skipped   Time taken', bold: true },
    ...attempts.map((a) => ({
      text: [
        String(a.attemptNumber).padEnd(6),
        `${a.marksObtained}/${a.totalMarks}`.padEnd(13),
        String(a.rightAnswerCount).padEnd(10),
        String(a.wrongAnswerCount).padEnd(12),
        String(a.skipQuestionCount).padEnd(10),
        minutesSeconds(a.totalTimeConsume),
      ].join(''),
    })),
  ];
  if (best) {
    const percent =
      best.totalMarks > 0 ? Math.round((best.marksObtained / best.totalMarks) * 10000) / 100 : 0;
    lines.push(
      { text: 'Best attempt', size: 13, bold: true, gap: 10 },
      {
        text: `Attempt ${best.attemptNumber}: ${best.marksObtained} of ${best.totalMarks} marks (${percent}%)`,
      },
    );
  }
  lines.push({ text: `Generated on ${ist(now)}`, size: 9, gap: 16 });

  return new Response(buildPdf(lines, `${test.testName} - ${name}`), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': 'attachment; filename="Report.pdf"',
      'Cache-Control': 'private, no-store',
    },
  });
}
