import { learningEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** The student's progress in the quest: quest, missions and operations (waits while either id is unknown). */
export function useUserProgress(questId: number | null | undefined, userId: number | null | undefined) {
  return useEndpoint(
    learningEndpoints.getUserProgress,
    questId && userId ? { query: { QuestId: questId, UserId: userId } } : null,
  );
}
