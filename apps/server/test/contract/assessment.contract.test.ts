import {
  assessmentEndpoints,
  downloadTestReport,
  getQuestionWiseTestAnalysis,
  getTesBloomLevelAnalysis,
  getTesDifficultyAnalysis,
  getTestDetailByUserAndTestId,
  getTestDOKLevelAnalysis,
  getTestHistory,
  getTestList,
  getTestQuestion,
  questionFlag,
  sendTestAttempt,
  startTestAttempt,
  type TestAttemptSubmission,
} from '@quest/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { assessmentIds } from '../../src/seed/assessment-ids.ts';
import { assessmentSeeder } from '../../src/seed/assessment.ts';
import { demo } from '../../src/seed/ids.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

const studentId = demo.users.student.id;
const other = assessmentIds.classmates[0].id;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  // The identity seeder owns the demo student; this file seeds only what it needs.
  await h.db.query(
    `insert into users (id, user_name, password_hash, first_name) values ($1, $2, 'x', $3)
     on conflict (id) do nothing`,
    [studentId, demo.users.student.userName, demo.users.student.firstName],
  );
  await h.db.transaction((tx) => assessmentSeeder.run(tx, { ...h.deps, db: tx }));
  // The student holds the Grade 6 quest whose test contents carry the three quest tests (ADR 0105 entitlement).
  const quest = demo.quests.grade6;
  await h.db.query(`insert into quests (id, name) values ($1, 'Grade 6') on conflict (id) do nothing`, [
    quest,
  ]);
  await h.db.query(
    `insert into missions (id, quest_id, name, display_name) values ($1, $1, 'Tests', 'Tests') on conflict do nothing`,
    [quest],
  );
  await h.db.query(
    `insert into operations (id, mission_id, display_name) values ($1, $1, 'Tests') on conflict do nothing`,
    [quest],
  );
  for (const [index, code] of [demo.tests.fractions, demo.tests.science, demo.tests.quick].entries()) {
    await h.db.query(
      `insert into contents (id, operation_id, display_name, type_code, test_code) values ($1, $2, $3, '08', $3)`,
      [990_001 + index, quest, code],
    );
  }
  await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, $2, true)', [
    studentId,
    quest,
  ]);
});
afterAll(() => h.close());

const asStudent = () => h.signInAs(studentId);

function submission(testCode: string, answers: [number, string][]): TestAttemptSubmission {
  return {
    testTrackingId: '',
    userId: String(studentId),
    locationId: '1',
    groupId: '1',
    questId: String(demo.quests.grade6),
    contentId: '0',
    testCode,
    testActualDuration: '120',
    testAttemptedDuration: '60',
    testTotalMarks: '10',
    marksObtained: '0',
    totalQuestion: '10',
    skipCount: '0',
    rightCount: '0',
    wrongCount: '0',
    percentage: '0',
    attemptedDate: '2025-01-10 10:30:00',
    question: answers.map(([questionId, selected]) => ({
      questionId: String(questionId),
      missionTestQuestionId: '0',
      selectedOptionIds: selected,
      isQuestionSkipped: selected === '' ? '0' : '1',
      isAnsweredCorrect: '0',
      questionMarksObtained: '0',
      timeSpent: '6',
    })),
    missionActivitySummaryId: '',
  };
}

contractSuite(
  assessmentEndpoints.getTestQuestion,
  () => h,
  () => {
    test('Scenario: the instructions and questions of an unattempted test, without the answer key', async () => {
      await asStudent();
      const result = await getTestQuestion(h.client, { query: { testCode: demo.tests.fractions } });
      expect(result.test).toMatchObject({
        testCode: demo.tests.fractions,
        totalDuration: 20,
        totalQuestion: 12,
        testAttemptCount: 0,
        testAttemptedDuration: 0,
      });
      expect(result.questions).toHaveLength(12);
      expect(new Set(result.questions.map((q) => q.questionTypeCode))).toEqual(
        new Set(['QT01', 'QT02', 'QT04', 'QT09']),
      );
      expect(result.questions.every((q) => q.answer === '' && q.explanation === '')).toBe(true);
      expect(result.questions[0]!.options.optionItems.every((o) => o.ischecked === false)).toBe(true);
    });

    test('Scenario: an unknown test code is 404', async () => {
      await asStudent();
      await expect(getTestQuestion(h.client, { query: { testCode: 'NO-SUCH-TEST' } })).rejects.toMatchObject({
        status: 404,
        message: 'Test not found',
      });
    });
  },
);

