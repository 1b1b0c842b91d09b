import { useEffect, useEffectEvent } from 'react';
import { liveClassStatus, type LiveClassStatus } from '@quest/flows';
import { scheduleTypes, type ScheduleType } from '@quest/api';
import type { NativeBridge } from '../../../platform/native-bridge';
import type { ServerNow } from './server-clock';

/** The button the server's `type` asks for: '1' Join, '2' Upcoming, anything else View recording. */
export function statusOfType(type: ScheduleType): LiveClassStatus {
  if (type === scheduleTypes.live) return 'join';
  if (type === scheduleTypes.upcoming) return 'upcoming';
  return 'recording';
}

/**
 * A class's or session's button: the flows rule on the server's clock (ticking every second), or the server's own
 * `type` while that clock is not known (or the start cannot be read).
 */
export function scheduleStatus(
  schedule: { startTime: string; duration: number; type: ScheduleType },
  clock: ServerNow,
): LiveClassStatus {
  const start = Date.parse(schedule.startTime);
  if (!clock.fromServer || Number.isNaN(start)) return statusOfType(schedule.type);
  return liveClassStatus(start, schedule.duration, clock.now);
}

/**
 * Keys of the schedules whose button, by the ticking clock, no longer matches the server's `type`: the server
 * swaps the links for the recording once a session is over (ADR 0037), so such a list is read again.
 */
export function outdatedKeys(items: { key: string; status: LiveClassStatus; type: ScheduleType }[]): string {
  return items
    .filter((item) => item.status !== statusOfType(item.type))
    .map((item) => item.key)
    .join(' ');
}

/** Reads the list again whenever another schedule's button moved on from what the server last said. */
export function useRefetchWhenOutdated(outdated: string, refetch: () => void) {
  const onOutdated = useEffectEvent(refetch);
  useEffect(() => {
    if (outdated) onOutdated();
  }, [outdated]);
}

/** Join or View recording: the app link through the native wrapper, else the web link in a new tab. */
export function openScheduleLink(
  bridge: Pick<NativeBridge, 'inWrapper' | 'openUrl'>,
  links: { joinLink: string; appJoinLink: string },
) {
  const url = bridge.inWrapper && links.appJoinLink ? links.appJoinLink : links.joinLink;
  if (url) bridge.openUrl(url);
}
