import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The question-wise analysis of a test for the student (getQuestionWiseTestAnalysis); waits for the user. */
export function useQuestionWiseAnalysis(userId: number | undefined, testId: number) {
  return useEndpoint(
    assessmentEndpoints.getQuestionWiseTestAnalysis,
    userId === undefined ? null : { body: { userId, testId } },
  );
}
