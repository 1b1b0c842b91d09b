import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** Today's classes of the learner (GetCurrentUserSchedules); `userId` undefined waits for the current user. */
export function useCurrentUserSchedules(userId: number | undefined) {
  return useEndpoint(
    communityEndpoints.getCurrentUserSchedules,
    userId === undefined ? null : { query: { UserId: userId } },
  );
}
