import { communityEndpoints } from '@quest/api';
import type { MonthValue } from '@quest/design-system/format';
import { useEndpoint } from '../../../../data/use-endpoint';

/** The learner's notifications of one month (GetNotification by month and year); waits for the current user. */
export function useNotifications(userId: number | undefined, month: MonthValue) {
  return useEndpoint(
    communityEndpoints.getNotification,
    userId === undefined ? null : { query: { UserId: userId, Month: month.month, Year: month.year } },
  );
}
