import { LiveClassesView, type LiveClassItem } from '@quest/design-system';
import type { Schedule } from '@quest/api';
import { useServices } from '../../../../app/services';
import { useCurrentUser } from '../../../../data/current-user';
import { useCurrentUserSchedules } from '../data/use-current-user-schedules';
import { openScheduleLink, outdatedKeys, scheduleStatus, useRefetchWhenOutdated } from '../schedule-status';
import { useServerNow } from '../server-clock';

/** A key per class of today's list (the list has no ids; the start and name together are unique in a day). */
const classKey = (schedule: Schedule, index: number) =>
  `${index}-${schedule.startTime}-${schedule.scheduleName}`;

/**
 * Live classes (/home/connect): today's classes with Join / Upcoming / View recording by the flows rule on the
 * server's clock, re-applied every second. Join and View recording open the web link in a new tab, or the app link
 * through the native wrapper.
 */
export function Component() {
  const { bridge } = useServices();
  const user = useCurrentUser();
  const schedules = useCurrentUserSchedules(user.data?.userId);
  const clock = useServerNow();

  const list = schedules.data ?? [];
  const items = list.map((schedule, index) => ({
    key: classKey(schedule, index),
    schedule,
    status: scheduleStatus(schedule, clock),
  }));
  useRefetchWhenOutdated(
    outdatedKeys(items.map(({ key, status, schedule }) => ({ key, status, type: schedule.type }))),
    schedules.retry,
  );

  const classes: LiveClassItem[] = items.map(({ key, schedule, status }) => ({
    id: key,
    courseName: schedule.CourseName,
    scheduleName: schedule.scheduleName,
    teacher: schedule.Teacher,
    start: new Date(schedule.startTime),
    durationMinutes: schedule.duration,
    status,
  }));
  const open = (id: string) => {
    const item = items.find((candidate) => candidate.key === id);
    if (item) openScheduleLink(bridge, item.schedule.data);
  };

  const state = user.state === 'failed' ? 'failed' : user.state === 'loading' ? 'loading' : schedules.state;
  return (
    <LiveClassesView
      state={state}
      classes={classes}
      onJoin={open}
      onViewRecording={open}
      onRetry={user.state === 'failed' ? user.retry : schedules.retry}
    />
  );
}
