/*
 * "YYYY-MM-DD HH:mm:ss" at the fixed UTC+05:30 offset (learning-app.md §9): the access record's accessDate and the
 * test attempt's attemptedDate. India has no daylight saving, so shifting the instant by 330 minutes and reading
 * its UTC fields is exact whatever the device's zone. Same result as `formatIstTimestamp` in the design system's
 * format module, which flows may not import.
 */

const IST_OFFSET_MS = 330 * 60 * 1000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 2026-11-21T18:40:05Z → "2026-11-22 00:10:05"; '' for an invalid date. */
export function accessTimestamp(date: Date | number): string {
  const ms = new Date(date).getTime();
  if (Number.isNaN(ms)) return '';
  const d = new Date(ms + IST_OFFSET_MS);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/**
 * The inverse: a server timestamp "YYYY-MM-DD HH:mm:ss" (UTC+05:30) as epoch milliseconds; NaN when it is not one.
 * "2025-03-11 19:05:00" → 2025-03-11T13:35:00Z.
 */
export function parseIstTimestamp(timestamp: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(timestamp.trim());
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as [number, ...number[]];
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - IST_OFFSET_MS;
}
