import { storeEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** GetQuestCategory: the quest catalogue (a visitor's view without a user, ADR 0025). */
export function useQuestCategory(userId: number | undefined) {
  return useEndpoint(storeEndpoints.getQuestCategory, { query: userId ? { UserId: userId } : {} });
}
