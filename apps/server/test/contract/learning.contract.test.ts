import {
  getContentList,
  getContentRating,
  getLearningToolToken,
  getLocationContentStatus,
  getPointsBalance,
  getUserProgress,
  getUserQuest,
  learningEndpoints,
  openContent,
  redeemPoints,
  sendContentAccess,
  setContentDownload,
  setContentRating,
  setCrmData,
} from '@quest/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { istTimestamp } from '../../src/areas/learning/content-access.ts';
import { demo } from '../../src/seed/ids.ts';
import { learningIds } from '../../src/seed/learning-ids.ts';
import { learningSeeder } from '../../src/seed/learning.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';
import { captureLog } from '../support/log-capture.ts';
import { studentWithQuestPoints } from '../support/points.ts';

const { contents: C } = learningIds;
const student = demo.users.student.id;
let h: Harness;
const log = captureLog();

beforeAll(async () => {
  h = await createHarness({}, [], { log: log.log });
  // The demo users normally come from the identity seeder.
  for (const user of Object.values(demo.users)) {
    await h.db.query(
      `insert into users (id, user_name, password_hash, first_name, contact_no)
       values ($1, $2, 'not-a-hash', $3, $2) on conflict (id) do nothing`,
      [user.id, user.userName, user.firstName],
    );
  }
  await learningSeeder.run(h.db, h.deps);
});
afterAll(() => h.close());

const asStudent = () => h.signInAs(student);

contractSuite(
  learningEndpoints.getUserQuest,
  () => h,
  () => {
    test('the quests the user holds', async () => {
      await h.signInAs(demo.users.spectrum.id);
      const { questList } = await getUserQuest(h.client, { query: { userId: demo.users.spectrum.id } });
      expect(questList.map((q) => [q.questId, q.isAssigned, q.isTrialOver])).toEqual([
        [demo.quests.grade6, true, false],
        [demo.quests.spectrum, true, false],
      ]);
    });

    test('a user without quests gets an empty list', async () => {
      await h.signInAs(demo.users.newStudent.id);
      await expect(getUserQuest(h.client, { query: { userId: demo.users.newStudent.id } })).resolves.toEqual({
        questList: [],
      });
    });
  },
);

