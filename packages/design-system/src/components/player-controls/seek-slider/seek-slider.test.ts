import { describe, expect, test } from 'vitest';
import {
  SEEK_FRACTION_MAX,
  clampSeekFraction,
  fractionAtPointer,
  fractionForKey,
  tooltipAlignment,
} from './seek-math';

describe('clampSeekFraction: the range is 0 to 0.999999', () => {
  test.each([
    [-0.5, 0],
    [Number.NaN, 0],
    [0, 0],
    [0.5, 0.5],
    [1, SEEK_FRACTION_MAX],
    [3, SEEK_FRACTION_MAX],
  ])('%s → %s', (input, expected) => {
    expect(clampSeekFraction(input)).toBe(expected);
  });
});

describe('fractionAtPointer: a pointer on a 200 px track starting at 20 px', () => {
  test.each([
    [20, 0],
    [120, 0.5],
    [220, SEEK_FRACTION_MAX],
    [0, 0],
    [400, SEEK_FRACTION_MAX],
  ])('clientX %s → %s', (clientX, expected) => {
    expect(fractionAtPointer(clientX, 20, 200)).toBe(expected);
  });

  test('a track with no width (not laid out yet) gives 0', () => {
    expect(fractionAtPointer(50, 0, 0)).toBe(0);
  });
});

describe('fractionForKey: a 100 s video at 0.5', () => {
  test.each([
    ['ArrowRight', 0.6],
    ['ArrowUp', 0.6],
    ['ArrowLeft', 0.4],
    ['ArrowDown', 0.4],
    ['PageUp', 0.6],
    ['PageDown', 0.4],
    ['Home', 0],
    ['End', SEEK_FRACTION_MAX],
    ['Enter', null],
    ['a', null],
  ])('%s → %s', (key, expected) => {
    const result = fractionForKey(key, 0.5, 100);
    if (expected === null) expect(result).toBeNull();
    else expect(result).toBeCloseTo(expected, 6);
  });

  test('steps stop at the ends of the range', () => {
    expect(fractionForKey('ArrowRight', 0.95, 100)).toBe(SEEK_FRACTION_MAX);
    expect(fractionForKey('ArrowLeft', 0.05, 100)).toBe(0);
  });

  test('an unknown duration steps 1 %', () => {
    expect(fractionForKey('ArrowRight', 0.5, 0)).toBeCloseTo(0.51, 6);
  });
});

test.each([
  [0, 'start'],
  [0.2, 'start'],
  [0.25, 'center'],
  [0.75, 'center'],
  [0.9, 'end'],
] as const)('tooltipAlignment(%s) → %s', (fraction, expected) => {
  expect(tooltipAlignment(fraction)).toBe(expected);
});
