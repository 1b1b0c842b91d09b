import { describe, expect, test } from 'vitest';
import { contentListSchema, userProgressSchema } from '@quest/api';
import { makeContentList, makeSharedData, makeUserProgress } from '@quest/api/mocks';
import {
  friendsStatusOf,
  myMissions,
  profileDetailsErrors,
  shareFriendsOf,
  updateProfileBody,
} from './profile-model';

const filled = { name: 'Aarav', email: 'aarav@quest.example', city: 'Pune', pincode: '411001' };

describe('profileDetailsErrors', () => {
  test.each([
    ['all filled', filled, {}],
    ['name blank', { ...filled, name: '  ' }, { name: 'Name is required' }],
    ['email empty', { ...filled, email: '' }, { email: 'Email is required' }],
    ['email without domain', { ...filled, email: 'aarav@' }, { email: 'Email ID is not valid' }],
    ['email with a space', { ...filled, email: 'aa rav@quest.example' }, { email: 'Email ID is not valid' }],
    ['city and pincode empty', { ...filled, city: '', pincode: '' }, {}],
    [
      'name and email empty',
      { ...filled, name: '', email: '' },
      { name: 'Name is required', email: 'Email is required' },
    ],
  ])('%s', (_, values, expected) => {
    expect(profileDetailsErrors(values)).toEqual(expected);
  });
});

test('updateProfileBody trims what was typed and keeps the pincode', () => {
  expect(
    updateProfileBody(1001, { name: ' Aarav ', email: ' a@b.in ', city: ' Pune ', pincode: '411001' }),
  ).toEqual({
    userId: 1001,
    firstName: 'Aarav',
    emailId: 'a@b.in',
    cityName: 'Pune',
    pincode: '411001',
  });
});

describe('myMissions', () => {
  const list = contentListSchema.parse(makeContentList());
  const progress = userProgressSchema.parse(makeUserProgress());

  test('lists only academic missions, in order, with the points earned in each', () => {
    const academic = list.missions.filter((m) => m.isAcademic);
    const earned = new Map(progress.missions.map((m) => [m.missionId, m.points]));
    expect(myMissions(list, progress)).toEqual(
      academic.map((m) => ({
        missionId: m.missionId,
        name: m.missionDisplayName,
        points: earned.get(m.missionId) ?? 0,
      })),
    );
    expect(academic.length).toBeLessThan(list.missions.length);
  });

  test('a mission without progress shows 0 points', () => {
    expect(myMissions(list, { ...progress, missions: [] }).every((m) => m.points === 0)).toBe(true);
  });
});

test('friendsStatusOf and shareFriendsOf map the shared data', () => {
  const data = makeSharedData();
  expect(friendsStatusOf(data)[0]).toEqual({ userId: 4003, name: 'Vihaan Gupta', points: 2381 });
  expect(shareFriendsOf(data)[1]).toEqual({ userId: 4007, name: 'Reyansh Joshi', shared: false });
});
