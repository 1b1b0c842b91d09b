import { assessmentEndpoints, type OnlineTest, type TestList, type TestTabType } from '@quest/api';
import { routePath } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { attemptListsByTest } from './attempts.ts';

/** Which tab a test is in follows its assign window against the server's now (§4: Ongoing 1, Upcoming 2, Past 3). */
const tabs: Record<TestTabType, { where: string; order: string }> = {
  1: { where: 'a.assign_start <= $2 and $2 < a.assign_end', order: 'a.assign_end asc, a.id asc' },
  2: { where: 'a.assign_start > $2', order: 'a.assign_start asc, a.id asc' },
  3: { where: 'a.assign_end <= $2', order: 'a.assign_end desc, a.id desc' },
};

export interface TestListQuery {
  userId: number;
  type: TestTabType;
  testTypeId: number;
  subjectId: number;
  pageNumber: number;
  pageSize: number;
}

/** Where the app downloads an assignment's PDF report (downloadTestReport). */
export const reportPathFor = (assignmentId: number) =>
  `${routePath(assessmentEndpoints.downloadTestReport)}?onlineStudentAssignmentId=${assignmentId}`;

interface AssignmentRow {
  id: number;
  testId: number;
  alternateName: string;
  testName: string;
  testTypeName: string;
  paperName: string;
  totalDuration: number;
  assignStart: Date;
  assignEnd: Date;
  isViewSolution: boolean;
  isViewDiagnosticReport: boolean;
  isReportGenerated: boolean;
  totalQuestions: number;
  totalMarks: number;
  total: number;
}

/** GetTestList: one tab of the user's online tests, a page at a time. */
export async function testList(db: Db, now: Date, q: TestListQuery): Promise<TestList> {
  const tab = tabs[q.type];
  const rows = await db.query<AssignmentRow>(
    `select a.id, t.id as "testId", t.alternate_name as "alternateName", t.test_name as "testName",
            t.test_type_name as "testTypeName", t.paper_name as "paperName", t.total_duration as "totalDuration",
            a.assign_start as "assignStart", a.assign_end as "assignEnd",
            a.is_view_solution as "isViewSolution", a.is_view_diagnostic_report as "isViewDiagnosticReport",
            a.is_report_generated as "isReportGenerated",
            (select count(*) from assessment_questions q where q.test_id = t.id)::int as "totalQuestions",
            (select coalesce(sum(q.marks), 0) from assessment_questions q where q.test_id = t.id)::float8
              as "totalMarks",
            count(*) over ()::int as total
       from online_test_assignments a join assessment_tests t on t.id = a.test_id
      where a.user_id = $1 and ${tab.where}
        and ($3::int = 0 or t.test_type_id = $3) and ($4::int = 0 or t.subject_id = $4)
      order by ${tab.order}
      limit $5 offset $6`,
    [q.userId, now, q.testTypeId, q.subjectId, q.pageSize, (q.pageNumber - 1) * q.pageSize],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // Past the last page (or nothing at all): count without paging so maxPageCount stays right.
    const [counted] = await db.query<{ total: number }>(
      `select count(*)::int as total
         from online_test_assignments a join assessment_tests t on t.id = a.test_id
        where a.user_id = $1 and ${tab.where}
          and ($3::int = 0 or t.test_type_id = $3) and ($4::int = 0 or t.subject_id = $4)`,
      [q.userId, now, q.testTypeId, q.subjectId],
    );
    total = counted?.total ?? 0;
  }
  const attempts = await attemptListsByTest(
    db,
    q.userId,
    rows.map((r) => r.testId),
  );
  const testList = rows.map((r): OnlineTest => ({
    testId: r.testId,
    testAlternateName: r.alternateName || r.testName,
    testTypeName: r.testTypeName,
    totalQuestions: r.totalQuestions,
    totalMarks: r.totalMarks,
    testDuration: r.totalDuration,
    testAssignStartDate: r.assignStart.toISOString(),
    testAssignEndDate: r.assignEnd.toISOString(),
    onlineStudentAssignmentId: r.id,
    paperName: r.paperName,
    attemptList: attempts.get(r.testId) ?? [],
    isViewSolution: r.isViewSolution,
    isViewDiagnosticReport: r.isViewDiagnosticReport,
    isReportGenerated: r.isReportGenerated,
    reportPath: r.isReportGenerated ? reportPathFor(r.id) : '',
  }));
  return { data: { testList, maxPageCount: Math.ceil(total / q.pageSize) } };
}
