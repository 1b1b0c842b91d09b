import { expect, test } from 'vitest';
import { badgeText } from './badge-count';

test.each([
  [0, 99, ''],
  [-2, 99, ''],
  [Number.NaN, 99, ''],
  [1, 99, '1'],
  [3, 99, '3'],
  [99, 99, '99'],
  [100, 99, '99+'],
  [2500, 99, '99+'],
  [10, 9, '9+'],
])('count %s with max %s → %j', (count, max, expected) => {
  expect(badgeText(count, max)).toBe(expected);
});
