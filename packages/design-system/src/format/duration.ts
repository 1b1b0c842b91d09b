const pad = (n: number) => String(n).padStart(2, '0');

/** Whole, non-negative seconds; anything else (NaN, negative, null) counts as 0. */
const wholeSeconds = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;

/**
 * A duration as `hh:mm:ss`, or `mm:ss` when the hours are zero (learning-app.md §9): 75 → "01:15",
 * 3725 → "01:02:05". Fractions of a second are dropped; empty or negative values show "00:00".
 */
export function formatDuration(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

/**
 * The "m : s" duration (learning-app.md §9): 125 → "2 : 5", minutes and seconds unpadded; '0' for an empty
 * value (undefined, null, NaN) or zero.
 */
export function formatMinSec(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  if (total === 0) return '0';
  return `${Math.floor(total / 60)} : ${total % 60}`;
}

/**
 * Minutes and two-digit seconds, `m:ss`, as in the result summary's "Time Taken" (store-and-assessment.md §3):
 * 125 → "2:05", 3725 → "62:05".
 */
export function formatMinutesSeconds(seconds: number | null | undefined): string {
  const total = wholeSeconds(seconds);
  return `${Math.floor(total / 60)}:${pad(total % 60)}`;
}
