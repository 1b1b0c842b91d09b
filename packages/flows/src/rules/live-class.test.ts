import { describe, expect, test } from 'vitest';
import { liveClassStatus } from './live-class.ts';

const start = Date.UTC(2026, 10, 21, 10, 0, 0);
const min = 60 * 1000;

describe('liveClassStatus (45-minute class at 10:00)', () => {
  test.each([
    ['an hour before', start - 60 * min, 'upcoming'],
    ['5 min 1 s before', start - 5 * min - 1000, 'upcoming'],
    ['exactly 5 min before', start - 5 * min, 'join'],
    ['3 min before', start - 3 * min, 'join'],
    ['at the start', start, 'join'],
    ['44 min in', start + 44 * min, 'join'],
    ['when the duration ends', start + 45 * min, 'recording'],
    ['a day later', start + 24 * 60 * min, 'recording'],
  ] as const)('%s → %s', (_when, now, expected) => {
    expect(liveClassStatus(start, 45, now)).toBe(expected);
  });
});
