import { describe, expect, test } from 'vitest';
import type { ContentTypeCode } from '@quest/api';
import {
  makeContent,
  makeContentList,
  makeMission,
  makeOperation,
  makeOperationProgress,
  makeUserProgress,
} from '@quest/api/mocks';
import {
  INTRO_SECTION_ID,
  addressedLock,
  cardTypeOf,
  contentAction,
  currentOperationOf,
  defaultOpenSection,
  hasMasterclass,
  inlineContent,
  lockMap,
  missionCounts,
  missionPage,
  operationItems,
  operationsOf,
  taskSectionId,
  topicSections,
  type ContentLocks,
} from './mission-model';

const open: ContentLocks = { flags: { Watch: true, Think: true, Solve: true, Play: true }, trialOver: false };
const playLocked: ContentLocks = { flags: { Play: false }, trialOver: false };
const trialOver: ContentLocks = { flags: undefined, trialOver: true };
const place = { questId: 101, missionId: 1011, operationId: 10111 };
const list = makeContentList();

describe('cardTypeOf', () => {
  test.each<[ContentTypeCode, string]>([
    ['01', 'video'],
    ['02', 'video'],
    ['03', 'video'],
    ['04', 'pdf'],
    ['05', 'pdf'],
    ['06', 'web'],
    ['07', 'web'],
    ['08', 'test'],
    ['09', 'test'],
    ['10', 'activity'],
  ])('type %s shows the %s default image', (code, type) => {
    expect(cardTypeOf(code)).toBe(type);
  });
});

test('the header counts are the mission’s video, test, web and activity counts', () => {
  expect(missionCounts(makeMission())).toEqual({ videos: 3, tests: 2, webContent: 3, activities: 1 });
});

describe('current operation', () => {
  const ops = [
    makeOperation({ operationId: 2, sequenceNo: 2 }),
    makeOperation({ operationId: 1, sequenceNo: 1 }),
  ];
  test.each<[string, number | undefined, number | undefined]>([
    ['the one in the address', 2, 2],
    ['sequenceNo 1 when none is given', undefined, 1],
    ['sequenceNo 1 when the address names another mission’s operation', 99, 1],
  ])('is %s', (_, wanted, expected) => {
    expect(currentOperationOf(ops, wanted)?.operationId).toBe(expected);
  });
  test('is the lowest sequence when none has sequenceNo 1, and none without operations', () => {
    expect(
      currentOperationOf(operationsOf(makeContentList({ operations: [ops[0]!] }), 1011), undefined),
    ).toBe(ops[0]);
    expect(currentOperationOf([], 1)).toBeUndefined();
  });
  test('operations are the mission’s, in sequence order', () => {
    const reordered = makeContentList({ operations: [...list.operations].reverse() });
    expect(operationsOf(reordered, 1011).map((o) => o.operationId)).toEqual([10111, 10112]);
    expect(operationsOf(list, 1015)).toEqual([]);
  });
});

test('operation items take progress from GetUserProgress, else the content list, and mark the current one', () => {
  const ops = operationsOf(list, 1011);
  expect(operationItems(ops, undefined, 10112)).toEqual([
    {
      operationId: 10111,
      name: 'Fractions',
      imageUrl: '/media/images/operation.svg',
      progress: 83.33,
      current: undefined,
    },
    {
      operationId: 10112,
      name: 'Decimals',
      imageUrl: '/media/images/operation.svg',
      progress: 0,
      current: true,
    },
  ]);
  const progress = makeUserProgress({ operations: [makeOperationProgress({ progress: 100 })] });
  expect(operationItems(ops, progress, 10111).map((o) => o.progress)).toEqual([100, 0]);
});