contractSuite(
  learningEndpoints.getContentList,
  () => h,
  () => {
    test('missions, operations, tasks and contents of a held quest', async () => {
      await asStudent();
      const list = await getContentList(h.client, { query: { QuestId: demo.quests.grade6 } });
      expect(list.isTrialOver).toBe(false);
      expect(list.missions).toHaveLength(5);
      expect(list.missions[0]).toMatchObject({
        missionId: learningIds.missions.maths,
        missionDisplayName: 'Mathematics',
        points: 90,
        videoCount: 3,
        testCount: 2,
        activityCount: 1,
        webContentCount: 3,
        totalTime: 420 + 360 + 600 + 180 + 1200 + 600 + 480 + 600 + 120,
      });
      expect(list.operations.map((o) => o.sequenceNo).slice(0, 2)).toEqual([1, 2]);
      expect(list.tasks[0]).toEqual({
        taskId: learningIds.tasks.understandingFractions,
        operationId: learningIds.operations.fractions,
        taskDisplayName: 'Understanding Fractions',
      });
      expect(list.questContents.find((c) => c.contentId === C.fractionsAtAGlance)!.htmlContent).toContain(
        '<h2>',
      );
    });

    test('a quest the user does not hold is refused', async () => {
      await asStudent();
      await expect(
        getContentList(h.client, { query: { QuestId: demo.quests.spectrum } }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

contractSuite(
  learningEndpoints.getUserProgress,
  () => h,
  () => {
    test('quest, mission and operation progress of the user', async () => {
      await asStudent();
      const progress = await getUserProgress(h.client, {
        query: { QuestId: demo.quests.grade6, UserId: student },
      });
      expect(progress.questId).toBe(demo.quests.grade6);
      expect(progress.missions).toHaveLength(5);
      expect(progress.operations).toHaveLength(8);
      expect(progress.quest.totalCount).toBe(21);
      expect(progress.quest.progress).toBeGreaterThan(0);
    });
  },
);

contractSuite(
  learningEndpoints.getContentRating,
  () => h,
  () => {
    test('likes, dislikes, views and my rating', async () => {
      await asStudent();
      const rating = await getContentRating(h.client, { query: { ContentId: C.fractionsIntro } });
      expect(rating).toMatchObject({ likeCount: 3, disLikeCount: 0, myRating: 5 });
      expect(rating.viewCount).toBeGreaterThanOrEqual(4);
    });

    test('an unknown content is not found', async () => {
      await asStudent();
      await expect(getContentRating(h.client, { query: { ContentId: 424242 } })).rejects.toMatchObject({
        status: 404,
      });
    });
  },
);

contractSuite(
  learningEndpoints.setContentRating,
  () => h,
  () => {
    test('a rating answers the new summary', async () => {
      await asStudent();
      const summary = await setContentRating(h.client, {
        body: { userId: student, contentId: C.howShadowsForm, rating: 5 },
      });
      expect(summary).toMatchObject({ likeCount: 1, disLikeCount: 0, myRating: 5 });
    });
  },
);

contractSuite(
  learningEndpoints.sendContentAccess,
  () => h,
  () => {
    test('an access record answers the point-card status', async () => {
      await asStudent();
      // The server saw the content open 10 s before (ADR 0106), so the first access earns its points.
      await openContent(h.client, {
        body: { userId: student, questId: demo.quests.grade6, contentId: C.shadowPlay },
      });
      h.clock.advance(10_000);
      const result = await sendContentAccess(h.client, {
        body: {
          missionActivityId: '',
          userId: student,
          locationId: 1,
          groupId: 1,
          questId: demo.quests.grade6,
          contentId: C.shadowPlay,
          contentTypeCode: '10',
          accessDate: istTimestamp(h.clock.now()),
          accessDuration: '35',
          missionActivitySummaryId: '',
        },
      });
      expect(result.pointCardSatus).toMatchObject({
        contentId: C.shadowPlay,
        points: 15,
        earnedPoints: 15,
        isFirstAccess: true,
        accessCount: 1,
      });
    });
  },
);

contractSuite(
  learningEndpoints.openContent,
  () => h,
  () => {
    test('an open of a content of a held quest is recorded on the server clock (ADR 0106)', async () => {
      await asStudent();
      await expect(
        openContent(h.client, {
          body: { userId: student, questId: demo.quests.grade6, contentId: C.fractionsNotes },
        }),
      ).resolves.toEqual({ success: true });
      const [row] = await h.db.query<{ n: number }>(
        'select count(*)::int as n from content_opens where user_id = $1 and content_id = $2',
        [student, C.fractionsNotes],
      );
      expect(row!.n).toBeGreaterThan(0);
    });
    test('a content of a quest the student does not hold is refused with 403', async () => {
      const stranger = await h.createUser();
      await h.signInAs(stranger);
      await expect(
        openContent(h.client, {
          body: { userId: stranger, questId: demo.quests.grade6, contentId: C.fractionsNotes },
        }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

contractSuite(
  learningEndpoints.setContentDownload,
  () => h,
  () => {
    test('a download is recorded', async () => {
      await asStudent();
      await expect(
        setContentDownload(h.client, { query: { UserId: student, ContentId: C.fractionsNotes } }),
      ).resolves.toEqual({ success: true });
      const [row] = await h.db.query<{ n: number }>(
        'select count(*)::int as n from content_downloads where user_id = $1 and content_id = $2',
        [student, C.fractionsNotes],
      );
      expect(row!.n).toBe(1);
    });
  },
);

contractSuite(
  learningEndpoints.getLocationContentStatus,
  () => h,
  () => {
    test('the Watch, Think, Solve and Play flags of a location', async () => {
      await asStudent();
      await expect(
        getLocationContentStatus(h.client, { body: { LocationId: demo.locations.open } }),
      ).resolves.toEqual({ payload: { Watch: true, Think: true, Solve: true, Play: true } });
      await expect(
        getLocationContentStatus(h.client, { body: { LocationId: demo.locations.playLocked } }),
      ).resolves.toEqual({ payload: { Watch: true, Think: true, Solve: true, Play: false } });
    });
  },
);

contractSuite(
  learningEndpoints.setCrmData,
  () => h,
  () => {
    test('the call is logged (the user id only, never phone or name) and kept', async () => {
      await asStudent();
      await expect(
        setCrmData(h.client, {
          query: {
            phone: demo.users.student.userName,
            name: 'Aarav',
            product_name: 'Grade 6 Explorer Quest',
          },
        }),
      ).resolves.toEqual({ success: true });
      expect(log.lines()).toContainEqual(
        expect.objectContaining({ msg: 'SetCRMData', userId: student, reqId: expect.any(String) }),
      );
      expect(log.text()).not.toContain(demo.users.student.userName);
      expect(log.text()).not.toContain('Aarav');
      const [row] = await h.db.query<{ name: string }>('select name from crm_calls where user_id = $1', [
        student,
      ]);
      expect(row?.name).toBe('Aarav');
    });
  },
);

contractSuite(
  learningEndpoints.getLearningToolToken,
  () => h,
  () => {
    test('a token for the quest', async () => {
      await asStudent();
      const { token } = await getLearningToolToken(h.client, {
        query: { UserId: student, QuestId: demo.quests.grade6 },
      });
      expect(token.length).toBeGreaterThanOrEqual(32);
    });
  },
);

// ——— Redeem Points (ADR 0061) ———————————————————————————————————————————————————————————————————————————

/** A fresh student holding grade 6 with all its points earned; answers the id and the points. */
async function pointsStudent(): Promise<{ id: number; earned: number }> {
  const id = await h.createUser();
  const earned = await studentWithQuestPoints(h.db, id, demo.quests.grade6, h.clock.now());
  await h.signInAs(id);
  return { id, earned };
}

contractSuite(
  learningEndpoints.getPointsBalance,
  () => h,
  () => {
    test('earned points as GetUserProgress counts them, nothing redeemed yet', async () => {
      const { id, earned } = await pointsStudent();
      const progress = await getUserProgress(h.client, {
        query: { QuestId: demo.quests.grade6, UserId: id },
      });
      expect(earned).toBe(progress.quest.points);
      await expect(getPointsBalance(h.client, { query: { QuestId: demo.quests.grade6 } })).resolves.toEqual({
        questId: demo.quests.grade6,
        earnedPoints: earned,
        redeemedPoints: 0,
        availablePoints: earned,
        pointsPerRupee: 10,
        blockPoints: 100,
        coupons: [],
      });
    });

    test('a quest the user does not hold is refused', async () => {
      await pointsStudent();
      await expect(
        getPointsBalance(h.client, { query: { QuestId: demo.quests.spectrum } }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);

contractSuite(
  learningEndpoints.redeemPoints,
  () => h,
  () => {
    test('100 points become a ₹10 coupon valid 90 days; the balance drops, the earned points stay', async () => {
      h.clock.set(new Date('2026-05-02T04:45:00Z'));
      const { id, earned } = await pointsStudent();
      expect(earned).toBeGreaterThanOrEqual(200);
      const coupon = await redeemPoints(h.client, { body: { questId: demo.quests.grade6, points: 100 } });
      expect(coupon).toEqual({
        code: expect.stringMatching(/^[A-Z0-9]{6}$/),
        points: 100,
        amount: 10,
        // The test clock keeps running from 10:15:00: a loaded machine can reach the next seconds first.
        createdOn: expect.stringMatching(/^2026-05-02 10:15:[0-5]\d$/),
        validUntil: expect.stringMatching(/^2026-07-31 10:15:[0-5]\d$/),
        usedOn: null,
        status: 'Available',
      });
      // Valid for exactly 90 days from the moment it was made.
      expect(coupon.validUntil.slice(11)).toBe(coupon.createdOn.slice(11));
      const balance = await getPointsBalance(h.client, { query: { QuestId: demo.quests.grade6 } });
      expect(balance).toMatchObject({
        earnedPoints: earned,
        redeemedPoints: 100,
        availablePoints: earned - 100,
      });
      expect(balance.coupons).toEqual([coupon]);
      const progress = await getUserProgress(h.client, {
        query: { QuestId: demo.quests.grade6, UserId: id },
      });
      expect(progress.quest.points).toBe(earned);
      h.clock.reset();
    });

    test('points not in blocks of 100, or more than available, are refused with a message', async () => {
      const { earned } = await pointsStudent();
      const body = (points: number) => ({ body: { questId: demo.quests.grade6, points } });
      for (const points of [50, 150]) {
        await expect(redeemPoints(h.client, body(points))).rejects.toMatchObject({
          status: 400,
          message: 'Redeem points in blocks of 100.',
        });
      }
      const tooMany = (Math.floor(earned / 100) + 1) * 100;
      await expect(redeemPoints(h.client, body(tooMany))).rejects.toMatchObject({
        status: 400,
        message: 'You do not have enough points.',
      });
    });

    test('a quest the user does not hold is refused', async () => {
      await pointsStudent();
      await expect(
        redeemPoints(h.client, { body: { questId: demo.quests.spectrum, points: 100 } }),
      ).rejects.toMatchObject({ status: 403 });
    });
  },
);
