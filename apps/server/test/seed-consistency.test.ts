import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DAY_MS } from '../src/areas/community/time.ts';
import { holidayNotice } from '../src/seed/community.ts';
import { demo } from '../src/seed/ids.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * The demo data agrees with itself across tables (ADR 0117): every test a content opens is its own paper (title,
 * subject, grade, duration), papers' directions match their questions, online tests suit the student's grade,
 * notices name the points, tasks, queries and holidays the other tables hold, and nothing is dated in the future.
 * The seed runs once into a fresh database; its holiday notice, placed relative to the day it runs, is checked
 * for every day of two years.
 */

const IST_MS = 330 * 60_000;
/** Friday 14 March 2025, 12:00 IST. */
const SEEDED_AT = '2025-03-14T06:30:00Z';

/** A paper's subject as its mission's name says it (missions without a subject open no tests). */
function subjectOfMission(name: string): string | null {
  if (/math/i.test(name)) return 'Mathematics';
  if (/science/i.test(name)) return 'Science';
  if (/english/i.test(name)) return 'English';
  return null;
}

/** The grade numbers a grade's name holds ("Grade 6", "Class 7"). */
const gradeNumber = (name: string) => Number(/(\d{1,2})/.exec(name)?.[1] ?? NaN);

/** Holidays on fixed dates: [name, month 1–12, day]. */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [string, number, number]> = [
  ['Republic Day', 1, 26],
  ['Ambedkar Jayanti', 4, 14],
  ['Labour Day', 5, 1],
  ['Independence Day', 8, 15],
  ['Gandhi Jayanti', 10, 2],
  ['Christmas', 12, 25],
];
/** Festivals of the lunar calendar: the months (1–12) a notice about them can fall in. */
const LUNAR_FESTIVALS: ReadonlyArray<readonly [string, number[]]> = [
  ['Holi', [2, 3]],
  ['Diwali', [10, 11]],
  ['Dussehra', [9, 10]],
  ['Raksha Bandhan', [7, 8]],
  ['Ganesh Chaturthi', [8, 9]],
];
/** Weekday and month names as an Indian reader writes them, from Intl (not the seed's own tables). */
const spell = (date: Date) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { ...options, timeZone: 'UTC' }).format(date);
  return { weekday: part({ weekday: 'long' }), month: part({ month: 'long' }) };
};

/**
 * What is wrong with a notice's holiday or festival (empty when it names none, or names it rightly): a fixed-date
 * holiday must be named with its weekday and date and come at most 14 days before it; a lunar festival's notice
 * must fall in the months the festival can.
 */
function festivalProblems(text: string, at: Date): { named: number; problems: string[] } {
  const ist = new Date(at.getTime() + IST_MS);
  const today = Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate());
  const problems: string[] = [];
  let named = 0;
  for (const [name, month, day] of FIXED_HOLIDAYS) {
    if (!text.includes(name)) continue;
    named += 1;
    let year = ist.getUTCFullYear();
    if (Date.UTC(year, month - 1, day) < today) year += 1;
    const date = new Date(Date.UTC(year, month - 1, day));
    const daysBefore = (date.getTime() - today) / DAY_MS;
    if (daysBefore > 14) problems.push(`"${text}" is dated ${daysBefore} days before ${name}`);
    const names = spell(date);
    const spelled = `${names.weekday}, ${day} ${names.month}`;
    if (!text.includes(spelled)) problems.push(`"${text}" does not name ${name} as ${spelled}`);
  }
  for (const [name, months] of LUNAR_FESTIVALS) {
    if (!new RegExp(`\\b${name}\\b`).test(text)) continue;
    named += 1;
    if (!months.includes(ist.getUTCMonth() + 1)) {
      problems.push(`"${text}" is dated in month ${ist.getUTCMonth() + 1}, when ${name} never falls`);
    }
  }
  return { named, problems };
}

