import { describe, expect, test } from 'vitest';
import { swipeDirection, visibleRange } from './carousel-window';

describe('visibleRange: only neighbours within 2 positions', () => {
  test.each([
    [0, 30, [0, 1, 2]],
    [1, 30, [0, 1, 2, 3]],
    [2, 30, [0, 1, 2, 3, 4]],
    [15, 30, [13, 14, 15, 16, 17]],
    [29, 30, [27, 28, 29]],
    [40, 30, [27, 28, 29]],
    [-3, 30, [0, 1, 2]],
    [0, 1, [0]],
    [0, 0, []],
  ])('index %i of %i → %j', (index, count, expected) => {
    expect(visibleRange(index, count)).toEqual(expected);
  });

  test('never more than 5 for any position of 30', () => {
    for (let i = 0; i < 30; i += 1) expect(visibleRange(i, 30).length).toBeLessThanOrEqual(5);
  });
});

describe('swipeDirection', () => {
  test.each([
    [-120, 5, 1],
    [120, -10, -1],
    [-39, 0, 0],
    [-60, 80, 0],
    [0, 0, 0],
    [40, 0, -1],
  ])('dx %i, dy %i → %i', (dx, dy, expected) => {
    expect(swipeDirection(dx, dy)).toBe(expected);
  });
});
