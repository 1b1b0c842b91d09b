import {
  getContentList,
  getContentRating,
  getLearningToolToken,
  getLocationContentStatus,
  getUserProgress,
  getUserQuest,
  openContent,
  sendContentAccess,
  setContentDownload,
  setContentRating,
  type ApiError,
  type ContentAccessRecord,
  type ContentTypeCode,
} from '@quest/api';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { istTimestamp } from '../src/areas/learning/content-access.ts';
import { verifyLearningToolToken } from '../src/areas/learning/learning-tool.ts';
import { percent } from '../src/areas/learning/progress.ts';
import { demo } from '../src/seed/ids.ts';
import { learningIds } from '../src/seed/learning-ids.ts';
import { learningSeeder } from '../src/seed/learning.ts';
import { createHarness, type Harness } from './support/harness.ts';

const { contents: C, missions: M, operations: O } = learningIds;
const DAY = 24 * 60 * 60_000;

let h: Harness;

/** The demo users (normally from the identity seeder), then the learning demo data. */
async function seedLearningDemo(harness: Harness): Promise<void> {
  for (const user of Object.values(demo.users)) {
    await harness.db.query(
      `insert into users (id, user_name, password_hash, first_name, contact_no, user_type)
       values ($1, $2, 'not-a-hash', $3, $2, 'ExistingUser') on conflict (id) do nothing`,
      [user.id, user.userName, user.firstName],
    );
  }
  await learningSeeder.run(harness.db, harness.deps);
}

/** A fresh student holding a quest (assigned, or on a trial ending at `trialEndsAt`). */
async function studentWith(
  questId: number,
  options: { trialEndsAt?: Date; locationId?: number } = {},
): Promise<number> {
  const userId = await h.createUser();
  const onTrial = options.trialEndsAt !== undefined;
  await h.db.query(
    `insert into user_quests (user_id, quest_id, is_assigned, is_on_trial, is_trial_taken, trial_ends_at)
     values ($1, $2, $3, $4, $4, $5)`,
    [userId, questId, !onTrial, onTrial, options.trialEndsAt ?? null],
  );
  if (options.locationId) {
    await h.db.query('update users set location_id = $2 where id = $1', [userId, options.locationId]);
  }
  await h.signInAs(userId);
  return userId;
}

const typeOf: Record<number, ContentTypeCode> = {
  [C.fractionsIntro]: '01',
  [C.whatIsAFraction]: '02',
  [C.fractionsNotes]: '04',
  [C.fractionsAtAGlance]: '06',
  [C.fractionsTest]: '08',
  [C.fractionPizza]: '10',
  [C.decimalsAroundUs]: '03',
  [C.habitatsOfTheWorld]: '07',
  [C.nutritionIntro]: '01',
};

function accessRecord(
  userId: number,
  contentId: number,
  overrides: Partial<ContentAccessRecord> = {},
): ContentAccessRecord {
  return {
    missionActivityId: '',
    userId,
    locationId: 1,
    groupId: 1,
    questId: demo.quests.grade6,
    contentId,
    contentTypeCode: typeOf[contentId]!,
    accessDate: istTimestamp(h.clock.now()),
    accessDuration: '42',
    missionActivitySummaryId: '',
    ...overrides,
  };
}

const access = (userId: number, contentId: number, overrides: Partial<ContentAccessRecord> = {}) =>
  sendContentAccess(h.client, { body: accessRecord(userId, contentId, overrides) });

/** As the player does it: the server sees the content open, 10 s pass on its clock, then the access (ADR 0106). */
async function studied(userId: number, contentId: number) {
  const { questId } = accessRecord(userId, contentId);
  await openContent(h.client, { body: { userId, questId, contentId } });
  h.clock.advance(10_000);
  return access(userId, contentId);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (e: ApiError) => e,
  );

