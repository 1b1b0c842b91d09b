import { assessmentEndpoints, type TestTabType } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** Tests per page of the online-test lists (store-and-assessment.md §9). */
export const TEST_LIST_PAGE_SIZE = 10;

/** One page of one online-test tab (GetTestList, every test type and subject); waits for the current user. */
export function useTestList(userId: number | undefined, type: TestTabType, pageNumber: number) {
  return useEndpoint(
    assessmentEndpoints.getTestList,
    userId === undefined
      ? null
      : {
          body: {
            type,
            testTypeId: 0,
            subjectId: 0,
            userId,
            pageNumber,
            pageSize: TEST_LIST_PAGE_SIZE,
          },
        },
  );
}
