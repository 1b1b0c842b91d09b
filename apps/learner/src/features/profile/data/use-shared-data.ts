import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** The student's friends and the friends who share with them in a quest (waits while either id is unknown). */
export function useSharedData(userId: number | null | undefined, questId: number | null | undefined) {
  return useEndpoint(
    communityEndpoints.getSharedData,
    userId && questId ? { query: { UserId: userId, QuestId: questId } } : null,
  );
}
