import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NotificationsView } from '@quest/design-system';
import { istMonth, type MonthValue } from '@quest/design-system/format';
import { useCurrentUser } from '../../../../data/current-user';
import { useServerNow } from '../../live-classes/server-clock';
import { useNotifications } from '../data/use-notifications';
import {
  MONTH_PARAM,
  monthParamOf,
  notificationHrefOf,
  notificationItems,
  readMonth,
} from '../notifications-model';

/** "The current month" needs no second-by-second clock: once a minute is plenty. */
const MONTH_TICK_MS = 60_000;

/**
 * Notifications (/home/notification): the month in the address (?month=YYYY-MM, replaced, so Back leaves the page
 * and returns to the same month), never past the current month on the server's clock. A failed month is logged and
 * shown as a quiet failure with Try again (ADR 0062). A reply opens its query in the query box, a class notice the
 * live classes (ADR 0116).
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const clock = useServerNow(MONTH_TICK_MS);
  const current = istMonth(clock.now) ?? { year: 2000, month: 1 };
  const month = readMonth(search.get(MONTH_PARAM), current);
  const notifications = useNotifications(user.data?.userId, month);

  const failure = notifications.error;
  useEffect(() => {
    if (failure) console.warn('notifications could not be loaded', failure);
  }, [failure]);

  const changeMonth = (next: MonthValue) =>
    setSearch(
      (currentSearch) => {
        const updated = new URLSearchParams(currentSearch);
        updated.set(MONTH_PARAM, monthParamOf(next));
        return updated;
      },
      { replace: true },
    );

  const state =
    user.state === 'failed' ? 'failed' : user.state === 'loading' ? 'loading' : notifications.state;
  return (
    <NotificationsView
      state={state}
      month={month}
      today={clock.now}
      notifications={notifications.data ? notificationItems(notifications.data.notificationList) : []}
      onMonthChange={changeMonth}
      onRetry={user.state === 'failed' ? user.retry : notifications.retry}
      onOpen={(id) => {
        const href = notificationHrefOf(notifications.data?.notificationList ?? [], id);
        if (href) void navigate(href);
      }}
    />
  );
}