contractSuite(
  assessmentEndpoints.startTestAttempt,
  () => h,
  () => {
    test('Scenario: starting the quick test fixes a two-minute deadline on the server', async () => {
      await asStudent();
      const start = await startTestAttempt(h.client, {
        body: { userId: studentId, testCode: demo.tests.quick, contentId: 0 },
      });
      expect(start.durationSeconds).toBe(120);
      expect(start.extraTimeFactor).toBe(1);
      expect(Date.parse(start.deadline) - Date.parse(start.startedAt)).toBe(120_000);
    });

    test("Scenario: another user's id is refused with 403", async () => {
      await asStudent();
      await expect(
        startTestAttempt(h.client, { body: { userId: other, testCode: demo.tests.quick, contentId: 0 } }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

contractSuite(
  assessmentEndpoints.getTestHistory,
  () => h,
  () => {
    test('Scenario: the seeded science attempt is the history and the best attempt', async () => {
      await asStudent();
      const history = await getTestHistory(h.client, {
        query: { UserId: studentId, TestCode: demo.tests.science },
      });
      expect(history.bestAttemptNumber).toBe(1);
      expect(history.attemptList).toHaveLength(1);
      expect(history.attemptList[0]).toMatchObject({ attemptNumber: 1, totalMarks: 13 });
      expect(history.answers).toHaveLength(10);
      expect(history.answers[0]!.answer).not.toBe('');
    });

    test('Scenario: no attempts yet means bestAttemptNumber 0', async () => {
      await asStudent();
      await expect(
        getTestHistory(h.client, { query: { UserId: studentId, TestCode: demo.tests.fractions } }),
      ).resolves.toEqual({ bestAttemptNumber: 0, attemptList: [], answers: [] });
    });
  },
);

contractSuite(
  assessmentEndpoints.sendTestAttempt,
  () => h,
  () => {
    test('Scenario: a submission is scored by the server and answered with the history', async () => {
      await asStudent();
      const { questions } = await getTestQuestion(h.client, { query: { testCode: demo.tests.quick } });
      const first = questions[0]!;
      const result = await sendTestAttempt(
        h.client,
        {
          body: submission(demo.tests.quick, [[first.questionId, String(first.options.optionItems[0]!.id)]]),
        },
        { idempotencyKey: 'contract-send-1' },
      );
      expect(result.result).toMatchObject({
        attemptNumber: 1,
        rightAnswerCount: 1,
        wrongAnswerCount: 0,
        skipQuestionCount: 9,
        marksObtained: 1,
      });
      expect(result.history.attemptList).toHaveLength(1);
      expect(result.history.answers).toHaveLength(10);
    });

    test('Scenario: a question of another test is refused with 400', async () => {
      await asStudent();
      await expect(
        sendTestAttempt(h.client, { body: submission(demo.tests.quick, [[1, '']]) }),
      ).rejects.toMatchObject({ status: 400 });
    });
  },
);

contractSuite(
  assessmentEndpoints.questionFlag,
  () => h,
  () => {
    test('Scenario: a remark is recorded', async () => {
      await asStudent();
      const { questions } = await getTestQuestion(h.client, { query: { testCode: demo.tests.fractions } });
      await expect(
        questionFlag(h.client, {
          body: { questionId: questions[2]!.questionId, remark: 'Option B looks the same as A' },
        }),
      ).resolves.toMatchObject({ isSuccess: true });
    });

    test('Scenario: an empty remark is isSuccess false with the spec message', async () => {
      await asStudent();
      await expect(questionFlag(h.client, { body: { questionId: 50101, remark: '' } })).resolves.toEqual({
        isSuccess: false,
        message: 'Remark is required',
      });
    });
  },
);

contractSuite(
  assessmentEndpoints.getTestList,
  () => h,
  () => {
    test('Scenario: the Ongoing tab, ten a page', async () => {
      await asStudent();
      const list = await getTestList(h.client, {
        body: { type: 1, testTypeId: 0, subjectId: 0, userId: studentId, pageNumber: 1, pageSize: 10 },
      });
      expect(list.data.testList).toHaveLength(10);
      expect(list.data.maxPageCount).toBe(2);
    });

    test("Scenario: another user's list is refused with 403", async () => {
      await asStudent();
      await expect(
        getTestList(h.client, {
          body: { type: 1, testTypeId: 0, subjectId: 0, userId: other, pageNumber: 1, pageSize: 10 },
        }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

const scienceReport = { userId: studentId, testId: assessmentIds.tests.science };

contractSuite(
  assessmentEndpoints.getTestDetailByUserAndTestId,
  () => h,
  () => {
    test("Scenario: the student's own first-attempt row", async () => {
      await asStudent();
      const detail = await getTestDetailByUserAndTestId(h.client, {
        body: { ...scienceReport, range: '', pageNumber: 1, pageSize: 10 },
      });
      expect(detail.status).toBe(200);
      expect(detail.totalRecords).toBe(1);
      expect(detail.data[0]).toMatchObject({
        userDetails: { userName: demo.users.student.userName },
        TotalQuestion: 10,
        TotalMarks: 13,
        ActualDuration: 900,
      });
    });
  },
);

contractSuite(
  assessmentEndpoints.getTesBloomLevelAnalysis,
  () => h,
  () => {
    test('Scenario: one row per Bloom level in the spec order', async () => {
      await asStudent();
      const { data } = await getTesBloomLevelAnalysis(h.client, { body: scienceReport });
      expect(data.map((r) => r.bloom_level)).toEqual([
        'recall',
        'understand',
        'analysis',
        'create',
        'application',
        'evaluate',
      ]);
    });

    test('Scenario: a test the student has not attempted has no report (404)', async () => {
      await asStudent();
      await expect(
        getTesBloomLevelAnalysis(h.client, {
          body: { userId: studentId, testId: assessmentIds.tests.fractions },
        }),
      ).rejects.toMatchObject({ status: 404 });
    });
  },
);

contractSuite(
  assessmentEndpoints.getTesDifficultyAnalysis,
  () => h,
  () => {
    test('Scenario: low, medium and tough rows', async () => {
      await asStudent();
      const { data } = await getTesDifficultyAnalysis(h.client, { body: scienceReport });
      expect(data.map((r) => r.effort_level)).toEqual(['low', 'medium', 'tough']);
      expect(data.reduce((n, r) => n + r.question_count, 0)).toBe(10);
    });
  },
);

contractSuite(
  assessmentEndpoints.getTestDOKLevelAnalysis,
  () => h,
  () => {
    test('Scenario: the four DOK rows', async () => {
      await asStudent();
      const { data } = await getTestDOKLevelAnalysis(h.client, { body: scienceReport });
      expect(data.map((r) => r.dok_level)).toEqual([
        'application',
        'extended thinking',
        'recall',
        'strategic thinking',
      ]);
    });
  },
);

contractSuite(
  assessmentEndpoints.getQuestionWiseTestAnalysis,
  () => h,
  () => {
    test('Scenario: one row per question with options as JSON text', async () => {
      await asStudent();
      const { data } = await getQuestionWiseTestAnalysis(h.client, { body: scienceReport });
      expect(data).toHaveLength(10);
      const options = JSON.parse(data[0]!.questionDetail.Options) as {
        OptionItems: { Id: number; Value: string }[];
      };
      expect(options.OptionItems).toHaveLength(4);
      expect(data[0]!.difficulty_level).toEqual({ '1': 'Low' });
      expect(data[0]!.user_performance).not.toBeNull();
    });
  },
);

contractSuite(
  assessmentEndpoints.downloadTestReport,
  () => h,
  () => {
    test('Scenario: the PDF report of an attempted past test', async () => {
      await asStudent();
      const pdf = await downloadTestReport(h.client, {
        query: { onlineStudentAssignmentId: assessmentIds.assignments.sciencePast },
      });
      expect(pdf.type).toBe('application/pdf');
      expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    });

    test('Scenario: a report that is not generated is 404', async () => {
      await asStudent();
      // The first Ongoing assignment: attempted, no report generated.
      await expect(
        downloadTestReport(h.client, {
          query: { onlineStudentAssignmentId: assessmentIds.assignments.firstId },
        }),
      ).rejects.toMatchObject({ status: 404 });
    });
  },
);