beforeAll(async () => {
  h = await createHarness();
  await seedLearningDemo(h);
});
afterAll(() => h.close());
afterEach(() => h.clock.reset());

describe('first access of content', () => {
  test('Scenario: the first access adds the points once; every access increments accessCount', async () => {
    const userId = await studentWith(demo.quests.grade6);

    const first = await studied(userId, C.fractionsIntro);
    expect(first.pointCardSatus).toEqual({
      contentId: C.fractionsIntro,
      points: 10,
      earnedPoints: 10,
      isFirstAccess: true,
      accessCount: 1,
      totalPoints: 10,
    });
    const second = await access(userId, C.fractionsIntro);
    expect(second.pointCardSatus).toMatchObject({
      earnedPoints: 0,
      isFirstAccess: false,
      accessCount: 2,
      totalPoints: 10,
    });

    const progress = await getUserProgress(h.client, {
      query: { QuestId: demo.quests.grade6, UserId: userId },
    });
    expect(progress.quest).toMatchObject({ points: 10, avCount: 1, completedCount: 1 });
    expect(progress.missions.find((m) => m.missionId === M.maths)).toMatchObject({ points: 10, avCount: 1 });
    expect(progress.missions.find((m) => m.missionId === M.science)).toMatchObject({ points: 0, avCount: 0 });
    expect(progress.operations.find((o) => o.operationId === O.fractions)).toMatchObject({ points: 10 });

    const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade6 } });
    const content = list.questContents.find((c) => c.contentId === C.fractionsIntro)!;
    expect(content.progress.accessCount).toBe(2);
    expect(content.accessDuration).toBe(84);
    expect(content.pointCardSatus).toMatchObject({ earnedPoints: 10, accessCount: 2, totalPoints: 10 });
  });

  test('Scenario: the counter matching the content type goes up (video, web, test, activity)', async () => {
    const userId = await studentWith(demo.quests.grade6);
    for (const id of [
      C.fractionsIntro,
      C.whatIsAFraction,
      C.fractionsNotes,
      C.fractionsAtAGlance,
      C.fractionsTest,
      C.fractionPizza,
    ]) {
      await studied(userId, id);
    }
    await studied(userId, C.habitatsOfTheWorld);

    const { quest, operations } = await getUserProgress(h.client, {
      query: { QuestId: demo.quests.grade6, UserId: userId },
    });
    expect(quest).toMatchObject({
      avCount: 2,
      webContentCount: 3,
      testCount: 1,
      activityCount: 1,
      points: 10 + 10 + 5 + 5 + 20 + 15 + 5,
    });
    // Every item of the Fractions operation is done.
    expect(operations.find((o) => o.operationId === O.fractions)).toMatchObject({
      progress: 100,
      avCount: 2,
      webContentCount: 2,
      testCount: 1,
      activityCount: 1,
    });
  });

  test('Scenario: percentages are completed / total items to two decimals; no items gives 0', async () => {
    const userId = await studentWith(demo.quests.grade6);
    await access(userId, C.fractionsIntro);

    const progress = await getUserProgress(h.client, {
      query: { QuestId: demo.quests.grade6, UserId: userId },
    });
    // Fractions has 6 items, Mathematics 9, the quest 21.
    expect(progress.operations.find((o) => o.operationId === O.fractions)!.progress).toBe(16.67);
    expect(progress.missions.find((m) => m.missionId === M.maths)!.progress).toBe(11.11);
    expect(progress.quest.totalCount).toBe(21);
    expect(progress.quest.progress).toBe(4.76);
    // 8 of the 21 are videos.
    expect(progress.quest.kindProgress.Watch).toBe(12.5);
    expect(progress.quest.kindProgress.Play).toBe(0);

    const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade6 } });
    expect(list.missions.find((m) => m.missionId === M.maths)!.progress).toBe(11.11);
    expect(list.operations.find((o) => o.operationId === O.fractions)!.progress).toBe(16.67);

    expect(percent(2, 3)).toBe(66.67);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(0, 0)).toBe(0);
  });

  test('Scenario: a repeated access with the same Idempotency-Key is recorded once', async () => {
    const userId = await studentWith(demo.quests.grade6);
    const body = accessRecord(userId, C.whatIsAFraction);
    const first = await sendContentAccess(h.client, { body }, { idempotencyKey: 'retry-1' });
    const again = await sendContentAccess(h.client, { body }, { idempotencyKey: 'retry-1' });
    expect(again).toEqual(first);

    const [row] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from content_access where user_id = $1',
      [userId],
    );
    expect(row!.n).toBe(1);
    const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade6 } });
    expect(list.questContents.find((c) => c.contentId === C.whatIsAFraction)!.progress.accessCount).toBe(1);
  });

  test('Scenario: an access of 1 second or less is refused; a record for another quest or type too', async () => {
    const userId = await studentWith(demo.quests.grade6);
    expect(await failure(access(userId, C.fractionsIntro, { accessDuration: '1' }))).toMatchObject({
      status: 422,
      message: 'Access is logged only when the duration exceeds 1 second.',
    });
    expect(await failure(access(userId, C.fractionsIntro, { questId: demo.quests.spectrum }))).toMatchObject({
      status: 422,
    });
    expect(await failure(access(userId, C.fractionsIntro, { contentTypeCode: '04' }))).toMatchObject({
      status: 422,
    });
    expect(await failure(access(userId, 999_999, { contentTypeCode: '01' }))).toMatchObject({
      status: 404,
    });
  });
});

