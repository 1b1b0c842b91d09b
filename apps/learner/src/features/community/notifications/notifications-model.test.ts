import { describe, expect, test } from 'vitest';
import {
  monthParamOf,
  notificationHrefOf,
  notificationItems,
  notificationOpenLabels,
  notificationTarget,
  readMonth,
} from './notifications-model';

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

describe('what a notification opens (ADR 0116)', () => {
  const list = [
    {
      modifiedOn: '2026-11-20 10:00:00',
      messageText: 'Your query has a reply.',
      about: { kind: 'queryReply', messageId: 42 },
    },
    { modifiedOn: '2026-11-12 18:00:00', messageText: 'Classes move.', about: { kind: 'liveClasses' } },
    { modifiedOn: '2026-11-03 09:00:00', messageText: 'New practice tests.' },
    { modifiedOn: '2026-11-02 09:00:00', messageText: 'A new kind.', about: { kind: 'somewhere' } },
  ];

  test('a reply opens its query in the query box, a class notice the live classes, others nothing', () => {
    expect(notificationTarget(list[0]!.about)).toEqual({
      href: '/home/querybox?messageId=42',
      label: notificationOpenLabels.queryReply,
    });
    expect(notificationTarget(list[1]!.about)).toEqual({
      href: '/home/connect',
      label: notificationOpenLabels.liveClasses,
    });
    expect(notificationTarget(undefined)).toBeNull();
    expect(notificationTarget({ kind: 'somewhere' })).toBeNull();
    expect(notificationTarget({ kind: 'queryReply' })).toBeNull();
  });

  test('the cards carry the open label; the route finds the address by card id', () => {
    const items = notificationItems(list);
    expect(items.map((item) => item.openLabel)).toEqual([
      'Open the reply',
      'Go to live classes',
      undefined,
      undefined,
    ]);
    expect(items[2]).not.toHaveProperty('openLabel');
    expect(notificationHrefOf(list, items[0]!.id)).toBe('/home/querybox?messageId=42');
    expect(notificationHrefOf(list, items[1]!.id)).toBe('/home/connect');
    expect(notificationHrefOf(list, items[2]!.id)).toBeNull();
    expect(notificationHrefOf(list, 'no-such-card')).toBeNull();
  });
});
