/** The colour band of a progress value (learning-app.md §9 "colour bands at 25 and 50 percent"). */
export type ProgressBand = 'low' | 'mid' | 'high';

/** Below 25 → low, from 25 up to (not including) 50 → mid, 50 and above → high. */
export function progressBand(value: number): ProgressBand {
  if (value < 25) return 'low';
  if (value < 50) return 'mid';
  return 'high';
}

/** `value` clamped to 0–100; anything not a number is 0. */
export function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}
