import { describe, expect, test } from 'vitest';
import { monthParamOf, notificationItems, readMonth } from './notifications-model';

const current = { year: 2026, month: 11 };

describe('readMonth', () => {
  test('reads YYYY-MM from the address', () => {
    expect(readMonth('2026-09', current)).toEqual({ year: 2026, month: 9 });
    expect(readMonth('2025-12', current)).toEqual({ year: 2025, month: 12 });
  });

  test('the current month itself is allowed', () => {
    expect(readMonth('2026-11', current)).toEqual(current);
  });

  test('a month after the current one falls back to the current month (the navigator never goes there)', () => {
    expect(readMonth('2026-12', current)).toEqual(current);
    expect(readMonth('2027-01', current)).toEqual(current);
  });

  test('missing or malformed values fall back to the current month', () => {
    for (const value of [null, '', '2026-9', '2026/09', 'september', '2026-00', '2026-13', '1999-05']) {
      expect(readMonth(value, current), String(value)).toEqual(current);
    }
  });

  test('monthParamOf writes what readMonth reads', () => {
    expect(monthParamOf({ year: 2026, month: 3 })).toBe('2026-03');
    expect(readMonth(monthParamOf({ year: 2026, month: 3 }), current)).toEqual({ year: 2026, month: 3 });
  });
});

describe('notification cards', () => {
  test('cards keep the server order, each with a distinct id, its instant and text', () => {
    const items = notificationItems([
      { modifiedOn: '2026-11-20 10:00:00', messageText: 'Newest' },
      { modifiedOn: '2026-11-20 10:00:00', messageText: 'Same minute' },
      { modifiedOn: '2026-11-02 09:30:00', messageText: 'Oldest' },
    ]);
    expect(items.map((item) => item.text)).toEqual(['Newest', 'Same minute', 'Oldest']);
    expect(new Set(items.map((item) => item.id)).size).toBe(3);
    expect(items[2]!.date).toBe(Date.UTC(2026, 10, 2, 4, 0, 0));
  });
});
