import type { Content, ContentTypeCode, PointCardStatus, ProgressSummary, UserProgress } from '@quest/api';
import { describe, expect, test } from 'vitest';
import { applyFirstAccess } from './first-access.ts';

/** 10 items: 4 videos, 3 web, 2 tests, 1 activity; 2 videos already done. */
const summary = (over: Partial<ProgressSummary> = {}): ProgressSummary => ({
  points: 20,
  avCount: 2,
  testCount: 0,
  activityCount: 0,
  webContentCount: 0,
  progress: 20,
  completedCount: 2,
  totalCount: 10,
  totalPoints: 100,
  totalAvCount: 4,
  totalTestCount: 2,
  totalActivityCount: 1,
  totalWebContentCount: 3,
  kindProgress: { Watch: 50, Think: 0, Solve: 0, Play: 0 },
  ...over,
});

const progress: UserProgress = {
  questId: 1,
  quest: summary(),
  missions: [
    { ...summary(), missionId: 10, missionName: 'M10', missionDisplayName: 'Plants', isAcademic: true },
    { ...summary(), missionId: 11, missionName: 'M11', missionDisplayName: 'Animals', isAcademic: true },
  ],
  operations: [
    { ...summary(), operationId: 100, missionId: 10, operationDisplayName: 'Roots', sequenceNo: 1 },
    { ...summary(), operationId: 110, missionId: 11, operationDisplayName: 'Birds', sequenceNo: 1 },
  ],
};

const content = (
  code: ContentTypeCode,
  accessCount: number,
  pointCard: PointCardStatus | null = null,
): Content => ({
  contentId: 1000,
  contentDisplayName: 'How roots drink',
  contentTypeCode: code,
  fileUrl: '',
  imageUrl: '',
  htmlContent: '',
  time: 120,
  points: 10,
  testCode: null,
  operationId: 100,
  taskId: 5,
  accessDuration: 0,
  pointCardSatus: pointCard,
  progress: { accessCount },
  markers: [],
});

const card = (points: number): PointCardStatus => ({
  contentId: 1000,
  points,
  earnedPoints: points,
  isFirstAccess: true,
  accessCount: 1,
  totalPoints: 20 + points,
});

describe('applyFirstAccess: the first access counts once, in quest, mission and operation', () => {
  test.each<[string, ContentTypeCode, Partial<ProgressSummary>]>([
    [
      'a video adds its points, one av item and 3 of 10 done',
      '01',
      {
        points: 30,
        avCount: 3,
        completedCount: 3,
        progress: 30,
        kindProgress: { Watch: 75, Think: 0, Solve: 0, Play: 0 },
      },
    ],
    [
      'a PDF counts as web content (Think)',
      '04',
      {
        points: 30,
        webContentCount: 1,
        completedCount: 3,
        progress: 30,
        kindProgress: { Watch: 50, Think: 33.33, Solve: 0, Play: 0 },
      },
    ],
    [
      'a test counts as a test (Solve)',
      '08',
      {
        points: 30,
        testCount: 1,
        completedCount: 3,
        progress: 30,
        kindProgress: { Watch: 50, Think: 0, Solve: 50, Play: 0 },
      },
    ],
    [
      'an activity counts as an activity (Play)',
      '10',
      {
        points: 30,
        activityCount: 1,
        completedCount: 3,
        progress: 30,
        kindProgress: { Watch: 50, Think: 0, Solve: 0, Play: 100 },
      },
    ],
  ])('%s', (_row, code, changed) => {
    const result = applyFirstAccess(progress, content(code, 0, card(10)));
    const after = summary(changed);
    expect(result.progress).toEqual({
      questId: 1,
      quest: after,
      missions: [
        { ...after, missionId: 10, missionName: 'M10', missionDisplayName: 'Plants', isAcademic: true },
        progress.missions[1],
      ],
      operations: [
        { ...after, operationId: 100, missionId: 10, operationDisplayName: 'Roots', sequenceNo: 1 },
        progress.operations[1],
      ],
    });
    expect(result.content.progress).toEqual({ accessCount: 1 });
  });
});

describe('applyFirstAccess: points and repeat accesses', () => {
  test.each<[string, Content, PointCardStatus | undefined, number, number]>([
    ["the access's point card gives the points", content('01', 0), card(7), 27, 1],
    [
      "the content's own point card gives the points when no answer is passed",
      content('01', 0, card(5)),
      undefined,
      25,
      1,
    ],
    ["the content's points when there is no point card", content('01', 0), undefined, 30, 1],
    ['a second access adds nothing but the access count', content('01', 1, card(10)), card(0), 20, 2],
    ['a sixth access adds nothing but the access count', content('01', 5, card(10)), undefined, 20, 6],
    [
      'a first access the server did not vouch for counts the item but adds no points (ADR 0106)',
      content('01', 0),
      { ...card(10), earnedPoints: 0 },
      20,
      1,
    ],
    [
      'a later access the server vouches for adds the points it earned (ADR 0106)',
      content('01', 1, { ...card(10), earnedPoints: 0 }),
      { ...card(10), isFirstAccess: false, accessCount: 2 },
      30,
      2,
    ],
  ])('%s', (_row, c, pointCard, questPoints, accessCount) => {
    const result = applyFirstAccess(progress, c, pointCard);
    expect(result.progress.quest.points).toBe(questPoints);
    expect(result.progress.missions[0]?.points).toBe(questPoints);
    expect(result.progress.operations[0]?.points).toBe(questPoints);
    expect(result.progress.missions[1]?.points).toBe(20);
    expect(result.content.progress.accessCount).toBe(accessCount);
  });

  test('a repeat access returns the same progress object and never mutates its inputs', () => {
    const before = structuredClone(progress);
    const c = content('01', 0, card(10));
    const first = applyFirstAccess(progress, c);
    const again = applyFirstAccess(first.progress, first.content);
    expect(again.progress).toBe(first.progress);
    expect(progress).toEqual(before);
    expect(c.progress.accessCount).toBe(0);
  });

  test('a zero total keeps the percentage at 0', () => {
    const empty: UserProgress = { ...progress, quest: summary({ totalCount: 0, totalAvCount: 0 }) };
    const result = applyFirstAccess(empty, content('02', 0));
    expect(result.progress.quest.progress).toBe(0);
    expect(result.progress.quest.kindProgress.Watch).toBe(0);
  });
});
