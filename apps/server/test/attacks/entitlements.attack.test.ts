import type { endpoints } from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createContentApp } from '../../src/areas/media/content-origin.ts';
import { createSession } from '../../src/identity/sessions.ts';
import { assessmentIds } from '../../src/seed/assessment-ids.ts';
import { demo } from '../../src/seed/ids.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { learningIds } from '../../src/seed/learning-ids.ts';
import { createHarness, pathOf, send, type Harness } from './support.ts';

/*
 * Entitlements (issue 22, part E1; docs/decisions/0105-entitlements-enforced-by-the-server.md). The attacker found
 * that only the app checked who holds a quest: a student without the quest fetched its tests, submitted a blank
 * attempt, read the answer key and scored full marks on the retake; an expired trial still served PDFs and tests;
 * a location-locked activity opened from a direct link; schedules with Join links, leaderboards with full names and
 * masterclass links of any quest were readable by any student. Each test replays one finding against the seeded
 * demo server and passes when the server refused.
 */

const C = learningIds.contents;
const GRADE6 = demo.quests.grade6;
const TRIAL_QUEST = demo.quests.grade7Trial;
const TRIAL_EXPIRED = 'Your trial has expired. Please buy the product to get access to its contents.';
const MINUTE = 60_000;

let h: Harness;
let content: ReturnType<typeof createContentApp>;
/** Holds nothing (the new demo student). */
let outsider: string;
/** The demo student: holds Grade 6, so the same requests succeed for him (the refusals are not blanket ones). */
let holder: string;
/** Rohan: holds Grade 6 at the location that locks Play. */
let locked: string;
let trialUser: number;
let trialToken: string;

const json = (value: unknown) => JSON.stringify(value);
const get = (token: string, name: keyof typeof endpoints, query?: Record<string, string | number>) =>
  send(h, 'GET', pathOf(name, query), { token });
let keys = 0;
/** A POST as the app sends it (writes that may be retried carry an Idempotency-Key). */
const post = (token: string, name: keyof typeof endpoints, body: unknown) =>
  send(h, 'POST', pathOf(name), {
    token,
    body: json(body),
    headers: { 'Idempotency-Key': `entitlement-attack-${(keys += 1)}` },
  });

async function refused(response: Response | Promise<Response>, status = 403, message?: string) {
  const answer = await response;
  expect(answer.status).toBe(status);
  if (message !== undefined) expect(((await answer.json()) as { error: string }).error).toBe(message);
}

/** The content list's questContents of a quest, as the student's own app would receive it. */
async function contents(token: string, questId: number) {
  const response = await get(token, 'getContentList', { QuestId: questId });
  expect(response.status).toBe(200);
  const list = (await response.json()) as {
    isTrialOver: boolean;
    questContents: { contentId: number; fileUrl: string; htmlContent: string }[];
  };
  return { ...list, byId: (id: number) => list.questContents.find((c) => c.contentId === id)! };
}

/** A path-and-query on the app, or on the content origin when the address is absolute there. */
const fetchAddress = (address: string) => {
  if (address.startsWith('http://content.test'))
    return content.request(address.slice('http://content.test'.length));
  return h.app.request(address);
};

const blankAttempt = (userId: number, testCode: string) => ({
  testTrackingId: '',
  userId: String(userId),
  locationId: '1',
  groupId: '1',
  questId: String(GRADE6),
  contentId: String(C.fractionsTest),
  testCode,
  testActualDuration: '1200',
  testAttemptedDuration: '5',
  testTotalMarks: '0',
  marksObtained: '0',
  totalQuestion: '0',
  skipCount: '0',
  rightCount: '0',
  wrongCount: '0',
  percentage: '100',
  attemptedDate: '2025-01-10 10:30:00',
  question: [],
  missionActivitySummaryId: '',
});

beforeAll(async () => {
  h = await createHarness();
  await seedIfEmpty(h.deps);
  content = createContentApp(h.deps);
  outsider = await createSession(h.deps, demo.users.newStudent.id);
  holder = await createSession(h.deps, demo.users.student.id);
  locked = await createSession(h.deps, demo.users.locked.id);
  // A student on a trial of the Grade 7 quest ending in 5 minutes (the attacks move the server's clock past it,
  // while the links and tokens the student was given are still live).
  trialUser = await h.createUser({ firstName: 'Tara' });
  await h.db.query(
    `insert into user_quests (user_id, quest_id, is_on_trial, is_trial_taken, trial_ends_at, assigned_at)
     values ($1, $2, true, true, $3, $4)`,
    [trialUser, TRIAL_QUEST, new Date(h.clock.now().getTime() + 5 * MINUTE), h.clock.now()],
  );
  trialToken = await createSession(h.deps, trialUser);
});
afterAll(async () => {
  await h?.close();
});

