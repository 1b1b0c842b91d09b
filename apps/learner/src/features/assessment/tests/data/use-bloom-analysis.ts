import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The Bloom level analysis of a test for the student (getTesBloomLevelAnalysis); waits for the user. */
export function useBloomAnalysis(userId: number | undefined, testId: number) {
  return useEndpoint(
    assessmentEndpoints.getTesBloomLevelAnalysis,
    userId === undefined ? null : { body: { userId, testId } },
  );
}
