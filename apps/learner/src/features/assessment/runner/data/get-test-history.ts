import { assessmentEndpoints, type ApiClient, type TestHistory } from '@quest/api';

/** GetTestHistory: every submitted attempt of the student, the best one and the latest answers for review. */
export const getTestHistory = (api: ApiClient, userId: number, testCode: string): Promise<TestHistory> =>
  api.call(assessmentEndpoints.getTestHistory, { query: { UserId: userId, TestCode: testCode } });
