import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import {
  DAILY_POINTS_CAP,
  istTimestamp,
  OPEN_SECONDS_FOR_POINTS,
} from '../../src/areas/learning/content-access.ts';
import { createSession } from '../../src/identity/sessions.ts';
import { demo } from '../../src/seed/ids.ts';
import { learningSeeder } from '../../src/seed/learning.ts';
import { createHarness, send, type Harness } from './support.ts';

/*
 * Points farming (issue 22, ADR 0106): 21 access records sent by a script, never opening a content, earned 210
 * points, a coupon and first place on the leaderboard. The server now measures: a content's points come once, from
 * an access at least 10 s (server clock) after the server saw that content open with no other open in between,
 * and never more than DAILY_POINTS_CAP a day. Each attack passes when the server held.
 */

const QUEST = demo.quests.grade6;
const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;
/** 09:30 in UTC+05:30: a whole study day ahead, so a test never crosses midnight. */
const MORNING = new Date('2030-01-15T04:00:00Z');

interface QuestContent {
  id: number;
  type: string;
  points: number;
}

let h: Harness;
let contents: QuestContent[];

beforeAll(async () => {
  h = await createHarness();
  await learningSeeder.run(h.db, h.deps);
  contents = await h.db.query<QuestContent>(
    `select c.id, c.type_code as type, c.points
       from contents c join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
      where m.quest_id = $1 and c.points > 0 order by c.id`,
    [QUEST],
  );
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => h.clock.set(MORNING));

/** A new student holding the quest, signed in: the attacker's own account. */
async function attacker() {
  const userId = await h.createUser();
  await h.db.query(
    `insert into user_quests (user_id, quest_id, is_assigned, assigned_at) values ($1, $2, true, $3)`,
    [userId, QUEST, h.clock.now()],
  );
  return { userId, token: await createSession(h.deps, userId) };
}

type Student = Awaited<ReturnType<typeof attacker>>;

const open = (s: Student, contentId: number) =>
  send(h, 'POST', '/QuestUser/OpenContent', {
    token: s.token,
    body: JSON.stringify({ userId: s.userId, questId: QUEST, contentId }),
  });

/** A forged access record, as a script sends it: a long duration, a fresh Idempotency-Key each time. */
async function access(s: Student, content: QuestContent, seconds = 600) {
  const response = await send(h, 'POST', '/QuestUser/SendContentAccess', {
    token: s.token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({
      missionActivityId: '',
      userId: s.userId,
      locationId: 1,
      groupId: 1,
      questId: QUEST,
      contentId: content.id,
      contentTypeCode: content.type,
      accessDate: istTimestamp(h.clock.now()),
      accessDuration: String(seconds),
      missionActivitySummaryId: '',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { pointCardSatus: { earnedPoints: number; accessCount: number } })
    .pointCardSatus;
}

async function earned(s: Student): Promise<number> {
  const response = await send(h, 'GET', `/QuestUser/GetUserProgress?QuestId=${QUEST}&UserId=${s.userId}`, {
    token: s.token,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { quest: { points: number } }).quest.points;
}

describe('attack: points without studying', () => {
  test('21 forged access records, no content ever opened → 0 points (the accesses still count as progress)', async () => {
    const s = await attacker();
    const forged = Array.from({ length: 21 }, (_, i) => contents[i % contents.length]!);
    for (const content of forged) expect((await access(s, content)).earnedPoints).toBe(0);
    expect(await earned(s)).toBe(0);
    const [row] = await h.db.query<{ n: number }>(
      'select count(*)::int as n from content_access where user_id = $1',
      [s.userId],
    );
    expect(row!.n).toBe(21);
  });

  test('an access 1 s after the open → 0 points, whatever duration it claims', async () => {
    const s = await attacker();
    const content = contents[0]!;
    expect((await open(s, content.id)).status).toBe(200);
    h.clock.advance(1 * SECOND);
    expect((await access(s, content, 3600)).earnedPoints).toBe(0);
    expect(await earned(s)).toBe(0);
  });

  test('an honest access 10 s after the open earns the points once; more accesses and opens add nothing', async () => {
    const s = await attacker();
    const content = contents[0]!;
    await open(s, content.id);
    h.clock.advance(OPEN_SECONDS_FOR_POINTS * SECOND);
    expect((await access(s, content, 11)).earnedPoints).toBe(content.points);
    await open(s, content.id);
    h.clock.advance(OPEN_SECONDS_FOR_POINTS * SECOND);
    expect((await access(s, content)).earnedPoints).toBe(0);
    expect(await earned(s)).toBe(content.points);
  });

  test('ten parallel accesses after one honest open earn the points once', async () => {
    const s = await attacker();
    const content = contents[1]!;
    await open(s, content.id);
    h.clock.advance(OPEN_SECONDS_FOR_POINTS * SECOND);
    const cards = await Promise.all(Array.from({ length: 10 }, () => access(s, content)));
    expect(cards.reduce((sum, card) => sum + card.earnedPoints, 0)).toBe(content.points);
    expect(await earned(s)).toBe(content.points);
  });

  test('21 contents opened together, then 10 s of waiting → at most the last one opened earns', async () => {
    const s = await attacker();
    const many = contents.slice(0, 21);
    for (const content of many) await open(s, content.id);
    h.clock.advance(OPEN_SECONDS_FOR_POINTS * SECOND);
    let total = 0;
    for (const content of many) total += (await access(s, content)).earnedPoints;
    expect(total).toBeLessThanOrEqual(many.at(-1)!.points);
    expect(await earned(s)).toBe(total);
  });

  test('a quest the student does not hold: the open is refused and the access earns nothing', async () => {
    const userId = await h.createUser();
    const s = { userId, token: await createSession(h.deps, userId) };
    expect((await open(s, contents[0]!.id)).status).toBe(403);
  });
});

describe('attack: farming within the rules, beyond the daily cap', () => {
  test(`honest-looking opens 10 s apart earn at most ${DAILY_POINTS_CAP} points a day; the next day earns again`, async () => {
    // Contents worth 100 points each, so the cap is reached within this quest.
    const saved = await h.db.query<{ id: number; points: number }>(
      'select id, points from contents where id = any($1::int[])',
      [contents.map((c) => c.id)],
    );
    await h.db.query('update contents set points = 100 where id = any($1::int[])', [
      contents.map((c) => c.id),
    ]);
    try {
      const s = await attacker();
      const studied = async (content: QuestContent) => {
        await open(s, content.id);
        h.clock.advance(OPEN_SECONDS_FOR_POINTS * SECOND);
        return (await access(s, content)).earnedPoints;
      };
      let today = 0;
      const tooMany = contents.slice(0, DAILY_POINTS_CAP / 100 + 3);
      for (const content of tooMany) today += await studied(content);
      expect(today).toBe(DAILY_POINTS_CAP);
      expect(await earned(s)).toBe(DAILY_POINTS_CAP);

      // Beyond the cap the accesses are recorded (progress) but earned nothing; tomorrow they can earn.
      h.clock.advance(DAY);
      s.token = await createSession(h.deps, s.userId); // yesterday's session has run out
      const next = contents[DAILY_POINTS_CAP / 100]!;
      expect(await studied(next)).toBe(100);
      expect(await earned(s)).toBe(DAILY_POINTS_CAP + 100);
    } finally {
      for (const row of saved) {
        await h.db.query('update contents set points = $2 where id = $1', [row.id, row.points]);
      }
    }
  });
});
