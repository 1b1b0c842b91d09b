import {
  getContentList,
  getContentRating,
  getLearningToolToken,
  getLocationContentStatus,
  getUserProgress,
  getUserQuest,
  learningEndpoints,
  sendContentAccess,
  setContentDownload,
  setContentRating,
  setCrmData,
} from '@quest/api';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { istTimestamp } from '../../src/areas/learning/content-access.ts';
import { demo } from '../../src/seed/ids.ts';
import { learningIds } from '../../src/seed/learning-ids.ts';
import { learningSeeder } from '../../src/seed/learning.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

const { contents: C } = learningIds;
const student = demo.users.student.id;
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
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
    test('the call is logged and kept', async () => {
      await asStudent();
      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      try {
        await expect(
          setCrmData(h.client, {
            query: {
              phone: demo.users.student.userName,
              name: 'Aarav',
              product_name: 'Grade 6 Explorer Quest',
            },
          }),
        ).resolves.toEqual({ success: true });
        expect(log).toHaveBeenCalledWith(expect.stringContaining('SetCRMData'));
      } finally {
        log.mockRestore();
      }
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
