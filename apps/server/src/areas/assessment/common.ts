/** How long after the deadline a submission still counts as on time (network, the 3 s time-out overlay). */
export const SUBMIT_GRACE_SECONDS = 30;

/** Analysis values are rounded to 2 decimals (store-and-assessment.md §3, §9). */
export function round2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}