describe('topic sections', () => {
  test('Introduction holds the contents with no task, then one entry per task with its cards', () => {
    const sections = topicSections(list, 10111, open);
    expect(sections.map((s) => [s.id, s.title, s.contents.map((c) => c.contentId)])).toEqual([
      [INTRO_SECTION_ID, 'Introduction', [201001]],
      [taskSectionId(101111), 'Understanding Fractions', [201002, 201003, 201004]],
      [taskSectionId(101112), 'Practice Fractions', [201005, 201006]],
    ]);
    expect(sections[0]!.contents[0]).toEqual({
      contentId: 201001,
      name: 'Introduction to Fractions',
      contentType: 'video',
      imageUrl: '/media/images/content-video.svg',
      durationSeconds: 420,
      points: 10,
      completed: true,
      locked: false,
    });
    expect(sections[1]!.contents.map((c) => c.completed)).toEqual([true, true, false]);
  });

  test('no Introduction when every content has a task; an operation without contents or tasks has none', () => {
    const noIntro = makeContentList({ questContents: list.questContents.filter((c) => c.taskId !== null) });
    expect(topicSections(noIntro, 10111, open)[0]!.id).toBe(taskSectionId(101111));
    expect(topicSections(list, 10112, open)).toEqual([]);
    expect(topicSections(list, undefined, open)).toEqual([]);
  });

  test('a location lock locks the cards of its kind; an expired trial locks every card but no heading', () => {
    const locked = topicSections(list, 10111, playLocked);
    expect(locked.flatMap((s) => s.contents.filter((c) => c.locked).map((c) => c.contentId))).toEqual([
      201006,
    ]);
    expect(locked.map((s) => s.locked)).toEqual([undefined, undefined, undefined]);
    const trial = topicSections(list, 10111, trialOver);
    expect(trial.every((s) => s.contents.every((c) => c.locked))).toBe(true);
    expect(trial.map((s) => s.locked)).toEqual([undefined, undefined, undefined]);
  });
});

describe('lock map keyed by heading', () => {
  const sections = [
    { id: 'a', contents: [{ contentTypeCode: '10' as const }] },
    { id: 'b', contents: [{ contentTypeCode: '10' as const }, { contentTypeCode: '01' as const }] },
    { id: 'c', contents: [] },
  ];
  test.each<[string, ContentLocks['flags'], Record<string, boolean>]>([
    [
      'every content locked → locked; mixed or empty → open',
      { Play: false },
      { a: true, b: false, c: false },
    ],
    ['everything locked but empty headings', { Play: false, Watch: false }, { a: true, b: true, c: false }],
    ['flags not loaded lock nothing', undefined, { a: false, b: false, c: false }],
  ])('%s', (_, flags, expected) => {
    expect(lockMap(sections, flags)).toEqual(expected);
  });
});

describe('the entry open at first', () => {
  const sections = topicSections(list, 10111, open);
  test('is the Introduction when there is one, else the first task', () => {
    expect(defaultOpenSection(sections)).toBe(INTRO_SECTION_ID);
    expect(defaultOpenSection(sections.slice(1))).toBe(taskSectionId(101111));
    expect(defaultOpenSection([])).toBeNull();
  });
  test('is the one holding the playing item', () => {
    expect(defaultOpenSection(sections, 201002)).toBe(taskSectionId(101111));
  });
  test('skips locked headings', () => {
    const locked = sections.map((s, i) => (i === 0 ? { ...s, locked: true } : s));
    expect(defaultOpenSection(locked)).toBe(taskSectionId(101111));
  });
});

