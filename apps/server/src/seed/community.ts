import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DAY_MS, istMonthStart, istSecondOfDay, istYearMonth } from '../areas/community/time.ts';
import { saveUpload } from '../areas/community/uploads.ts';
import type { Db } from '../db.ts';
import { serverRoot } from '../paths.ts';
import { hashPassword } from '../identity/passwords.ts';
import { communityIds } from './community-ids.ts';
import { demoGrades } from './identity-ids.ts';
import { demo } from './ids.ts';
import type { Seeder } from './seeder.ts';
import { linkNotifications } from './notification-about.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The 49 Grade 6 classmates (4001–4049) and two friends from other schools (4050, 4051). */
const classmateNames: ReadonlyArray<readonly [string, string]> = [
  ['Ishaan', 'Malhotra'],
  ['Ananya', 'Reddy'],
  ['Vihaan', 'Gupta'],
  ['Saanvi', 'Nair'],
  ['Arjun', 'Mehta'],
  ['Aadhya', 'Iyer'],
  ['Reyansh', 'Joshi'],
  ['Myra', 'Kapoor'],
  ['Vivaan', 'Chatterjee'],
  ['Kiara', 'Menon'],
  ['Aditya', 'Kulkarni'],
  ['Pari', 'Bose'],
  ['Sai', 'Krishnan'],
  ['Anika', 'Desai'],
  ['Krishna', 'Pillai'],
  ['Navya', 'Agarwal'],
  ['Dhruv', 'Banerjee'],
  ['Aarohi', 'Rao'],
  ['Atharv', 'Patil'],
  ['Ira', 'Saxena'],
  ['Shaurya', 'Chauhan'],
  ['Avni', 'Mishra'],
  ['Ayaan', 'Siddiqui'],
  ['Riya', 'Bhattacharya'],
  ['Rudra', 'Thakur'],
  ['Tara', 'Hegde'],
  ['Kabir', 'Sethi'],
  ['Meher', 'Gill'],
  ['Arnav', 'Pandey'],
  ['Siya', 'Mukherjee'],
  ['Yuvraj', 'Rathore'],
  ['Anvi', 'Shetty'],
  ['Parth', 'Trivedi'],
  ['Khushi', 'Jain'],
  ['Advik', 'Naidu'],
  ['Prisha', 'Dubey'],
  ['Laksh', 'Bajaj'],
  ['Ishita', 'Ghosh'],
  ['Om', 'Yadav'],
  ['Mahika', 'Kaur'],
  ['Rohan', 'Das'],
  ['Zara', 'Qureshi'],
  ['Aryan', 'Tiwari'],
  ['Nitya', 'Venkatesh'],
  ['Harsh', 'Arora'],
  ['Diya', 'Shah'],
  ['Pranav', 'Bhatt'],
  ['Tanvi', 'Srinivasan'],
  ['Neel', 'Varma'],
  ['Samaira', 'Fernandes'],
  ['Devansh', 'Goswami'],
];

/** How many learners the Grade 6 board shows: the classmates fill it up to this. */
const BOARD_SIZE = 50;

/**
 * Points of classmate i (0-based) of n: a fixed spread from 96% down to 4% of what the quest can earn (its
 * contents' points), so the demo student's real progress ranks among them; 2,600 when the quest has no contents.
 */
const classmatePoints = (i: number, n: number, questTotal: number) =>
  Math.max(
    1,
    Math.round((questTotal > 0 ? questTotal : 2600) * (0.96 - (0.92 * i) / Math.max(1, n - 1))) - (i % 3),
  );

/** A 10-digit number starting 70, fixed per id (classmates never sign in). */
const classmateUserName = (id: number) => `70${String((id * 7919) % 100_000_000).padStart(8, '0')}`;

// From the server's folder, not this module's URL: the built server (dist/main.js) reads it at run time too.
const sampleFile = path.join(serverRoot, 'src/seed/files', communityIds.sampleAttachment.source);

async function existingUsers(db: Db, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from users where id = any($1::int[])', [[...ids]]);
  return new Set(rows.map((r) => r.id));
}

/**
 * Demo data of the community area: a 50-learner Grade 6 leaderboard, the demo student's friends and sharing,
 * three months of notifications, today's live classes and the live-science-lab sessions (times relative to the
 * day they are read on), the student's queries with teacher replies and an attachment, and masterclass links.
 * Rows that need another area's data (quest 101, its missions, the demo users) are skipped when it is missing.
 */
