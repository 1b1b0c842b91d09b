import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';

/** The quest's leaderboard (name and score); `questId === null` waits (dialog closed or no quest). */
export function useLeaderboard(questId: number | null) {
  return useEndpoint(
    communityEndpoints.getLeaderBoard,
    questId === null ? null : { query: { QuestId: questId } },
  );
}
