/**
 * Axis rules of the charts, as pure functions (no engine): the dashboard's percent axis (learning-app.md
 * "Y axis max 110, step 20, labelled Completed(%)") and the attempts chart's marks axis (store-and-assessment.md
 * "y-axis maximum is total marks plus 1, step 1").
 */

/** The dashboard bar charts' value axis: 0 to 110 so a 100 % bar keeps room for its value label above. */
export const PERCENT_AXIS = { max: 110, step: 20, label: 'Completed(%)' } as const;

/** Default height in px of a bar chart's plotting area. */
export const BAR_CHART_HEIGHT = 200;
/** What the labels under the bars add to the plotting height, roughly (the loading skeleton's extra height). */
export const BAR_LABEL_ALLOWANCE = 40;

/** The narrowest band of a bar or point: a bar is a 44 px touch target plus a small gap. */
export const MIN_BAND_WIDTH = 48;

/** Multiples from 0 to `max` (inclusive when it falls on a step): (110, 20) → [0, 20, 40, 60, 80, 100]. */
export function stepTicks(max: number, step: number): number[] {
  if (!(max > 0) || !(step > 0)) return [0];
  const ticks: number[] = [];
  for (let i = 0; i * step <= max + 1e-9; i += 1) ticks.push(i * step);
  return ticks;
}

/** The percent axis ticks: 0, 20, …, 100. */
export const percentTicks = () => stepTicks(PERCENT_AXIS.max, PERCENT_AXIS.step);

/**
 * Whole-number ticks from 0 to `max` with step 1, thinned to at most `maxCount` ticks by taking the smallest
 * "nice" step (1, 2, 5, 10, 20, 25, 50, 100, …) that fits: (11, 12) → 0…11; (51, 12) → 0, 5, …, 50.
 * The spec's step 1 stays whenever it fits; a long axis (say 100 marks) would otherwise print 101 labels on a
 * phone, so it thins instead of overlapping.
 */
export function integerTicks(max: number, maxCount: number): number[] {
  const top = Math.max(0, Math.floor(max));
  const limit = Math.max(2, Math.floor(maxCount));
  let step = 1;
  for (let magnitude = 1; ; magnitude *= 10) {
    const found = [1, 2, 2.5, 5]
      .map((m) => m * magnitude)
      .find((s) => Number.isInteger(s) && top / s + 1 <= limit);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  return stepTicks(top, step);
}

/** Every `n`th item so at most `maxCount` remain (the first always stays): x labels that would overlap. */
export function thin<T>(items: readonly T[], maxCount: number): T[] {
  const every = Math.max(1, Math.ceil(items.length / Math.max(1, Math.floor(maxCount))));
  return items.filter((_, i) => i % every === 0);
}

/** A share of a whole in percent (display only, for a pie's centre): (2, 8) → 20; an empty whole gives 0. */
export function shareOf(part: number, whole: number): number {
  return whole > 0 ? (part / whole) * 100 : 0;
}