describe('content action', () => {
  const web = { locks: open, inWrapper: false, place };
  test.each<[ContentTypeCode, string]>([
    ['04', '/pdf'],
    ['05', '/pdf'],
    ['06', '/contentviewer'],
    ['07', '/viewer'],
    ['08', '/instruction'],
    ['09', '/instruction'],
    ['10', '/activity'],
  ])('type %s opens %s with the place in the query', (code, path) => {
    expect(contentAction(makeContent({ contentId: 7, contentTypeCode: code }), web)).toEqual({
      kind: 'navigate',
      href: `${path}?questId=101&missionId=1011&operationId=10111&contentId=7`,
    });
  });
  test.each<ContentTypeCode>(['01', '02', '03'])('audio/video %s plays in the page on the web', (code) => {
    expect(contentAction(makeContent({ contentTypeCode: code }), web)).toEqual({
      kind: 'playInline',
      contentId: 201001,
    });
  });
  test('audio/video opens /player inside the native wrapper', () => {
    expect(contentAction(makeContent(), { ...web, inWrapper: true })).toEqual({
      kind: 'navigate',
      href: '/player?questId=101&missionId=1011&operationId=10111&contentId=201001',
    });
  });
  test('a locked kind or an expired trial opens nothing', () => {
    expect(contentAction(makeContent({ contentTypeCode: '10' }), { ...web, locks: playLocked })).toEqual({
      kind: 'blocked',
      reason: 'location',
    });
    expect(contentAction(makeContent(), { ...web, locks: trialOver })).toEqual({
      kind: 'blocked',
      reason: 'trial',
    });
  });
});

describe('inline content', () => {
  const at = { contentId: 201002, operationId: 10111, locks: open, inWrapper: false };
  test('is the address’s audio/video of the current operation', () => {
    expect(inlineContent(list, at)?.contentId).toBe(201002);
  });
  test.each<[string, Partial<typeof at>]>([
    ['no content in the address', { contentId: undefined }],
    ['inside the wrapper', { inWrapper: true }],
    ['another operation', { operationId: 10112 }],
    ['not audio/video', { contentId: 201003 }],
    ['an unknown id', { contentId: 1 }],
    ['a locked kind', { locks: { flags: { Watch: false }, trialOver: false } }],
    ['an expired trial', { locks: trialOver }],
  ])('is none for %s', (_, change) => {
    expect(inlineContent(list, { ...at, ...change })).toBeUndefined();
  });
});

describe('mission page', () => {
  test('gathers the mission, its current operation, operations, sections and counts', () => {
    const page = missionPage(list, undefined, { missionId: 1011, operationId: 10112 }, open);
    expect(page?.mission.missionId).toBe(1011);
    expect(page?.operation?.operationId).toBe(10112);
    expect(page?.operations.map((o) => o.current)).toEqual([undefined, true]);
    expect(page?.sections).toEqual([]);
    expect(page?.counts).toEqual({ videos: 3, tests: 2, webContent: 3, activities: 1 });
    expect(page?.masterclass).toBe(false);
  });
  test('a mission the list does not have is undefined; GO_CODERZ carries the masterclass', () => {
    expect(missionPage(list, undefined, { missionId: 9 }, open)).toBeUndefined();
    const goCoderz = missionPage(list, undefined, { missionId: 1015 }, open);
    expect(goCoderz?.masterclass).toBe(true);
    expect(goCoderz?.operation).toBeUndefined();
    expect(hasMasterclass({ missionName: 'MATHEMATICS' })).toBe(false);
  });
});

describe('addressedLock (ADR 0113)', () => {
  const activity = list.questContents.find((c) => c.contentTypeCode === '10')!;
  const video = list.questContents.find((c) => ['01', '02', '03'].includes(c.contentTypeCode))!;

  test('a direct link to an item whose kind the location locks is explained with its kind and name', () => {
    expect(addressedLock(list, activity.contentId, playLocked)).toEqual({
      kind: 'Play',
      name: activity.contentDisplayName,
    });
  });

  test('an open item, no item, an unknown id or an expired trial (its own dialog) explain nothing here', () => {
    expect(addressedLock(list, video.contentId, playLocked)).toBeUndefined();
    expect(addressedLock(list, activity.contentId, open)).toBeUndefined();
    expect(addressedLock(list, undefined, playLocked)).toBeUndefined();
    expect(addressedLock(list, 999_999, playLocked)).toBeUndefined();
    expect(addressedLock(list, activity.contentId, trialOver)).toBeUndefined();
  });
});
