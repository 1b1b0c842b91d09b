import { describe, expect, test } from 'vitest';
import { progressPercentage } from './progress.ts';

describe('progressPercentage', () => {
  test.each([
    [0, 0, 0],
    [3, 0, 0],
    [0, 10, 0],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [10, 10, 100],
    [1, 8, 12.5],
    [Number.NaN, 5, 0],
  ])('%d of %d completed is %d %%', (completed, total, expected) => {
    expect(progressPercentage(completed, total)).toBe(expected);
  });
});
