import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The SWR key of GetTestQuestion for a test, so the runner can refresh what /instruction shows. */
export const testQuestionKey = (testCode: string) =>
  [assessmentEndpoints.getTestQuestion.name, { query: { testCode } }] as const;

/** The test and its questions (GetTestQuestion); waits while the test code is not known. */
export function useTestQuestion(testCode: string | undefined) {
  return useEndpoint(assessmentEndpoints.getTestQuestion, testCode ? { query: { testCode } } : null);
}
