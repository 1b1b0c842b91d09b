import { afterAll, describe, expect, test } from 'vitest';
import {
  VIEWED_ON_LABEL,
  compareMonths,
  formatDate,
  formatDateTime,
  formatIstTimestamp,
  formatMonthYear,
  formatTime,
  formatViewedOn,
  istMonth,
  sessionDateParts,
  shiftMonth,
} from './date';
import { activateLocale } from '../i18n/i18n';

// The machine's zone must not matter: every table runs again under zones on both sides of UTC, one with
// daylight saving (New York changes its clocks on 8 Mar 2026, 02:00 → 03:00).
const zones = ['UTC', 'Asia/Kolkata', 'America/New_York', 'Pacific/Chatham'];
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

const at = (iso: string) => new Date(iso);

describe.each(zones)('in machine zone %s', (zone) => {
  test('the zone is really switched', () => {
    process.env.TZ = zone;
    const offset = new Date('2026-01-15T00:00:00Z').getTimezoneOffset();
    const expected = { UTC: 0, 'Asia/Kolkata': -330, 'America/New_York': 300, 'Pacific/Chatham': -825 };
    expect(offset).toBe(expected[zone as keyof typeof expected]);
  });

  test.each([
    ['2026-11-21T04:30:00Z', '21 Nov 2026', '10:00 AM', '2026-11-21 10:00:00'],
    ['2026-11-21T18:40:05Z', '22 Nov 2026', '12:10 AM', '2026-11-22 00:10:05'],
    ['2026-12-31T18:29:59Z', '31 Dec 2026', '11:59 PM', '2026-12-31 23:59:59'],
    ['2026-12-31T18:30:00Z', '1 Jan 2027', '12:00 AM', '2027-01-01 00:00:00'],
    ['2026-03-07T20:45:30Z', '8 Mar 2026', '2:15 AM', '2026-03-08 02:15:30'],
    ['2026-03-08T07:00:00Z', '8 Mar 2026', '12:30 PM', '2026-03-08 12:30:00'],
  ])('%s → %s, %s, %s', (iso, day, time, timestamp) => {
    process.env.TZ = zone;
    expect(formatDate(at(iso))).toBe(day);
    expect(formatTime(at(iso))).toBe(time);
    expect(formatIstTimestamp(at(iso))).toBe(timestamp);
    expect(formatIstTimestamp(at(iso).getTime())).toBe(timestamp);
    expect(formatDateTime(at(iso))).toBe(`${day}, ${time}`);
  });

  test('session card parts and the viewed-on text', () => {
    process.env.TZ = zone;
    expect(sessionDateParts(at('2026-11-21T20:00:00Z'))).toEqual({
      weekday: 'Sunday',
      day: '22',
      monthYear: 'Nov 2026',
    });
    expect(formatViewedOn(at('2026-11-21T04:30:00Z'))).toBe('Viewed on date: 21 Nov 2026');
  });

  test('the current month is the month in India', () => {
    process.env.TZ = zone;
    expect(istMonth(at('2026-11-30T18:29:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(istMonth(at('2026-11-30T18:30:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(formatMonthYear({ year: 2026, month: 11 })).toBe('November 2026');
    expect(formatMonthYear({ year: 2027, month: 1 })).toBe('January 2027');
  });
});

test('invalid dates give empty text', () => {
  const bad = new Date('not a date');
  expect([formatDate(bad), formatTime(bad), formatIstTimestamp(bad), formatViewedOn(bad)]).toEqual([
    '',
    '',
    '',
    '',
  ]);
  expect(formatDateTime(bad)).toBe('');
  expect(sessionDateParts(bad)).toBeNull();
  expect(istMonth(bad)).toBeNull();
  expect(VIEWED_ON_LABEL).toBe('Viewed on date:');
});

describe('months', () => {
  test.each([
    [{ year: 2026, month: 11 }, 1, { year: 2026, month: 12 }],
    [{ year: 2026, month: 12 }, 1, { year: 2027, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2026, month: 3 }, -15, { year: 2024, month: 12 }],
    [{ year: 2026, month: 3 }, 0, { year: 2026, month: 3 }],
  ])('%j shifted by %i → %j', (value, delta, expected) => {
    expect(shiftMonth(value, delta)).toEqual(expected);
  });

  test.each([
    [{ year: 2026, month: 10 }, { year: 2026, month: 11 }, -1],
    [{ year: 2026, month: 11 }, { year: 2026, month: 11 }, 0],
    [{ year: 2027, month: 1 }, { year: 2026, month: 12 }, 1],
  ])('compare %j with %j', (a, b, sign) => {
    expect(Math.sign(compareMonths(a, b))).toBe(sign);
  });
});

describe('dates in Hindi (ADR 0142): Intl hi-IN in India’s time zone', () => {
  afterAll(() => activateLocale('en'));
  // 18:40:05 UTC is 00:10:05 the next day in India.
  const late = Date.UTC(2026, 10, 21, 18, 40, 5);
  test('day, time, session parts, month and the viewed-on label', async () => {
    await activateLocale('hi');
    expect(formatDate(late)).toBe('22 नव॰ 2026');
    expect(formatTime(late)).toBe('12:10 am');
    expect(formatDateTime(late)).toBe('22 नव॰ 2026, 12:10 am');
    expect(sessionDateParts(late)).toEqual({ weekday: 'रविवार', day: '22', monthYear: 'नव॰ 2026' });
    expect(formatMonthYear({ year: 2026, month: 1 })).toBe('जनवरी 2026');
    expect(formatViewedOn(late)).toBe('देखने की तारीख: 22 नव॰ 2026');
    expect(formatDate(Number.NaN)).toBe('');
  });
});
