import { describe, expect, test } from 'vitest';
import { formatDuration, formatMinSec, formatMinutesSeconds } from './duration';

describe('formatDuration: hh:mm:ss, or mm:ss when the hours are zero', () => {
  test.each([
    [0, '00:00'],
    [5, '00:05'],
    [75, '01:15'],
    [599.9, '09:59'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3725, '01:02:05'],
    [36_000, '10:00:00'],
    [360_000, '100:00:00'],
    [-4, '00:00'],
    [Number.NaN, '00:00'],
    [undefined, '00:00'],
    [null, '00:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatMinSec: "m : s", or 0 for empty or zero', () => {
  test.each([
    [undefined, '0'],
    [null, '0'],
    [Number.NaN, '0'],
    [0, '0'],
    [0.4, '0'],
    [5, '0 : 5'],
    [60, '1 : 0'],
    [125, '2 : 5'],
    [3725, '62 : 5'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatMinSec(seconds)).toBe(expected);
  });
});

describe('formatMinutesSeconds: m:ss (Time Taken)', () => {
  test.each([
    [0, '0:00'],
    [9, '0:09'],
    [125, '2:05'],
    [3725, '62:05'],
    [undefined, '0:00'],
  ])('%s s → %s', (seconds, expected) => {
    expect(formatMinutesSeconds(seconds)).toBe(expected);
  });
});