describe('rating', () => {
  test('Scenario: like then dislike moves the count; the same rating again changes nothing', async () => {
    const userId = await studentWith(demo.quests.grade6);
    const before = await getContentRating(h.client, { query: { ContentId: C.decimalsAroundUs } });
    expect(before.myRating).toBeNull();

    const liked = await setContentRating(h.client, {
      body: { userId, contentId: C.decimalsAroundUs, rating: 5 },
    });
    expect(liked).toMatchObject({
      likeCount: before.likeCount + 1,
      disLikeCount: before.disLikeCount,
      myRating: 5,
    });
    const likedAgain = await setContentRating(h.client, {
      body: { userId, contentId: C.decimalsAroundUs, rating: 5 },
    });
    expect(likedAgain).toEqual(liked);

    const disliked = await setContentRating(h.client, {
      body: { userId, contentId: C.decimalsAroundUs, rating: 0 },
    });
    expect(disliked).toMatchObject({
      likeCount: before.likeCount,
      disLikeCount: before.disLikeCount + 1,
      myRating: 0,
    });
    expect(await getContentRating(h.client, { query: { ContentId: C.decimalsAroundUs } })).toEqual(disliked);
  });

  test('Scenario: viewCount counts every access of the content', async () => {
    const userId = await studentWith(demo.quests.grade6);
    const before = await getContentRating(h.client, { query: { ContentId: C.decimalsAroundUs } });
    await access(userId, C.decimalsAroundUs);
    await access(userId, C.decimalsAroundUs);
    const after = await getContentRating(h.client, { query: { ContentId: C.decimalsAroundUs } });
    expect(after.viewCount).toBe(before.viewCount + 2);
  });
});

describe('location content status', () => {
  test('Scenario: a kind the location locks is refused; other kinds are recorded', async () => {
    const userId = await studentWith(demo.quests.grade6, { locationId: demo.locations.playLocked });
    const status = await getLocationContentStatus(h.client, {
      body: { LocationId: demo.locations.playLocked },
    });
    expect(status.payload).toEqual({ Watch: true, Think: true, Solve: true, Play: false });

    expect(await failure(access(userId, C.fractionPizza, { locationId: 2 }))).toMatchObject({
      status: 403,
      message: 'Play content is locked for your location.',
    });
    await expect(access(userId, C.fractionsIntro, { locationId: 2 })).resolves.toBeTruthy();
  });

  test('Scenario: a location without flags has everything open', async () => {
    await studentWith(demo.quests.grade6);
    const status = await getLocationContentStatus(h.client, { body: { LocationId: 77 } });
    expect(status.payload).toEqual({ Watch: true, Think: true, Solve: true, Play: true });
  });
});

