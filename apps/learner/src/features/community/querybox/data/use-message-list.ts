import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The signed-in learner's queries with their replies, newest first (GET /QuestMessage/GetMessageList). */
export function useMessageList() {
  return useEndpoint(communityEndpoints.getMessageList, {});
}