describe('a student without the quest and its tests', () => {
  const code = demo.tests.fractions;
  const N = demo.users.newStudent.id;

  test('fetching the quest test (questions) is refused', async () => {
    await refused(
      get(outsider, 'getTestQuestion', { testCode: code }),
      403,
      'This test is not assigned to you.',
    );
    expect((await get(holder, 'getTestQuestion', { testCode: code })).status).toBe(200);
  });

  test('starting and submitting a blank attempt are refused, and nothing is recorded', async () => {
    await refused(
      post(outsider, 'startTestAttempt', { userId: N, testCode: code, contentId: C.fractionsTest }),
    );
    await refused(post(outsider, 'sendTestAttempt', blankAttempt(N, code)));
    const [row] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from test_attempts where user_id = $1',
      [N],
    );
    expect(row!.n).toBe(0);
  });

  test('the answer key and review (history, then the questions again for the retake) are refused', async () => {
    await refused(get(outsider, 'getTestHistory', { UserId: N, TestCode: code }));
    await refused(post(outsider, 'sendTestAttempt', blankAttempt(N, code)));
    const again = await get(outsider, 'getTestQuestion', { testCode: code });
    expect(again.status).toBe(403);
    expect(await again.text()).not.toMatch(/"answer":"\d/);
  });

  test('the analytics and detail of the test are refused', async () => {
    const testId = assessmentIds.tests.fractions;
    for (const name of [
      'getTestDetailByUserAndTestId',
      'getTesBloomLevelAnalysis',
      'getTesDifficultyAnalysis',
      'getTestDOKLevelAnalysis',
      'getQuestionWiseTestAnalysis',
    ] as const) {
      const body =
        name === 'getTestDetailByUserAndTestId'
          ? { userId: N, testId, range: '', pageNumber: 1, pageSize: 10 }
          : { userId: N, testId };
      await refused(post(outsider, name, body), 403);
    }
  });

  test('flagging a question of the test is refused', async () => {
    const [question] = await h.db.query<{ id: number }>(
      'select id from assessment_questions where test_id = $1 limit 1',
      [assessmentIds.tests.fractions],
    );
    await refused(post(outsider, 'questionFlag', { questionId: question!.id, remark: 'spam' }));
  });

  test("the quest's content list, ratings, progress, downloads and video are refused", async () => {
    await refused(
      get(outsider, 'getContentList', { QuestId: GRADE6 }),
      403,
      'This quest is not assigned to you.',
    );
    await refused(get(outsider, 'getContentRating', { ContentId: C.fractionsIntro }));
    await refused(get(outsider, 'getUserProgress', { QuestId: GRADE6, UserId: N }));
    await refused(get(outsider, 'setContentDownload', { UserId: N, ContentId: C.fractionsNotes }));
    await refused(get(outsider, 'getMkioToken', { ContentId: C.fractionsIntro }));
    await refused(get(outsider, 'getKey', { ContentCode: C.fractionsIntro }));
    await refused(get(outsider, 'getLearningToolToken', { UserId: N, QuestId: GRADE6 }));
  });

  test('a PDF of the quest is not served without a grant, nor with a grant of another quest', async () => {
    await refused(h.app.request('/media/pdf/demo.pdf'), 401);
    const trialPdf = (await contents(trialToken, TRIAL_QUEST)).byId(C.photosynthesisNotes).fileUrl;
    const foreign = trialPdf.replace(`contentId=${C.photosynthesisNotes}`, `contentId=${C.fractionsNotes}`);
    await refused(h.app.request(foreign), 403);
  });
});

describe('an expired trial (the server clock moves past its end)', () => {
  test('its PDFs, tests, video, pages and learning tool are refused with the "Trial Expired" text', async () => {
    const list = await contents(trialToken, TRIAL_QUEST);
    const pdf = list.byId(C.photosynthesisNotes).fileUrl;
    expect((await h.app.request(pdf)).status).toBe(200);
    expect((await get(trialToken, 'getTestQuestion', { testCode: demo.tests.photosynthesis })).status).toBe(
      200,
    );
    const tool = await get(trialToken, 'getLearningToolToken', { UserId: trialUser, QuestId: TRIAL_QUEST });
    const { token } = (await tool.json()) as { token: string };

    h.clock.advance(6 * MINUTE);
    try {
      await refused(h.app.request(pdf), 403, TRIAL_EXPIRED);
      await refused(
        get(trialToken, 'getTestQuestion', { testCode: demo.tests.photosynthesis }),
        403,
        TRIAL_EXPIRED,
      );
      await refused(
        post(trialToken, 'sendTestAttempt', {
          ...blankAttempt(trialUser, demo.tests.photosynthesis),
          questId: '0',
        }),
        403,
        TRIAL_EXPIRED,
      );
      await refused(get(trialToken, 'getMkioToken', { ContentId: C.nutritionIntro }), 403, TRIAL_EXPIRED);
      await refused(get(trialToken, 'getContentRating', { ContentId: C.nutritionIntro }), 403, TRIAL_EXPIRED);
      const tool = await content.request(`/learning-tool/auth?token=${token}`);
      expect(tool.status).toBe(403);
      expect(await tool.text()).toContain('Your trial has expired.');
      // The list still answers (the app shows "Trial Expired" over it) but carries no file or HTML any more.
      const after = await contents(trialToken, TRIAL_QUEST);
      expect(after.isTrialOver).toBe(true);
      expect(after.questContents.every((c) => c.fileUrl === '' && c.htmlContent === '')).toBe(true);
    } finally {
      h.clock.reset();
    }
  });

  test("today's classes of the expired quest (with their Join links) are no longer listed", async () => {
    await h.db.query(
      `insert into community_schedules (kind, quest_id, course_name, schedule_name, teacher, day_offset,
                                        start_second, duration, join_link, app_join_link)
       values ('class', $1, 'Grade 7 Science', 'Trial class', 'Ms. Rao', 0, 0, 1439,
               'https://live.example.com/trial-join', 'quest://join/trial')`,
      [TRIAL_QUEST],
    );
    const before = await get(trialToken, 'getCurrentUserSchedules', { UserId: trialUser });
    expect(await before.text()).toContain('trial-join');
    h.clock.advance(6 * MINUTE);
    try {
      const after = await get(await createSession(h.deps, trialUser), 'getCurrentUserSchedules', {
        UserId: trialUser,
      });
      expect(after.status).toBe(200);
      expect(await after.text()).not.toContain('trial-join');
    } finally {
      h.clock.reset();
    }
  });
});

