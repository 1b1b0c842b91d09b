import type { UserType } from '@quest/api';
import { describe, expect, test } from 'vitest';
import { base64Utf8, missionClickTarget, questChangeTarget, type MissionClickTarget } from './mission.ts';

const mission = (missionName: string, missionDisplayName: string, hasOnlineSession: boolean) => ({
  missionName,
  missionDisplayName,
  hasOnlineSession,
});

describe('missionClickTarget', () => {
  test.each<[string, ReturnType<typeof mission>, string, MissionClickTarget]>([
    ['GO_CODERZ goes to /task', mission('GO_CODERZ', 'Go Coderz', false), '9876543210', { route: '/task' }],
    [
      'GO_CODERZ with an online session still goes to /task',
      mission('GO_CODERZ', 'CODING', true),
      '9876543210',
      { route: '/task' },
    ],
    [
      'online session and display name CODING opens the coding site with the base64 user name',
      mission('M1', 'CODING', true),
      '9876543210',
      { external: '/content/coding/OTg3NjU0MzIxMA%3D%3D' },
    ],
    [
      'the display name is matched case-insensitively',
      mission('M1', 'Coding', true),
      'asha',
      { external: '/content/coding/YXNoYQ%3D%3D' },
    ],
    [
      'the user name is base64 of its UTF-8 bytes',
      mission('M1', 'coding', true),
      'आशा',
      { external: '/content/coding/4KSG4KS24KS%2B' },
    ],
    [
      'online session otherwise → /missions-schedules',
      mission('M2', 'Live Science Lab', true),
      'asha',
      { route: '/missions-schedules' },
    ],
    [
      'CODING without an online session → start/buy dialog',
      mission('M3', 'CODING', false),
      'asha',
      { dialog: 'startOrBuy' },
    ],
    [
      'no online session → start/buy dialog',
      mission('M4', 'Plants', false),
      'asha',
      { dialog: 'startOrBuy' },
    ],
  ])('%s', (_row, m, userName, expected) => {
    expect(missionClickTarget(m, { userName })).toEqual(expected);
  });

  test('the coding site origin can be given', () => {
    expect(
      missionClickTarget(mission('M1', 'CODING', true), {
        userName: 'asha',
        codingSite: 'https://code.example',
      }),
    ).toEqual({
      external: 'https://code.example/YXNoYQ%3D%3D',
    });
  });
});

describe('base64Utf8', () => {
  test.each([
    ['', ''],
    ['asha', 'YXNoYQ=='],
    ['9876543210', 'OTg3NjU0MzIxMA=='],
    ['आशा', '4KSG4KS24KS+'],
  ])('%j → %j', (text, expected) => {
    expect(base64Utf8(text)).toBe(expected);
  });
});

describe('questChangeTarget', () => {
  test.each<[UserType | null | undefined, ReturnType<typeof questChangeTarget>]>([
    ['Spectrum', { dialog: 'questSwitch' }],
    ['ExistingUser', { route: '/products' }],
    ['NewUser', { route: '/products' }],
    [null, { route: '/products' }],
    [undefined, { route: '/products' }],
  ])('%s → %o', (userType, expected) => {
    expect(questChangeTarget(userType)).toEqual(expected);
  });
});
