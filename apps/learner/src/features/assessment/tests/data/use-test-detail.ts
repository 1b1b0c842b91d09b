import { assessmentEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** Which page of the per-user test detail table, and its size (5, 10 or 25) and range filter. */
export interface TestDetailPage {
  range: string;
  pageNumber: number;
  pageSize: number;
}

/** One page of the test's detail rows for the student (getTestDetailByUserAndTestId); waits for the user. */
export function useTestDetail(userId: number | undefined, testId: number, page: TestDetailPage) {
  return useEndpoint(
    assessmentEndpoints.getTestDetailByUserAndTestId,
    userId === undefined ? null : { body: { userId, testId, ...page } },
  );
}