export const communitySeeder: Seeder = {
  name: 'community',
  run: async (db, deps) => {
    const now = deps.clock.now();
    const questId = demo.quests.grade6;
    const [quest] = await db.query('select 1 from quests where id = $1', [questId]);
    const hasQuest = Boolean(quest);
    const demoUsers = await existingUsers(db, [demo.users.student.id, demo.users.spectrum.id]);
    const student = demoUsers.has(demo.users.student.id) ? demo.users.student.id : null;
    const spectrum = demoUsers.has(demo.users.spectrum.id) ? demo.users.spectrum.id : null;

    // The board: whoever already holds the quest (and the student), filled up with classmates to 50.
    const [members] = hasQuest
      ? await db.query<{ count: number; total: number }>(
          `select (select count(*)::int from (
                     select user_id from user_quests where quest_id = $1 and (is_assigned or is_on_trial)
                     union select user_id from community_progress_points($1)
                     union select id from users where id = $2) m) as count,
                  (select coalesce(sum(c.points), 0)::int from contents c
                     join operations o on o.id = c.operation_id join missions mi on mi.id = o.mission_id
                    where mi.quest_id = $1) as total`,
          [questId, student ?? -1],
        )
      : [];
    const onBoard = Math.min(
      communityIds.classmates.last - communityIds.classmates.first + 1,
      Math.max(0, BOARD_SIZE - (members?.count ?? 0)),
    );

    // Classmates: one password hash of a random password, reused — nobody signs in as a classmate.
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    for (const [i, [firstName, lastName]] of classmateNames.entries()) {
      const id = communityIds.reservedUsers.first + i;
      const classmate = id <= communityIds.classmates.last;
      await db.query(
        `insert into users (id, user_name, password_hash, first_name, last_name, contact_no, school_name,
                            city_name, state_name, board_id, grade_id, user_type, created_at)
         values ($1, $2, $3, $4, $5, $2, $6, $7, $8, $9, $10, 'ExistingUser', $11)`,
        [
          id,
          classmateUserName(id),
          passwordHash,
          firstName,
          lastName,
          classmate ? 'Delhi Public School, R.K. Puram' : 'Kendriya Vidyalaya, Adyar',
          classmate ? 'New Delhi' : 'Chennai',
          classmate ? 'Delhi' : 'Tamil Nadu',
          demo.boards.cbse,
          demoGrades.cbse6,
          now,
        ],
      );
      if (classmate && hasQuest && i < onBoard) {
        await db.query(
          'insert into community_leaderboard_points (quest_id, user_id, points) values ($1, $2, $3)',
          [questId, id, classmatePoints(i, onBoard, members?.total ?? 0)],
        );
      }
    }
    // The demo student is on the board too; their points come from their learning progress.
    if (student && hasQuest) {
      await db.query(
        'insert into community_leaderboard_points (quest_id, user_id, points) values ($1, $2, 0)',
        [questId, student],
      );
    }

    // Friends (both directions) and sharing in the Grade 6 quest.
    const befriend = async (a: number, b: number) => {
      await db.query(
        `insert into community_friends (user_id, friend_id, created_at) values ($1, $2, $3), ($2, $1, $3)
         on conflict do nothing`,
        [a, b, now],
      );
    };
    const share = async (owner: number, friend: number) => {
      await db.query(
        `insert into community_shares (owner_id, friend_id, quest_id, is_shared, modified_at)
         values ($1, $2, $3, true, $4)`,
        [owner, friend, questId, now],
      );
    };
    if (student) {
      for (const friend of [...communityIds.studentFriends, ...communityIds.otherFriends]) {
        await befriend(student, friend);
      }
      if (hasQuest) {
        for (const friend of communityIds.studentSharesWith) await share(student, friend);
        for (const friend of communityIds.sharingWithStudent) await share(friend, student);
      }
    }
    if (spectrum) for (const friend of communityIds.spectrumFriends) await befriend(spectrum, friend);

    // Messages first: the notices of teacher replies are dated from the replies.
    if (student) await seedMessages(db, now, student, hasQuest ? questId : null);
    await seedNotifications(db, now, student);
    await seedSchedules(db, now, hasQuest ? questId : null);
    await seedMasterclassLinks(db);
    // What each notice is about, so the app opens it (ADR 0116).
    await linkNotifications(db);
  },
};

