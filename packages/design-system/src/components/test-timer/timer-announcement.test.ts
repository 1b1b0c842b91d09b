import { describe, expect, it } from 'vitest';
import { timerAnnouncement } from './timer-announcement';

describe('timerAnnouncement', () => {
  it.each([
    ['first reading, far from any threshold', null, 1200, null],
    ['first reading already below 5 minutes (resume at 0:40)', null, 40, null],
    ['ticking above 5 minutes', 302, 301, null],
    ['crossing 5 minutes', 301, 300, '5 minutes left'],
    ['one tick after 5 minutes', 300, 299, null],
    ['crossing 1 minute', 61, 60, '1 minute left'],
    ['crossing 10 seconds', 11, 10, '10 seconds left'],
    ['resumed at 0:40, ticking', 40, 39, null],
    ['resumed at 0:40, reaching 10 seconds', 11, 10, '10 seconds left'],
    ['a jump over 5 minutes (the tab slept)', 320, 290, '5 minutes left'],
    ['a jump over 5 minutes and 1 minute: only the lower one', 400, 50, '1 minute left'],
    ['a jump over every threshold', 400, 0, '10 seconds left'],
    ['below 10 seconds', 9, 8, null],
    ['at zero', 0, 0, null],
    ['time going up (clock corrected)', 50, 70, null],
  ] as const)('%s: %s → %s', (_title, previous, seconds, expected) => {
    expect(timerAnnouncement(previous, seconds)).toBe(expected);
  });
});
