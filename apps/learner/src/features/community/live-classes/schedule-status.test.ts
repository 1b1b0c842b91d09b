import { describe, expect, test, vi } from 'vitest';
import { openScheduleLink, outdatedKeys, scheduleStatus, statusOfType } from './schedule-status';
import { serverNowFrom } from './server-clock';

const MINUTE = 60_000;
const start = Date.UTC(2026, 10, 21, 10, 30);
const schedule = (type: string) => ({ startTime: new Date(start).toISOString(), duration: 45, type });

describe('statusOfType (the server’s own button)', () => {
  test("'1' Join, '2' Upcoming, anything else View recording (learning-app.md §2)", () => {
    expect(statusOfType('1')).toBe('join');
    expect(statusOfType('2')).toBe('upcoming');
    expect(statusOfType('3')).toBe('recording');
    expect(statusOfType('9')).toBe('recording');
  });
});

describe('scheduleStatus on the server clock', () => {
  const at = (offsetMs: number) => ({ now: start + offsetMs, fromServer: true });

  test('more than 5 minutes ahead: Upcoming, whatever the server’s type said', () => {
    expect(scheduleStatus(schedule('1'), at(-60 * MINUTE))).toBe('upcoming');
    expect(scheduleStatus(schedule('1'), at(-5 * MINUTE - 1))).toBe('upcoming');
  });

  test('from 5 minutes before the start until the duration ends: Join', () => {
    expect(scheduleStatus(schedule('2'), at(-5 * MINUTE))).toBe('join');
    expect(scheduleStatus(schedule('2'), at(-3 * MINUTE))).toBe('join');
    expect(scheduleStatus(schedule('2'), at(45 * MINUTE - 1))).toBe('join');
  });

  test('after the duration: View recording', () => {
    expect(scheduleStatus(schedule('1'), at(45 * MINUTE))).toBe('recording');
  });

  test('until the server clock is known, or with an unreadable start, the server’s type decides', () => {
    expect(scheduleStatus(schedule('2'), { now: start, fromServer: false })).toBe('upcoming');
    expect(scheduleStatus({ ...schedule('1'), startTime: 'soon' }, at(0))).toBe('join');
  });
});

describe('outdatedKeys', () => {
  test('lists the schedules whose ticking status moved past the server’s type', () => {
    expect(
      outdatedKeys([
        { key: 'a', status: 'join', type: '1' },
        { key: 'b', status: 'recording', type: '1' },
        { key: 'c', status: 'join', type: '2' },
      ]),
    ).toBe('b c');
    expect(outdatedKeys([{ key: 'a', status: 'upcoming', type: '2' }])).toBe('');
  });
});

describe('openScheduleLink', () => {
  const links = { joinLink: 'https://meet.example.com/web', appJoinLink: 'https://meet.example.com/app' };

  test('the web link on the web, the app link inside the wrapper', () => {
    const web = { inWrapper: false, openUrl: vi.fn() };
    openScheduleLink(web, links);
    expect(web.openUrl).toHaveBeenCalledWith(links.joinLink);

    const wrapper = { inWrapper: true, openUrl: vi.fn() };
    openScheduleLink(wrapper, links);
    expect(wrapper.openUrl).toHaveBeenCalledWith(links.appJoinLink);
  });

  test('inside the wrapper without an app link the web link opens; without any link nothing does', () => {
    const wrapper = { inWrapper: true, openUrl: vi.fn() };
    openScheduleLink(wrapper, { ...links, appJoinLink: '' });
    expect(wrapper.openUrl).toHaveBeenCalledWith(links.joinLink);
    const none = { inWrapper: false, openUrl: vi.fn() };
    openScheduleLink(none, { joinLink: '', appJoinLink: '' });
    expect(none.openUrl).not.toHaveBeenCalled();
  });
});

describe('serverNowFrom', () => {
  test('device time plus the server–device offset, however old the anchor is', () => {
    const anchor = { serverMs: 1_000_000, deviceMs: 400_000 };
    expect(serverNowFrom(anchor, 400_000)).toBe(1_000_000);
    expect(serverNowFrom(anchor, 460_000)).toBe(1_060_000);
  });
});
