import { learningEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** The quest's missions, operations, tasks and contents (waits while no quest is known). */
export function useContentList(questId: number | null | undefined) {
  return useEndpoint(learningEndpoints.getContentList, questId ? { query: { QuestId: questId } } : null);
}
