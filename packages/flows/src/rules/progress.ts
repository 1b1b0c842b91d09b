/**
 * Progress percentage = completed items / total items, to two decimals; a zero (or missing) denominator gives 0.
 * (learning-app.md §4 "First access of content", §9 "Percentages are computed to two decimals".)
 */
export function progressPercentage(completed: number, total: number): number {
  if (!Number.isFinite(total) || total <= 0 || !Number.isFinite(completed)) return 0;
  return Math.round((completed / total) * 100 * 100) / 100;
}
