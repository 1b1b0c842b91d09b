import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The Depth of Knowledge analysis of a test for the student (getTestDOKLevelAnalysis); waits for the user. */
export function useDokAnalysis(userId: number | undefined, testId: number) {
  return useEndpoint(
    assessmentEndpoints.getTestDOKLevelAnalysis,
    userId === undefined ? null : { body: { userId, testId } },
  );
}