async function seedNotifications(db: Db, now: Date, student: number | null): Promise<void> {
  const name = demo.users.student.firstName;
  const { year, month } = istYearMonth(now);
  /** A day and time (IST) in the month `back` months before the current one. */
  const dayOf = (back: number, day: number, hour: number, minute = 0) =>
    new Date(
      istMonthStart(year, month - back).getTime() + (day - 1) * DAY_MS + hour * HOUR + minute * MINUTE,
    );
  /** A moment in the current month, `share` of the way from its start to now (so never in the future). */
  const thisMonth = (share: number) => {
    const start = istMonthStart(year, month).getTime();
    return new Date(start + Math.floor((now.getTime() - start) * share));
  };

  const personal = 'student';
  /** [audience, date, text, the query a reply notice is about (ADR 0116)]. */
  const rows: Array<[typeof personal | null, Date, string, number?]> = [
    // Two months ago
    [
      null,
      dayOf(2, 5, 9, 30),
      'Welcome to the new term! Your Grade 6 quest is ready with missions in Mathematics, Science and Coding.',
    ],
    [
      null,
      dayOf(2, 21, 11, 0),
      'Parent-teacher meeting: the online meeting for Grade 6 parents is on Saturday from 10:00 AM to 12:30 PM. ' +
        'Teachers will share progress reports, discuss the upcoming unit tests in Mathematics and Science, and ' +
        'answer questions about the Live Science Lab sessions. Please keep your child’s login details handy so ' +
        'that you can look at the progress dashboard together during the meeting.',
    ],
    [
      null,
      dayOf(2, 26, 16, 45),
      'New in the Science mission: "Living Organisms and Their Surroundings" videos and notes.',
    ],
    // Last month
    [
      null,
      dayOf(1, 3, 10, 30),
      'The Grade 6 leaderboard is live: earn points in any mission and see where you stand among your classmates.',
    ],
    [
      null,
      dayOf(1, 10, 18, 0),
      'Reminder: the Fractions test closes on Sunday at 9:00 PM. Attempt it before the deadline.',
    ],
    [
      null,
      dayOf(1, 17, 12, 20),
      'GO_CODERZ National Coding Competition: registrations are open for students of Grades 5 to 9. Build a ' +
        'small game or animation in block coding, upload your project files as a zip from the masterclass area, ' +
        'and join the live masterclass every Friday at 5:00 PM for tips from our mentors. Winners get ' +
        'certificates and a chance to present their project at the national finale.',
    ],
    // This month (up to now)
    [null, thisMonth(0.15), 'New practice tests have been added to the Grade 6 Mathematics mission.'],
    [
      null,
      thisMonth(0.75),
      'Live class update: from this week the Grade 6 Mathematics live classes move to 4:00 PM on Mondays, ' +
        'Wednesdays and Fridays. Recordings of every class stay available under Live classes for seven days, ' +
        'so you can revise any topic you missed. Join five minutes early to test your microphone and camera, ' +
        'and keep a notebook ready for the practice questions at the end of each class.',
    ],
    // The last school holiday: the notice comes three days before the day it names.
    holidayNotice(now),
  ];
  // Notices about the student's own progress and queries, dated from the records they describe (ADR 0117).
  if (student !== null) {
    for (const [at, text] of await progressNotices(db, student, name)) rows.push([personal, at, text]);
    for (const [at, text, query] of await replyNotices(db, student)) rows.push([personal, at, text, query]);
  }
  for (const [audience, at, text, query] of rows) {
    if (audience === personal && student === null) continue;
    await db.query(
      `insert into community_notifications (user_id, message_text, modified_on, about_kind, about_message_id)
       values ($1, $2, $3, $4, $5)`,
      [audience === personal ? student : null, text, at, query ? 'queryReply' : null, query ?? null],
    );
  }
}

/**
 * National holidays on fixed dates (month 1–12, day), which the demo's holiday notice names. Festivals whose date
 * moves with the lunar calendar (Holi, Diwali) are left out, so the notice's date always agrees with its festival.
 */
