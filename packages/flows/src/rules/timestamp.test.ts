import { describe, expect, test } from 'vitest';
import { accessTimestamp, parseIstTimestamp } from './timestamp.ts';

describe('accessTimestamp ("YYYY-MM-DD HH:mm:ss" in UTC+05:30)', () => {
  test.each<[string, Date | number, string]>([
    ['midnight UTC is 05:30 in India', new Date('2026-11-21T00:00:00Z'), '2026-11-21 05:30:00'],
    ['18:40:05 UTC crosses into the next day', new Date('2026-11-21T18:40:05Z'), '2026-11-22 00:10:05'],
    ['18:29:59 UTC is the last second of the day', new Date('2026-11-21T18:29:59Z'), '2026-11-21 23:59:59'],
    ['New Year crosses the year', new Date('2026-12-31T18:30:00Z'), '2027-01-01 00:00:00'],
    ['29 February of a leap year', new Date('2028-02-28T20:00:00Z'), '2028-02-29 01:30:00'],
    ['a number (epoch ms) works too', Date.UTC(2026, 0, 5, 3, 4, 5), '2026-01-05 08:34:05'],
    ['milliseconds are dropped', new Date('2026-11-21T10:00:00.999Z'), '2026-11-21 15:30:00'],
    ['an invalid date gives an empty string', new Date('not a date'), ''],
  ])('%s', (_row, date, expected) => {
    expect(accessTimestamp(date)).toBe(expected);
  });
});

describe('parseIstTimestamp (the server timestamp back to an instant)', () => {
  test('reads the fields at UTC+05:30', () => {
    expect(new Date(parseIstTimestamp('2025-03-11 19:05:00')).toISOString()).toBe('2025-03-11T13:35:00.000Z');
    expect(new Date(parseIstTimestamp('2026-11-01 05:30:00')).toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  test('round-trips with accessTimestamp', () => {
    const at = Date.UTC(2026, 11, 31, 18, 30, 0);
    expect(parseIstTimestamp(accessTimestamp(at))).toBe(at);
  });

  test('anything else is NaN', () => {
    for (const value of ['', 'not a date', '2025-03-11', '2025-03-11T19:05:00']) {
      expect(parseIstTimestamp(value), value).toBeNaN();
    }
  });
});
