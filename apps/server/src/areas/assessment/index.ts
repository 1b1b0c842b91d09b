import { assessmentEndpoints as e, type TestTabType } from '@quest/api';
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { implement, requireSelf } from '../../contract.ts';
import { requireTestEntitlement } from '../learning/entitlement.ts';
import {
  bloomAnalysis,
  dokAnalysis,
  effortAnalysis,
  loadReport,
  questionWiseAnalysis,
  testDetail,
} from './analytics.ts';
import { startAttempt, submitAttempt, testHistory } from './attempts.ts';
import { flagQuestion } from './flags.ts';
import { testList } from './online-tests.ts';
import { testReportPdf } from './report.ts';
import { findTestByCode, findTestById, testWithQuestions, type TestRow } from './tests.ts';

/** Serves the assessment calls of the contract. */
export function registerAssessment(app: Hono, deps: AppDeps): void {
  /** The test by code or id, once the student is entitled to it (ADR 0105): else 404 or 403. */
  const entitled = async (d: AppDeps, userId: number, test: Promise<TestRow>) => {
    const row = await test;
    await requireTestEntitlement(d, userId, row);
    return row;
  };
  const byCode = (d: AppDeps, userId: number, code: string) =>
    entitled(d, userId, findTestByCode(d.db, code));
  const byId = async (d: AppDeps, userId: number, id: number) => {
    await entitled(d, userId, findTestById(d.db, id));
    return id;
  };

  implement(app, deps, e.getTestQuestion, async ({ query, user, deps: d }) => {
    await byCode(d, user.userId, query.testCode);
    return testWithQuestions(d.db, user.userId, query.testCode);
  });

  implement(app, deps, e.startTestAttempt, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return startAttempt(d, user.userId, await byCode(d, user.userId, body.testCode), body.contentId);
  });

  implement(app, deps, e.getTestHistory, async ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    const test = await byCode(d, user.userId, query.TestCode);
    return testHistory(d.db, user.userId, test.id);
  });

  implement(app, deps, e.sendTestAttempt, async ({ body, user, deps: d }) => {
    requireSelf(user, Number(body.userId));
    return submitAttempt(d, user.userId, await byCode(d, user.userId, body.testCode), body);
  });

  implement(app, deps, e.questionFlag, async ({ body, user, deps: d }) => {
    const [question] = await d.db.query<{ testId: number }>(
      'select test_id as "testId" from assessment_questions where id = $1',
      [body.questionId],
    );
    if (question) await byId(d, user.userId, question.testId);
    return flagQuestion(d, user.userId, body.questionId, body.remark);
  });

  implement(app, deps, e.getTestList, ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return testList(d.db, d.clock.now(), { ...body, type: body.type as TestTabType, userId: user.userId });
  });

  implement(app, deps, e.getTestDetailByUserAndTestId, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return testDetail(
      d.db,
      user.userId,
      await byId(d, user.userId, body.testId),
      body.pageNumber,
      body.pageSize,
    );
  });

  implement(app, deps, e.getTesBloomLevelAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return {
      data: bloomAnalysis(await loadReport(d.db, await byId(d, user.userId, body.testId), user.userId)),
    };
  });

  implement(app, deps, e.getTesDifficultyAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return {
      data: effortAnalysis(await loadReport(d.db, await byId(d, user.userId, body.testId), user.userId)),
    };
  });

  implement(app, deps, e.getTestDOKLevelAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return {
      data: dokAnalysis(await loadReport(d.db, await byId(d, user.userId, body.testId), user.userId)),
    };
  });

  implement(app, deps, e.getQuestionWiseTestAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return {
      data: questionWiseAnalysis(
        await loadReport(d.db, await byId(d, user.userId, body.testId), user.userId),
      ),
    };
  });

  implement(app, deps, e.downloadTestReport, ({ query, user, deps: d }) =>
    testReportPdf(d.db, user, query.onlineStudentAssignmentId, d.clock.now()),
  );
}
