import { learningEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The quest's points balance and its redeemed coupons (ADR 0061); waits while the quest is unknown. */
export function usePointsBalance(questId: number | null) {
  return useEndpoint(learningEndpoints.getPointsBalance, questId ? { query: { QuestId: questId } } : null);
}