test('the holiday notice agrees with its holiday whichever day the demo is seeded on', () => {
  const start = Date.UTC(2025, 0, 1, 6, 30);
  for (let day = 0; day < 730; day += 1) {
    const seeded = new Date(start + day * DAY_MS);
    const [, at, text] = holidayNotice(seeded);
    expect(at.getTime(), text).toBeLessThanOrEqual(seeded.getTime());
    expect(festivalProblems(text, at)).toEqual({ named: 1, problems: [] });
  }
  // The original notice cancelled classes for Holi in October.
  expect(
    festivalProblems('No live classes on Friday for Holi.', new Date('2026-10-28T02:30:00Z')).problems,
  ).toHaveLength(1);
});

interface TestContent {
  contentId: number;
  contentName: string;
  typeCode: string;
  time: number;
  points: number;
  missionName: string;
  missionDisplayName: string;
  questId: number;
  questGrades: string[];
  testCode: string;
  paperId: number | null;
  testName: string | null;
  subjectName: string | null;
  grade: number | null;
  minutes: number | null;
}

interface Notice {
  userId: number | null;
  text: string;
  at: Date;
  aboutMessageId: number | null;
}

describe(`the demo seeded at ${SEEDED_AT}`, () => {
  let h: Harness;
  let now: Date;

  beforeAll(async () => {
    h = await createHarness();
    h.clock.set(new Date(SEEDED_AT));
    expect(await seedIfEmpty(h.deps)).toBe(true);
    now = h.clock.now();
  });
  afterAll(async () => {
    await h?.close();
  });

  const testContents = () =>
    h.db.query<TestContent>(
      `select c.id as "contentId", c.display_name as "contentName", c.type_code as "typeCode", c.time, c.points,
                m.name as "missionName", m.display_name as "missionDisplayName", q.id as "questId",
                array(select g.name from grades g where g.id = any(q.grade_ids)) as "questGrades",
                c.test_code as "testCode", t.id as "paperId", t.test_name as "testName",
                t.subject_name as "subjectName", t.grade, t.total_duration as minutes
           from contents c join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
           join quests q on q.id = m.quest_id left join assessment_tests t on t.test_code = c.test_code
          where coalesce(c.test_code, '') <> ''
          order by c.id`,
    );

  const notices = async (): Promise<Notice[]> =>
    (
      await h.db.query<Notice>(
        `select user_id as "userId", message_text as text, modified_on as at,
                about_message_id as "aboutMessageId"
           from community_notifications`,
      )
    ).map((n) => ({ ...n, at: new Date(n.at) }));

  test('every content with a test code opens an existing paper of its own subject and grade', async () => {
    const rows = await testContents();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      const where = `content ${row.contentId} "${row.contentName}" → ${row.testCode}`;
      expect(row.paperId, `${where}: no such paper`).not.toBeNull();
      expect(row.subjectName, `${where}: subject`).toBe(
        subjectOfMission(`${row.missionName} ${row.missionDisplayName}`),
      );
      const grades = row.questGrades.map(gradeNumber);
      expect(grades, `${where}: the paper is for Grade ${row.grade}`).toContain(row.grade);
    }
  });

  test('a test content is named after its paper and lasts as long as it', async () => {
    const tests = (await testContents()).filter((row) => row.typeCode === '08' || row.typeCode === '09');
    expect(tests.length).toBeGreaterThanOrEqual(5);
    for (const row of tests) {
      const where = `content ${row.contentId} "${row.contentName}"`;
      expect(row.contentName.toLowerCase(), `${where} opens "${row.testName}"`).toContain(
        row.testName!.toLowerCase(),
      );
      expect(row.time, `${where}: time against the paper's ${row.minutes} min`).toBe(row.minutes! * 60);
    }
    // The examples, by id.
    const byId = new Map(tests.map((row) => [row.contentId, row]));
    expect(byId.get(203003)).toMatchObject({ testCode: demo.tests.photosynthesis, grade: 7 });
    expect(byId.get(201009)?.testName).toBe('Quick Check: Decimals');
  });

  test("every paper's directions give its question count and minutes, and every paper is used", async () => {
    const papers = await h.db.query<{
      id: number;
      code: string;
      minutes: number;
      directions: string;
      questions: number;
      opened: boolean;
      assigned: boolean;
    }>(
      `select t.id, t.test_code as code, t.total_duration as minutes, t.directions,
                (select count(*)::int from assessment_questions q where q.test_id = t.id) as questions,
                exists (select 1 from contents c where c.test_code = t.test_code) as opened,
                exists (select 1 from online_test_assignments a where a.test_id = t.id) as assigned
           from assessment_tests t order by t.id`,
    );
    expect(papers.length).toBeGreaterThan(4);
    for (const paper of papers) {
      const text = paper.directions.replace(/<[^>]+>/g, '');
      expect(text, paper.code).toContain(`This test has ${paper.questions} questions`);
      expect(text, paper.code).toContain(`lasts ${paper.minutes} minutes`);
      expect(paper.opened || paper.assigned, `${paper.code} is neither opened nor assigned`).toBe(true);
    }
    for (const code of Object.values(demo.tests)) {
      expect(papers.find((p) => p.code === code)?.opened, `${code} is opened by a content`).toBe(true);
    }
  });

  test("online tests are papers of the assigned student's grade; attempts name a quest that holds the test", async () => {
    const assignments = await h.db.query<{ id: number; grade: number | null; studentGrade: string | null }>(
      `select a.id, t.grade, g.name as "studentGrade"
           from online_test_assignments a join assessment_tests t on t.id = a.test_id
           join users u on u.id = a.user_id left join grades g on g.id = u.grade_id`,
    );
    expect(assignments.length).toBeGreaterThan(0);
    for (const a of assignments) {
      expect(a.grade, `assignment ${a.id}`).toBe(gradeNumber(a.studentGrade ?? ''));
    }
    const strays = await h.db.query(
      `select a.id from test_attempts a join assessment_tests t on t.id = a.test_id
          where a.quest_id is not null and not exists (
                select 1 from contents c join operations o on o.id = c.operation_id
                  join missions m on m.id = o.mission_id
                 where m.quest_id = a.quest_id and c.test_code = t.test_code)`,
    );
    expect(strays).toEqual([]);
  });

  test('no notice, message or attempt is dated after the moment of seeding', async () => {
    const [late] = await h.db.query<{ notices: number; messages: number; attempts: number }>(
      `select (select count(*)::int from community_notifications where modified_on > $1) as notices,
                (select count(*)::int from community_messages where created_on > $1) as messages,
                (select count(*)::int from test_attempts where submitted_at > $1) as attempts`,
      [now],
    );
    expect(late).toEqual({ notices: 0, messages: 0, attempts: 0 });
    const backwards = await h.db.query(
      `select r.id from community_messages r join community_messages q on q.id = r.parent_id
          where r.created_on < q.created_on`,
    );
    expect(backwards).toEqual([]);
  });

  test('a notice naming points for a task or content states its points, after the student earned them', async () => {
    const all = await notices();
    const claims = all.flatMap((n) =>
      [...n.text.matchAll(/(\d+) points (?:for|with) "([^"]+)"/g)].map((m) => ({
        notice: n,
        points: Number(m[1]),
        name: m[2]!,
      })),
    );
    expect(claims.length).toBeGreaterThanOrEqual(2);
    for (const { notice, points, name } of claims) {
      const where = `"${notice.text}"`;
      const contents = await h.db.query<{ id: number; points: number }>(
        `select c.id, c.points from contents c
            where c.task_id in (select id from tasks where display_name = $1)
               or (c.display_name = $1 and not exists (select 1 from tasks where display_name = $1))`,
        [name],
      );
      expect(contents.length, `${where}: "${name}" is no task or content`).toBeGreaterThan(0);
      expect(
        contents.reduce((sum, c) => sum + c.points, 0),
        where,
      ).toBe(points);
      if (notice.userId === null) continue;
      const [earned] = await h.db.query<{ points: number; at: Date | null; count: number }>(
        `select coalesce(sum(points_earned), 0)::int as points, max(points_earned_at) as at,
                  count(*) filter (where points_earned > 0)::int as count
             from user_content_progress where user_id = $1 and content_id = any($2::int[])`,
        [notice.userId, contents.map((c) => c.id)],
      );
      expect(earned!.points, `${where}: the student's earned points`).toBe(points);
      expect(earned!.count, where).toBe(contents.length);
      expect(new Date(earned!.at!).getTime(), `${where} comes after the points`).toBeLessThanOrEqual(
        notice.at.getTime(),
      );
    }
  });

  test("a notice of a query's reply follows a teacher's reply to that student's query", async () => {
    const replies = (await notices()).flatMap((n) => {
      const m = /Your query "([^"]+)" has (?:a|a new) reply/.exec(n.text);
      return m ? [{ notice: n, subject: m[1]! }] : [];
    });
    expect(replies.length).toBeGreaterThanOrEqual(2);
    for (const { notice, subject } of replies) {
      const [reply] = await h.db.query<{ id: number; at: Date }>(
        `select q.id, max(r.created_on) as at from community_messages q
           join community_messages r on r.parent_id = q.id and r.created_by is null
          where q.parent_id is null and q.subject = $1 and q.created_by = $2
          group by q.id`,
        [subject, notice.userId],
      );
      expect(reply?.at, `"${notice.text}": no teacher reply to such a query`).toBeTruthy();
      expect(new Date(reply!.at).getTime()).toBeLessThanOrEqual(notice.at.getTime());
      // It opens that query's thread (ADR 0116).
      expect(notice.aboutMessageId, notice.text).toBe(reply!.id);
    }
  });

  test("a teacher's reply about a test's points states that test's points, after the student took it", async () => {
    const threads = await h.db.query<{ subject: string; body: string; userId: number; asked: Date }>(
      `select q.subject, r.message_body as body, q.created_by as "userId", q.created_on as asked
           from community_messages q join community_messages r on r.parent_id = q.id and r.created_by is null
          where q.parent_id is null and r.message_body ~ 'Your [0-9]+ points'`,
    );
    expect(threads.length).toBeGreaterThan(0);
    const tests = (await testContents()).filter((row) => row.typeCode === '08' || row.typeCode === '09');
    for (const thread of threads) {
      const points = Number(/Your (\d+) points/.exec(thread.body)![1]);
      const named = tests.filter((t) =>
        new RegExp(`\\b${t.testName!.split(/[:\s]/)[0]}\\b test`, 'i').test(thread.subject),
      );
      expect(named.length, `"${thread.subject}" names a test`).toBeGreaterThan(0);
      const [taken] = await h.db.query<{ at: Date | null; points: number }>(
        `select min(first_accessed_at) as at, coalesce(max(points_earned), 0)::int as points
             from user_content_progress where user_id = $1 and content_id = any($2::int[])`,
        [thread.userId, named.map((t) => t.contentId)],
      );
      expect(taken!.points, `"${thread.subject}"`).toBe(points);
      expect(named.some((t) => t.points === points)).toBe(true);
      expect(taken!.at, `"${thread.subject}": the student never took it`).toBeTruthy();
      expect(new Date(taken!.at!).getTime()).toBeLessThan(new Date(thread.asked).getTime());
    }
  });

  test('a notice naming a holiday or festival is dated just before it, and names its true date', async () => {
    const checked = (await notices()).map((n) => festivalProblems(n.text, n.at));
    expect(checked.flatMap((c) => c.problems)).toEqual([]);
    expect(checked.reduce((sum, c) => sum + c.named, 0)).toBeGreaterThanOrEqual(1);
  });
});