describe('a location-locked activity', () => {
  test('the content list sends no address for it', async () => {
    const list = await contents(locked, GRADE6);
    expect(list.byId(C.fractionPizza).fileUrl).toBe('');
    expect(list.byId(C.fractionsNotes).fileUrl).toContain('grant=');
  });

  test('a direct link to the activity page is refused by the server', async () => {
    // The attacker takes a real grant from a PDF address and points it at the locked activity.
    const pdf = new URL((await contents(locked, GRADE6)).byId(C.fractionsNotes).fileUrl, 'http://app.test');
    const grant = pdf.searchParams.get('grant')!;
    const page = await content.request(`/pages/activity.html?contentId=${C.fractionPizza}&grant=${grant}`);
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('Play content is locked for your location.');
    // Without a grant at all the page is not served either.
    expect((await content.request('/pages/activity.html')).status).toBe(401);
    // The holder at an open location opens it with the address his list gives him.
    const open = (await contents(holder, GRADE6)).byId(C.fractionPizza).fileUrl;
    expect((await fetchAddress(open)).status).toBe(200);
  });

  test('recording an access or a rating of the locked activity is refused', async () => {
    await refused(
      post(locked, 'setContentRating', {
        userId: demo.users.locked.id,
        contentId: C.fractionPizza,
        rating: 5,
      }),
      403,
      'Play content is locked for your location.',
    );
  });
});

describe('community data of a quest the student does not hold', () => {
  const N = demo.users.newStudent.id;

  test('the mission schedules with their Join links are refused', async () => {
    await refused(
      get(outsider, 'getTrialSchedules', { UserId: N, Missionid: learningIds.missions.liveScienceLab }),
    );
    const own = await get(holder, 'getTrialSchedules', {
      UserId: demo.users.student.id,
      Missionid: learningIds.missions.liveScienceLab,
    });
    expect(own.status).toBe(200);
  });

  test("today's classes list none of the quest's classes", async () => {
    const response = await get(outsider, 'getCurrentUserSchedules', { UserId: N });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  test("the leaderboard (learners' names) is refused", async () => {
    await refused(
      get(outsider, 'getLeaderBoard', { QuestId: GRADE6 }),
      403,
      'This quest is not assigned to you.',
    );
    expect((await get(holder, 'getLeaderBoard', { QuestId: GRADE6 })).status).toBe(200);
  });

  test('the shared data of the quest is refused', async () => {
    await refused(get(outsider, 'getSharedData', { UserId: N, QuestId: GRADE6 }));
    await refused(
      post(outsider, 'postSharedData', { userId: demo.users.student.id, questId: GRADE6, isShared: true }),
    );
  });

  test('the masterclass links are refused', async () => {
    await refused(get(outsider, 'getMasterclassLinks'), 403);
    expect((await get(holder, 'getMasterclassLinks')).status).toBe(200);
  });

  test('the external test page does not open for a forged session or an assignment of someone else', async () => {
    const [assignment] = await h.db.query<{ id: number }>(
      'select id from online_test_assignments where user_id = $1 limit 1',
      [demo.users.student.id],
    );
    const page = (token: string) =>
      content.request(`/pages/external-test.html?token=${token}&osaid=${assignment!.id}&type=web`);
    expect((await page('forged')).status).toBe(401);
    expect((await page(outsider)).status).toBe(403);
    expect((await page(holder)).status).toBe(200);
  });
});

describe("the journeys' test-only route", () => {
  test('POST /__test/hold (assign a quest) is refused in production', async () => {
    const production = await createHarness({ production: true });
    try {
      const response = await send(production, 'POST', '/__test/hold', {
        body: json({ userName: demo.users.newStudent.userName, questId: GRADE6 }),
      });
      expect(response.status).toBe(403);
    } finally {
      await production.close();
    }
  });
});
