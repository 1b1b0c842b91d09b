import { communityEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** A mission's sessions, the mission and its operations (GetTrialSchedules); waits while either id is unknown. */
export function useTrialSchedules(userId: number | undefined, missionId: number | undefined) {
  return useEndpoint(
    communityEndpoints.getTrialSchedules,
    userId === undefined || missionId === undefined
      ? null
      : { query: { UserId: userId, Missionid: missionId } },
  );
}
