/** What the button of a live class or mission session offers. */
export type LiveClassStatus = 'upcoming' | 'join' | 'recording';

/** Join opens this long before the start (learning-app.md §4, store-and-assessment.md §4). */
export const JOIN_WINDOW_MS = 5 * 60 * 1000;

/**
 * Upcoming while the start is more than 5 minutes ahead; Join from 5 minutes before the start until the
 * duration ends; View recording afterwards. `now` is the server's clock (config `currentTime`), not the device's.
 */
export function liveClassStatus(startMs: number, durationMinutes: number, nowMs: number): LiveClassStatus {
  if (nowMs < startMs - JOIN_WINDOW_MS) return 'upcoming';
  if (nowMs < startMs + durationMinutes * 60 * 1000) return 'join';
  return 'recording';
}

/**
 * `liveClassStatus` from ISO date-times: the schedule's start and config `currentTime` (the server's clock).
 * null when either date cannot be read, so the caller shows no button rather than a wrong one.
 */
export function sessionStatusFromServerClock(
  startIso: string,
  durationMinutes: number,
  serverNowIso: string,
): LiveClassStatus | null {
  const start = Date.parse(startIso);
  const now = Date.parse(serverNowIso);
  if (Number.isNaN(start) || Number.isNaN(now) || !Number.isFinite(durationMinutes)) return null;
  return liveClassStatus(start, durationMinutes, now);
}
