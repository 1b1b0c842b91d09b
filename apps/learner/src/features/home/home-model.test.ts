import { describe, expect, test } from 'vitest';
import { userInfoSchema } from '@quest/api';
import {
  makeContentList,
  makeCurrentUserQuest,
  makeMission,
  makeMissionProgress,
  makeUserInfo,
  makeUserProgress,
} from '@quest/api/mocks';
import {
  missionHref,
  missionItems,
  missionTaskCount,
  navItemOf,
  questItems,
  schedulesHref,
  userInfoOf,
} from './home-model';

describe('the bottom bar item of a path', () => {
  test.each([
    ['/home', 'home'],
    ['/home/', 'home'],
    ['/home/dashboard', 'progress'],
    ['/home/connect', 'live'],
    ['/home/querybox', 'queryBox'],
    ['/home/profile', 'profile'],
    ['/home/notification', undefined],
  ])('%s → %s', (path, item) => {
    expect(navItemOf(path)).toEqual(item);
  });
});

describe('mission cards', () => {
  test('task count = videos + tests + activities + web content', () => {
    expect(missionTaskCount(makeMission())).toEqual(3 + 2 + 1 + 3);
  });

  test('the progress call gives the completion when it has loaded; the content list otherwise', () => {
    const list = makeContentList({
      missions: [
        makeMission(),
        makeMission({ missionId: 1012, missionDisplayName: 'Science', progress: 10 }),
      ],
    });
    const progress = makeUserProgress({
      missions: [makeMissionProgress({ missionId: 1011, progress: 77.5 })],
    });
    expect(missionItems(list, progress).map((m) => [m.name, m.progress])).toEqual([
      ['Mathematics', 77.5],
      ['Science', 10],
    ]);
    expect(missionItems(list, undefined)[0]).toEqual({
      missionId: 1011,
      name: 'Mathematics',
      progress: 55.56,
      points: 90,
      taskCount: 9,
      totalTimeSeconds: 4560,
      hasOnlineSession: false,
    });
  });
});

test('quest rows mark the current quest and the trial states', () => {
  const list = userInfoSchema.parse(
    makeUserInfo({
      userQuestList: [
        makeCurrentUserQuest(),
        makeCurrentUserQuest({ questId: 103, questName: 'Grade 7', isOnTrial: true, isTrialOver: true }),
        makeCurrentUserQuest({ questId: 104, questName: 'Maths', isOnTrial: true }),
      ],
    }),
  ).userQuestList;
  expect(questItems(list, 103)).toEqual([
    { questId: 101, name: 'Grade 6 Explorer Quest', current: false, onTrial: false, trialOver: false },
    { questId: 103, name: 'Grade 7', current: true, onTrial: false, trialOver: true },
    { questId: 104, name: 'Maths', current: false, onTrial: true, trialOver: false },
  ]);
});

test('user info: full name, school and city; empty fields are left out', () => {
  const user = userInfoSchema.parse(makeUserInfo({ cityName: '' }));
  expect(userInfoOf(user)).toEqual({
    firstName: 'Aarav',
    fullName: 'Aarav Sharma',
    avatarSrc: null,
    schoolName: 'Delhi Public School, R.K. Puram',
    cityName: undefined,
  });
});

test('the mission page and the schedules carry the quest and the mission in the query', () => {
  expect(missionHref(101, 1011)).toEqual('/task?questId=101&missionId=1011');
  expect(schedulesHref(101, 1013)).toEqual('/missions-schedules?questId=101&missionId=1013');
});