describe('trial', () => {
  test('Scenario: the test clock passing the trial end flips isTrialOver and blocks access', async () => {
    const userId = await studentWith(demo.quests.grade7Trial, {
      trialEndsAt: new Date(h.clock.now().getTime() + DAY),
    });
    const before = await getUserQuest(h.client, { query: { userId } });
    expect(before.questList).toEqual([
      expect.objectContaining({
        questId: demo.quests.grade7Trial,
        isOnTrial: true,
        isAssigned: false,
        isTrialOver: false,
      }),
    ]);
    const record = { questId: demo.quests.grade7Trial, contentTypeCode: '01' as const };
    await expect(access(userId, C.nutritionIntro, record)).resolves.toBeTruthy();

    h.clock.advance(2 * DAY);
    await h.signInAs(userId); // the session would have expired too
    const after = await getUserQuest(h.client, { query: { userId } });
    expect(after.questList[0]!.isTrialOver).toBe(true);

    const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade7Trial } });
    expect(list.isTrialOver).toBe(true);
    expect(list.questContents.length).toBeGreaterThan(0);
    expect(await failure(access(userId, C.nutritionIntro, record))).toMatchObject({
      status: 403,
      message: 'Your trial has expired. Please buy the product to get access to its contents.',
    });
  });

  test('Scenario: the seeded trial user sees the trial over', async () => {
    await h.signInAs(demo.users.trialExpired.id);
    const { questList } = await getUserQuest(h.client, { query: { userId: demo.users.trialExpired.id } });
    expect(questList).toEqual([
      {
        questId: demo.quests.grade7Trial,
        questName: 'Grade 7 Science Quest',
        productId: null,
        isTrialOver: true,
        isOnTrial: true,
        isAssigned: false,
      },
    ]);
  });
});

describe('permissions', () => {
  test("Scenario: another user's UserId is refused with 403", async () => {
    const other = await studentWith(demo.quests.grade6);
    await studentWith(demo.quests.grade6);
    const refused = { status: 403, message: 'You can only see or change your own data.' };
    expect(await failure(getUserQuest(h.client, { query: { userId: other } }))).toMatchObject(refused);
    expect(
      await failure(getUserProgress(h.client, { query: { QuestId: demo.quests.grade6, UserId: other } })),
    ).toMatchObject(refused);
    expect(await failure(access(other, C.fractionsIntro))).toMatchObject(refused);
    expect(
      await failure(
        setContentRating(h.client, { body: { userId: other, contentId: C.fractionsIntro, rating: 5 } }),
      ),
    ).toMatchObject(refused);
    expect(
      await failure(setContentDownload(h.client, { query: { UserId: other, ContentId: C.fractionsNotes } })),
    ).toMatchObject(refused);
    expect(
      await failure(
        getLearningToolToken(h.client, { query: { UserId: other, QuestId: demo.quests.grade6 } }),
      ),
    ).toMatchObject(refused);
  });

  test('Scenario: a quest the user does not hold is refused; an unknown quest is not found', async () => {
    const userId = await studentWith(demo.quests.grade6);
    expect(
      await failure(getContentList(h.client, { query: { QuestId: demo.quests.spectrum } })),
    ).toMatchObject({ status: 403, message: 'This quest is not assigned to you.' });
    expect(await failure(getContentList(h.client, { query: { QuestId: 9999 } }))).toMatchObject({
      status: 404,
    });
    expect(
      await failure(
        access(userId, C.numberPuzzlesIntro, { questId: demo.quests.spectrum, contentTypeCode: '01' }),
      ),
    ).toMatchObject({ status: 403 });
  });
});

