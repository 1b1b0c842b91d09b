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

/** A marks-axis label needs about this much height (px) not to touch the next one. */
export const MARK_TICK_SPACING = 18;
/** The attempts chart's plotting area grows to fit a label per mark up to this height (px), then labels thin. */
export const MARKS_PLOT_MAX_HEIGHT = 600;

/** The attempts chart's marks axis: where it ends, its ticks, which of them are labelled, and the plot's height. */
export interface MarksAxis {
  /** The top of the axis: total marks + 1. */
  max: number;
  /** A tick at every whole mark from 0 to the top (step 1). */
  ticks: number[];
  /** The ticks that carry a label: all of them, unless the test has more marks than fit MARKS_PLOT_MAX_HEIGHT. */
  labels: number[];
  /** Height in px of the plotting area: `minHeight`, grown so every label fits, at most MARKS_PLOT_MAX_HEIGHT. */
  height: number;
}

/**
 * The attempts chart's axis as the spec has it ("y-axis maximum is total marks plus 1, step 1"): ticks 0, 1, …,
 * total + 1, each labelled; the plot grows (18 px a mark) instead of skipping labels, so a 20-mark test reads
 * 0…21, not 0, 2, …, 20. Only past 600 px (a test of more than 32 marks) are the labels thinned (integerTicks);
 * the ticks stay at every mark.
 */
export function marksAxis(totalMarks: number, minHeight: number): MarksAxis {
  const max = Math.max(1, Math.floor(Number.isFinite(totalMarks) ? totalMarks : 0) + 1);
  const height = Math.max(minHeight, Math.min(MARKS_PLOT_MAX_HEIGHT, max * MARK_TICK_SPACING));
  return {
    max,
    ticks: stepTicks(max, 1),
    labels: integerTicks(max, Math.floor(height / MARK_TICK_SPACING) + 1),
    height,
  };
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

/** Width in px of the fixed Y axis beside a scrolling plot when its tick labels are short (up to "100"). */
export const Y_AXIS_MIN_WIDTH = 52;
/** Between the turned title and the tick labels, and from the labels to the axis line (tick and gap). */
const Y_TITLE_GAP = 4;
const Y_TICK_ROOM = 8;

/** Where the Y axis's parts go, from their measured sizes. */
export interface YAxisLayout {
  /** The axis's width in px. */
  width: number;
  /** The x of the turned title's baseline: its ascent in from the left edge, so no letter is cut. */
  titleX: number;
}

/**
 * Lays out the Y axis from measured sizes (px): the title turned 90° with its ascent inside the left edge, then the
 * widest tick label, the tick and the axis line: 52 px for labels up to "100", wider for longer ones.
 */
export function yAxisLayout({
  widestTick,
  titleAscent,
  titleDescent,
}: {
  widestTick: number;
  titleAscent: number;
  titleDescent: number;
}): YAxisLayout {
  const titleX = Math.ceil(titleAscent) + 1;
  const width = Math.ceil(titleX + titleDescent + Y_TITLE_GAP + widestTick + Y_TICK_ROOM);
  return { width: Math.max(Y_AXIS_MIN_WIDTH, width), titleX };
}

/** Turn of the labels under the bars when they do not fit side by side (clockwise: they read downwards). */
export const LABEL_ROTATION = 45;
/** Space in px between the X axis and the labels under it. */
export const LABEL_GAP = 8;
/** A label fits its band side by side when it leaves at least this much of the band free (4 px a side). */
const LABEL_SIDE_ROOM = 8;
/** A turned label starts this far left of its band's middle, so its first letters sit under the bar. */
export const LABEL_ANCHOR_SHIFT = 4;
/** The height under the axis of labels side by side (one line). */
const FLAT_LABEL_AREA = 28;
/** Kept clear between a turned label and the edge of the drawing. */
const EDGE = 2;

/** Where the labels under the bars go: side by side or turned, and the room they need. */
export interface BandLabelLayout {
  /** Labels are turned 45° clockwise, each starting under its bar and reading down to the right. */
  rotate: boolean;
  /** Height in px under the X axis taken by the labels. */
  labelArea: number;
  /** Space in px after the last band, so the last turned labels are not cut at the drawing's right edge. */
  rightPad: number;
}

/**
 * Lays out the labels under the bars from their measured sizes (px): side by side when the widest fits its band
 * (`step` px) with room to spare, else turned 45° clockwise from under their bar. The bars then still start at the Y
 * axis; a turned label reaches right of its band by its width's and its ascent's share of the turn, so the drawing
 * ends `rightPad` px later when the last labels would cross its right edge, and the label area is as tall as the
 * longest label's drop plus its descent.
 */
export function bandLabelLayout({
  widths,
  ascent,
  descent,
  step,
}: {
  widths: readonly number[];
  ascent: number;
  descent: number;
  step: number;
}): BandLabelLayout {
  const widest = Math.max(0, ...widths);
  if (widest <= step - LABEL_SIDE_ROOM) return { rotate: false, labelArea: FLAT_LABEL_AREA, rightPad: 0 };
  const turn = (LABEL_ROTATION * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const bands = widths.length * step;
  // Label i's right edge, measured from the drawing's left edge.
  const reach = (width: number, i: number) =>
    i * step + step / 2 - LABEL_ANCHOR_SHIFT + width * cos + ascent * sin;
  const rightPad = Math.max(0, ...widths.map((width, i) => Math.ceil(reach(width, i) + EDGE - bands)));
  const labelArea = Math.ceil(LABEL_GAP + widest * sin + descent * cos + LABEL_GAP);
  return { rotate: true, labelArea, rightPad };
}
