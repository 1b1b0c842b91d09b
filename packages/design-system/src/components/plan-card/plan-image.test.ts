import { describe, expect, test } from 'vitest';
import { PLAN_IMAGE_MIN_PRICE, planHasImage } from './plan-image';

describe('planHasImage: the image variant above ₹600', () => {
  test.each([
    [0, false],
    [599.99, false],
    [600, false],
    [600.01, true],
    [1180, true],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%s → %s', (price, expected) => {
    expect(planHasImage(price)).toBe(expected);
  });

  test('the threshold is the spec value', () => {
    expect(PLAN_IMAGE_MIN_PRICE).toBe(600);
  });
});
