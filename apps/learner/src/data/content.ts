import { learningEndpoints } from '@quest/api';
import { useEndpoint } from './use-endpoint';

/** The quest's missions, operations, tasks and contents (waits while no quest is known). */
export function useContentList(questId: number | null | undefined) {
  return useEndpoint(learningEndpoints.getContentList, questId ? { query: { QuestId: questId } } : null);
}

/** The student's progress in the quest: quest, missions and operations (waits while either id is unknown). */
export function useUserProgress(questId: number | null | undefined, userId: number | null | undefined) {
  return useEndpoint(
    learningEndpoints.getUserProgress,
    questId && userId ? { query: { QuestId: questId, UserId: userId } } : null,
  );
}
