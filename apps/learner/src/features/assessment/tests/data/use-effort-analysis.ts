import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The level-of-effort (difficulty) analysis of a test for the student (getTesDifficultyAnalysis). */
export function useEffortAnalysis(userId: number | undefined, testId: number) {
  return useEndpoint(
    assessmentEndpoints.getTesDifficultyAnalysis,
    userId === undefined ? null : { body: { userId, testId } },
  );
}