const fixedHolidays: ReadonlyArray<readonly [string, number, number]> = [
  ['Republic Day', 1, 26],
  ['Ambedkar Jayanti', 4, 14],
  ['Labour Day', 5, 1],
  ['Independence Day', 8, 15],
  ['Gandhi Jayanti', 10, 2],
  ['Christmas', 12, 25],
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * The notice for the latest fixed-date holiday whose notice (10:00 IST three days before it) is already out:
 * "…no live classes on Friday, 15 August for Independence Day…".
 */
export function holidayNotice(now: Date): [null, Date, string] {
  const { year } = istYearMonth(now);
  const candidates = [year - 1, year].flatMap((y) =>
    fixedHolidays.map(([name, month, day]) => {
      const date = new Date(istMonthStart(y, month).getTime() + (day - 1) * DAY_MS);
      return { name, date, notice: new Date(date.getTime() - 3 * DAY_MS + 10 * HOUR) };
    }),
  );
  const latest = candidates
    .filter((c) => c.notice.getTime() <= now.getTime())
    .sort((a, b) => b.notice.getTime() - a.notice.getTime())[0]!;
  // The holiday's calendar day in IST (the date is its IST midnight).
  const ist = new Date(latest.date.getTime() + 330 * MINUTE);
  const day = `${WEEKDAYS[ist.getUTCDay()]}, ${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]}`;
  return [
    null,
    latest.notice,
    `School holiday notice: there will be no live classes on ${day} for ${latest.name}.`,
  ];
}

/**
 * The student's point notices: the first points they earned (a content) and the first task they completed, each
 * dated a minute after the points were earned and naming the points the records hold.
 */
async function progressNotices(db: Db, student: number, name: string): Promise<Array<[Date, string]>> {
  const notices: Array<[Date, string]> = [];
  const [first] = await db.query<{ name: string; points: number; at: Date }>(
    `select c.display_name as name, p.points_earned as points, p.points_earned_at as at
       from user_content_progress p join contents c on c.id = p.content_id
      where p.user_id = $1 and p.points_earned > 0 and p.points_earned_at is not null
      order by p.points_earned_at, c.id limit 1`,
    [student],
  );
  if (first) {
    notices.push([
      new Date(new Date(first.at).getTime() + MINUTE),
      `Great start, ${name}! You earned your first ${first.points} points with "${first.name}".`,
    ]);
  }
  const [task] = await db.query<{ name: string; points: number; at: Date }>(
    `select t.display_name as name, sum(p.points_earned)::int as points, max(p.points_earned_at) as at
       from tasks t join contents c on c.task_id = t.id
       left join user_content_progress p on p.content_id = c.id and p.user_id = $1 and p.points_earned > 0
      group by t.id, t.display_name
     having count(*) = count(p.points_earned_at)
      order by max(p.points_earned_at), t.id limit 1`,
    [student],
  );
  if (task) {
    notices.push([
      new Date(new Date(task.at).getTime() + MINUTE),
      `Congratulations ${name}! You earned ${task.points} points for "${task.name}".`,
    ]);
  }
  return notices;
}

/**
 * A notice for each of the student's queries with a teacher's reply, a minute after the latest reply, with the
 * query's id (the notice opens its thread).
 */
async function replyNotices(db: Db, student: number): Promise<Array<[Date, string, number]>> {
  const rows = await db.query<{ id: number; subject: string; teacher: string; at: Date }>(
    `select q.id, q.subject, r.created_by_name as teacher, r.created_on as at
       from community_messages q
       join lateral (select created_by_name, created_on from community_messages
                      where parent_id = q.id and created_by is null order by created_on desc limit 1) r on true
      where q.parent_id is null and q.created_by = $1
      order by r.created_on`,
    [student],
  );
  return rows.map((row) => [
    new Date(new Date(row.at).getTime() + MINUTE),
    `Your query "${row.subject}" has a new reply from ${row.teacher}.`,
    row.id,
  ]);
}

/**
 * Stores a time relative to the day it is read on: seconds after midnight (IST), rounded down to the minute,
 * and a day offset when it falls on another day (docs/decisions/0038-community-schedule-times.md).
 */
function relativeTo(now: Date, deltaMs: number, dayOffset = 0): { dayOffset: number; startSecond: number } {
  const total = istSecondOfDay(now) + Math.floor(deltaMs / 1000);
  const minuteStart = Math.floor(total / 60) * 60;
  return {
    dayOffset: dayOffset + Math.floor(minuteStart / 86_400),
    startSecond: ((minuteStart % 86_400) + 86_400) % 86_400,
  };
}

/**
 * The instant the day's classes are placed around: the seeder's clock, moved into 03:05–21:50 IST when it is
 * seeded near midnight, so the class 3 hours ago, the one in an hour and the session in 2 hours all fall on the
 * same IST day (docs/decisions/0038-community-schedule-times.md).
 */
export function scheduleAnchor(now: Date): Date {
  const second = istSecondOfDay(now);
  const earliest = 3 * 3600 + 5 * 60;
  const latest = 21 * 3600 + 50 * 60;
  const clamped = Math.min(Math.max(second, earliest), latest);
  return new Date(now.getTime() + (clamped - second) * 1000);
}

async function seedSchedules(db: Db, seededAt: Date, questId: number | null): Promise<void> {
  const now = scheduleAnchor(seededAt);
  const insert = async (row: {
    kind: 'class' | 'trial';
    questId?: number | null;
    missionId?: number | null;
    course?: string;
    name: string;
    teacher?: string;
    when: { dayOffset: number; startSecond: number };
    duration: number;
    slug: string;
  }) => {
    await db.query(
      `insert into community_schedules (kind, quest_id, mission_id, course_name, schedule_name, teacher, day_offset,
                                        start_second, duration, join_link, app_join_link, recording_link)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.kind,
        row.questId ?? null,
        row.missionId ?? null,
        row.course ?? '',
        row.name,
        row.teacher ?? '',
        row.when.dayOffset,
        row.when.startSecond,
        row.duration,
        `https://meet.example.com/quest/${row.slug}`,
        `https://meet.example.com/app/quest/${row.slug}`,
        `https://meet.example.com/recordings/${row.slug}`,
      ],
    );
  };

  if (questId !== null) {
    await insert({
      kind: 'class',
      questId,
      course: 'Grade 6 Mathematics',
      name: 'Adding and Subtracting Unlike Fractions',
      teacher: 'Mrs. Anjali Deshpande',
      when: relativeTo(now, -10 * MINUTE),
      duration: 60,
      slug: 'g6-maths-unlike-fractions',
    });
    await insert({
      kind: 'class',
      questId,
      course: 'Grade 6 Science',
      name: 'Separation of Substances',
      teacher: 'Mr. Rahul Verma',
      when: relativeTo(now, HOUR),
      duration: 45,
      slug: 'g6-science-separation',
    });
    await insert({
      kind: 'class',
      questId,
      course: 'Grade 6 English',
      name: 'Reading Comprehension: The Friendly Mongoose',
      teacher: 'Ms. Kavya Iyer',
      when: relativeTo(now, -3 * HOUR),
      duration: 40,
      slug: 'g6-english-comprehension',
    });
    await insert({
      kind: 'class',
      questId,
      course: 'Grade 6 Coding',
      name: 'Loops and Patterns in Block Coding',
      teacher: 'Mr. Arjun Nair',
      when: relativeTo(now, 3 * MINUTE + 59_000),
      duration: 45,
      slug: 'g6-coding-loops',
    });
  }

  // The sessions of the Grade 6 mission with an online session (not the CODING one, which opens a site).
  const [mission] = await db.query<{ id: number }>(
    `select id from missions
      where quest_id = $1 and has_online_session and upper(display_name) <> 'CODING' and name <> 'GO_CODERZ'
      order by sequence_no, id limit 1`,
    [demo.quests.grade6],
  );
  if (!mission) return;
  const fivePm = (dayOffset: number) => ({ dayOffset, startSecond: 17 * 3600 });
  const sessions: Array<[string, { dayOffset: number; startSecond: number }, number, string]> = [
    ['Session 1: Magnets Attract and Repel', fivePm(-2), 60, 'lab-magnets-1'],
    ['Session 2: Make Your Own Compass', relativeTo(now, -5 * MINUTE), 60, 'lab-compass-2'],
    ['Session 3: Electromagnets at Home', relativeTo(now, 2 * HOUR), 45, 'lab-electromagnets-3'],
    ['Session 4: Magnetic Field Patterns', fivePm(2), 60, 'lab-field-patterns-4'],
    ['Session 5: Show and Tell', fivePm(5), 30, 'lab-show-and-tell-5'],
  ];
  for (const [name, when, duration, slug] of sessions) {
    await insert({ kind: 'trial', missionId: mission.id, name, when, duration, slug });
  }
}