describe('learning tool token', () => {
  test('Scenario: the token names the user and quest until it expires', async () => {
    const userId = await studentWith(demo.quests.grade6);
    const { token } = await getLearningToolToken(h.client, {
      query: { UserId: userId, QuestId: demo.quests.grade6 },
    });
    await expect(verifyLearningToolToken(h.deps, token)).resolves.toEqual({
      userId,
      questId: demo.quests.grade6,
    });
    await expect(verifyLearningToolToken(h.deps, `${token}x`)).resolves.toBeNull();
    const [stored] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from learning_tool_tokens where token_hash = $1',
      [token],
    );
    expect(stored!.n).toBe(0);
    h.clock.advance(11 * 60_000);
    await expect(verifyLearningToolToken(h.deps, token)).resolves.toBeNull();
  });
});

describe('demo data', () => {
  test('Scenario: the student sees the Grade 6 quest with progress and every content type', async () => {
    await h.signInAs(demo.users.student.id);
    const { questList } = await getUserQuest(h.client, { query: { userId: demo.users.student.id } });
    expect(questList.map((q) => q.questId)).toEqual([demo.quests.grade6]);

    const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade6 } });
    expect(new Set(list.questContents.map((c) => c.contentTypeCode)).size).toBe(10);
    expect(list.missions.map((m) => m.missionName)).toContain('GO_CODERZ');
    expect(list.missions.find((m) => m.missionDisplayName === 'Live Science Lab')!.hasOnlineSession).toBe(
      true,
    );
    expect(list.missions.find((m) => m.missionDisplayName === 'CODING')!.hasOnlineSession).toBe(true);
    for (const video of list.questContents.filter((c) => ['01', '02', '03'].includes(c.contentTypeCode))) {
      expect(video.markers).toHaveLength(3);
      expect(video.fileUrl).toBe(`/media/hls/${video.contentId}/index.m3u8`);
    }
    const page = list.questContents.find((c) => c.contentId === C.habitatsOfTheWorld)!;
    // A content-origin page carries its content grant (ADR 0105).
    expect(page.fileUrl).toMatch(
      new RegExp(
        `^http://content\\.test/pages/html-page\\.html\\?contentId=${page.contentId}&grant=[\\w-]+$`,
      ),
    );
    const intro = list.questContents.find((c) => c.contentId === C.fractionsIntro)!;
    expect(intro.taskId).toBeNull();
    expect(intro.markers[0]).toEqual({ time: 35, text: 'What is a whole?', position: 8.33 });
    expect(list.questContents.find((c) => c.contentId === C.fractionsTest)!.testCode).toBe(
      demo.tests.fractions,
    );

    const progress = await getUserProgress(h.client, {
      query: { QuestId: demo.quests.grade6, UserId: demo.users.student.id },
    });
    expect(progress.quest.points).toBeGreaterThan(0);
    expect(progress.quest.completedCount).toBe(8);
  });

  test('Scenario: users with quests have their last quest set; the locked user is at the Play-locked location', async () => {
    const rows = await h.db.query<{ id: number; last: number | null; location: number }>(
      'select id, last_quest_id as last, location_id as location from users where id = any($1::int[]) order by id',
      [Object.values(demo.users).map((u) => u.id)],
    );
    expect(rows).toEqual([
      { id: demo.users.student.id, last: demo.quests.grade6, location: 1 },
      { id: demo.users.newStudent.id, last: null, location: 1 },
      { id: demo.users.spectrum.id, last: demo.quests.spectrum, location: 1 },
      { id: demo.users.trialExpired.id, last: demo.quests.grade7Trial, location: 1 },
      { id: demo.users.locked.id, last: demo.quests.grade6, location: 2 },
      { id: demo.users.competitor.id, last: demo.quests.grade6, location: 1 },
    ]);
  });
});
