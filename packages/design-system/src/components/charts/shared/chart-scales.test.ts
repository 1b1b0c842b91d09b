import { describe, expect, test } from 'vitest';
import {
  PERCENT_AXIS,
  bandLabelLayout,
  integerTicks,
  MARKS_PLOT_MAX_HEIGHT,
  marksAxis,
  percentTicks,
  shareOf,
  stepTicks,
  thin,
  yAxisLayout,
} from './chart-scales';

describe('percent axis (Y max 110, step 20, Completed(%))', () => {
  test('ticks stop at the last step below the maximum', () => {
    expect(percentTicks()).toEqual([0, 20, 40, 60, 80, 100]);
    expect(PERCENT_AXIS).toEqual({ max: 110, step: 20, label: 'Completed(%)' });
  });

  test.each([
    [10, 5, [0, 5, 10]],
    [0, 5, [0]],
    [4, 0, [0]],
  ])('stepTicks(%i, %i) → %j', (max, step, expected) => {
    expect(stepTicks(max, step)).toEqual(expected);
  });
});

describe('marks axis (total marks + 1, step 1, thinned when long)', () => {
  test.each([
    [11, 12, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]],
    [6, 12, [0, 1, 2, 3, 4, 5, 6]],
    [21, 12, [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20]],
    [51, 12, [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]],
    [101, 12, [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]],
    [101, 6, [0, 25, 50, 75, 100]],
    [0, 12, [0]],
  ])('integerTicks(%i, max %i) → %j', (max, count, expected) => {
    expect(integerTicks(max, count)).toEqual(expected);
  });
});

describe('the attempts chart: total marks + 1 in steps of 1, every step labelled', () => {
  test('a 20-mark test: 0…21 step 1, all labelled; the plot grows to 378 px', () => {
    const axis = marksAxis(20, 200);
    expect(axis).toEqual({
      max: 21,
      ticks: Array.from({ length: 22 }, (_, i) => i),
      labels: Array.from({ length: 22 }, (_, i) => i),
      height: 378,
    });
  });

  test.each([
    [5, 200, 6, 200],
    [10, 200, 11, 200],
    [12, 200, 13, 234],
    [0, 200, 1, 200],
    [7.5, 160, 8, 160],
  ])('marksAxis(%d, %i): top %i, plot %i px, a labelled tick at every mark', (total, min, max, height) => {
    const axis = marksAxis(total, min);
    expect({ max: axis.max, height: axis.height }).toEqual({ max, height });
    expect(axis.labels).toEqual(axis.ticks);
    expect(axis.ticks).toEqual(Array.from({ length: max + 1 }, (_, i) => i));
  });

  test('a 100-mark test: ticks at every mark up to 101, labels thinned to fit 600 px', () => {
    const axis = marksAxis(100, 200);
    expect({ max: axis.max, ticks: axis.ticks.length, height: axis.height }).toEqual({
      max: 101,
      ticks: 102,
      height: MARKS_PLOT_MAX_HEIGHT,
    });
    expect(axis.labels).toEqual([
      0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90, 95, 100,
    ]);
  });
});

test('thin keeps every nth item', () => {
  expect(thin([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
  expect(thin([1, 2, 3], 10)).toEqual([1, 2, 3]);
});

test('shareOf', () => {
  expect(shareOf(2, 8)).toBe(25);
  expect(shareOf(0, 0)).toBe(0);
});

describe('labels under the bars, from measured sizes', () => {
  const font = { ascent: 13, descent: 4 };
  const c = Math.SQRT1_2;

  test('side by side when the widest label leaves 8 px of its band', () => {
    expect(bandLabelLayout({ ...font, widths: [40, 32], step: 48 })).toEqual({
      rotate: false,
      labelArea: 28,
      rightPad: 0,
    });
  });

  test('turned 45° when one label is too wide; the area is as tall as its drop', () => {
    const layout = bandLabelLayout({ ...font, widths: [30, 41], step: 48 });
    expect(layout.rotate).toBe(true);
    expect(layout.labelArea).toBe(Math.ceil(8 + 41 * c + 4 * c + 8));
  });

  test('a long last label ("Mathematics", 87 px bold) makes the drawing longer until it clears the right edge', () => {
    const { rightPad } = bandLabelLayout({ ...font, widths: [20, 87], step: 48 });
    // The label's right edge: 48 + 24 − 4 + 87·cos 45° + 13·sin 45° ≤ 96 + rightPad − 2.
    expect(rightPad).toBe(Math.ceil(48 + 24 - 4 + 87 * c + 13 * c + 2 - 96));
  });

  test('an earlier label that reaches further right than the last decides the padding', () => {
    const { rightPad } = bandLabelLayout({ ...font, widths: [200, 50], step: 48 });
    expect(rightPad).toBe(Math.ceil(24 - 4 + 200 * c + 13 * c + 2 - 96));
  });

  test('the first label never needs room before the bars: a 200 px first label pads only the end', () => {
    expect(bandLabelLayout({ ...font, widths: [200], step: 48 }).rightPad).toBeGreaterThan(0);
  });

  test('short turned labels need no padding', () => {
    expect(bandLabelLayout({ ...font, widths: [60, 20], step: 48 }).rightPad).toBe(0);
  });
});

test('the Y axis is 52 px for labels up to "100", wider for longer ones; its title clears the left edge', () => {
  const title = { titleAscent: 13, titleDescent: 3 };
  expect(yAxisLayout({ ...title, widestTick: 23 })).toEqual({ width: 52, titleX: 14 });
  expect(yAxisLayout({ ...title, widestTick: 40 })).toEqual({ width: 69, titleX: 14 });
});