async function seedMessages(db: Db, now: Date, student: number, questId: number | null): Promise<void> {
  const missions = await db.query<{ id: number }>(
    'select id from missions where quest_id = $1 and is_academic order by sequence_no, id limit 2',
    [demo.quests.grade6],
  );
  const maths = missions[0]?.id ?? null;
  const science = missions[1]?.id ?? null;
  const [operation] = maths
    ? await db.query<{ id: number }>(
        'select id from operations where mission_id = $1 order by sequence_no, id limit 1',
        [maths],
      )
    : [];
  const [author] = await db.query<{ name: string }>(
    `select trim(first_name || ' ' || last_name) as name from users where id = $1`,
    [student],
  );
  const studentName = author?.name || demo.users.student.firstName;
  const ago = (ms: number) => new Date(now.getTime() - ms);

  const message = async (m: {
    parentId?: number;
    missionId?: number | null;
    operationId?: number | null;
    subject?: string;
    body: string;
    teacher?: string;
    at: Date;
  }) => {
    const [row] = await db.query<{ id: number }>(
      `insert into community_messages (parent_id, message_type_id, quest_id, mission_id, operation_id, subject,
                                       message_body, created_by, created_by_name, created_on)
       values ($1, 1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
      [
        m.parentId ?? null,
        questId,
        m.missionId ?? null,
        m.operationId ?? null,
        m.subject ?? '',
        m.body,
        m.teacher ? null : student,
        m.teacher ?? studentName,
        m.at,
      ],
    );
    return row!.id;
  };

  const fractions = await message({
    missionId: maths,
    operationId: operation?.id ?? null,
    subject: 'Doubt in adding unlike fractions',
    body:
      '<p>Ma’am, how do I add <strong>2/3</strong> and <strong>1/4</strong>? I keep getting 3/7.</p>' +
      '<p>I have attached a photo of my working.</p>',
    at: ago(3 * DAY_MS),
  });
  const { sampleAttachment } = communityIds;
  const bytes = await readFile(sampleFile);
  await saveUpload(db, 'messages', sampleAttachment.storedName, bytes, sampleAttachment.fileType);
  await db.query(
    `insert into community_message_attachments (message_id, file_name, file_size, file_type, stored_name)
     values ($1, $2, $3, $4, $5)`,
    [
      fractions,
      sampleAttachment.fileName,
      bytes.byteLength,
      sampleAttachment.fileType,
      sampleAttachment.storedName,
    ],
  );
  await message({
    parentId: fractions,
    teacher: 'Mrs. Anjali Deshpande',
    body:
      '<p>Hi Aarav! You cannot add the numerators and denominators directly. First make the denominators equal:</p>' +
      '<ol><li>The LCM of 3 and 4 is 12.</li><li>2/3 = 8/12 and 1/4 = 3/12.</li>' +
      '<li>8/12 + 3/12 = <strong>11/12</strong>.</li></ol>',
    at: ago(2 * DAY_MS + 20 * HOUR),
  });
  await message({
    parentId: fractions,
    body: '<p>Thank you ma’am! I got 11/12 now.</p>',
    at: ago(2 * DAY_MS + 18 * HOUR),
  });
  await message({
    parentId: fractions,
    teacher: 'Mrs. Anjali Deshpande',
    body: '<p>Well done! Try the <em>Quick Check: Decimals</em> next to practise more.</p>',
    at: ago(2 * DAY_MS + 17 * HOUR),
  });

  await message({
    missionId: science,
    subject: 'Video not playing in Living Organisms',
    body: '<p>The introduction video of Living Organisms stops after 2 minutes on my phone. Please help.</p>',
    at: ago(20 * HOUR),
  });

  const points = await message({
    missionId: maths,
    subject: 'Points not added after the Fractions test',
    body: '<p>I finished the Fractions test yesterday but my points did not go up.</p>',
    // The student took the Fractions Chapter Test 9 days ago (the learning seed's accesses).
    at: ago(8 * DAY_MS),
  });
  await message({
    parentId: points,
    teacher: 'Mr. Suresh Kumar',
    body:
      '<p>Hi Aarav, points for a test are added the first time you finish it. Your 20 points are now ' +
      'showing on the Progress page. Please pull down to refresh if you still see the old total.</p>',
    at: ago(8 * DAY_MS - 3 * HOUR),
  });
}

async function seedMasterclassLinks(db: Db): Promise<void> {
  const links: Array<[string, string, boolean]> = [
    ['GO_CODERZ Live: Build a Maze Game', 'https://masterclass.example.com/go-coderz/live/maze-game', true],
    [
      'Masterclass 1: Getting Started with Block Coding',
      'https://masterclass.example.com/go-coderz/recordings/1',
      false,
    ],
    [
      'Masterclass 2: Loops, Events and Sprites',
      'https://masterclass.example.com/go-coderz/recordings/2',
      false,
    ],
  ];
  for (const [i, [name, link, isLive]] of links.entries()) {
    await db.query(
      `insert into community_masterclass_links (masterclass_name, masterclass_link, is_live, sequence_no)
       values ($1, $2, $3, $4)`,
      [name, link, isLive, i + 1],
    );
  }
}
