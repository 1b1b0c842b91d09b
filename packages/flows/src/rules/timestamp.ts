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
