import { describe, expect, test } from 'vitest';
import { PERCENT_AXIS, integerTicks, percentTicks, shareOf, stepTicks, thin } from './chart-scales';

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

test('thin keeps every nth item', () => {
  expect(thin([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
  expect(thin([1, 2, 3], 10)).toEqual([1, 2, 3]);
});

test('shareOf', () => {
  expect(shareOf(2, 8)).toBe(25);
  expect(shareOf(0, 0)).toBe(0);
});
