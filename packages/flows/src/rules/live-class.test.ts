import { describe, expect, test } from 'vitest';
import { liveClassStatus, sessionStatusFromServerClock } from './live-class.ts';

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

describe('sessionStatusFromServerClock (45-minute class at 10:00 UTC, server clock)', () => {
  test.each([
    ['an hour before', '2026-11-21T09:00:00Z', 'upcoming'],
    ['exactly 5 min before', '2026-11-21T09:55:00Z', 'join'],
    ['44 min in, server clock with an offset', '2026-11-21T16:14:00+05:30', 'join'],
    ['when the duration ends', '2026-11-21T10:45:00Z', 'recording'],
    ['an unreadable server time', 'soon', null],
  ] as const)('%s → %s', (_when, now, expected) => {
    expect(sessionStatusFromServerClock('2026-11-21T10:00:00Z', 45, now)).toBe(expected);
  });

  test('an unreadable start gives no status', () => {
    expect(sessionStatusFromServerClock('', 45, '2026-11-21T10:00:00Z')).toBeNull();
  });
});
