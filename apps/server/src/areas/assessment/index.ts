import { assessmentEndpoints as e, type TestTabType } from '@quest/api';
import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';
import { implement, requireSelf } from '../../contract.ts';
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
import { findTestByCode, testWithQuestions } from './tests.ts';

/** Serves the assessment calls of the contract. */
export function registerAssessment(app: Hono, deps: AppDeps): void {
  implement(app, deps, e.getTestQuestion, ({ query, user, deps: d }) =>
    testWithQuestions(d.db, user.userId, query.testCode),
  );

  implement(app, deps, e.startTestAttempt, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return startAttempt(d, user.userId, await findTestByCode(d.db, body.testCode), body.contentId);
  });

  implement(app, deps, e.getTestHistory, async ({ query, user, deps: d }) => {
    requireSelf(user, query.UserId);
    const test = await findTestByCode(d.db, query.TestCode);
    return testHistory(d.db, user.userId, test.id);
  });

  implement(app, deps, e.sendTestAttempt, async ({ body, user, deps: d }) => {
    requireSelf(user, Number(body.userId));
    return submitAttempt(d, user.userId, await findTestByCode(d.db, body.testCode), body);
  });

  implement(app, deps, e.questionFlag, ({ body, user, deps: d }) =>
    flagQuestion(d, user.userId, body.questionId, body.remark),
  );

  implement(app, deps, e.getTestList, ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return testList(d.db, d.clock.now(), { ...body, type: body.type as TestTabType, userId: user.userId });
  });

  implement(app, deps, e.getTestDetailByUserAndTestId, ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return testDetail(d.db, user.userId, body.testId, body.pageNumber, body.pageSize);
  });

  implement(app, deps, e.getTesBloomLevelAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return { data: bloomAnalysis(await loadReport(d.db, body.testId, user.userId)) };
  });

  implement(app, deps, e.getTesDifficultyAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return { data: effortAnalysis(await loadReport(d.db, body.testId, user.userId)) };
  });

  implement(app, deps, e.getTestDOKLevelAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return { data: dokAnalysis(await loadReport(d.db, body.testId, user.userId)) };
  });

  implement(app, deps, e.getQuestionWiseTestAnalysis, async ({ body, user, deps: d }) => {
    requireSelf(user, body.userId);
    return { data: questionWiseAnalysis(await loadReport(d.db, body.testId, user.userId)) };
  });

  implement(app, deps, e.downloadTestReport, ({ query, user, deps: d }) =>
    testReportPdf(d.db, user, query.onlineStudentAssignmentId, d.clock.now()),
  );
}
