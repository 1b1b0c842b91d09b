import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  getCurrentUserSchedules,
  getLeaderBoard,
  getMasterclassLinks,
  getMessageList,
  getNotification,
  getSharedData,
  getTrialSchedules,
  insertUpdateMessage,
  postSharedData,
  type ApiError,
  type InsertUpdateMessageBody,
} from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { scheduleTypeAt, istIso, istMidnight } from '../src/areas/community/time.ts';
import { hasZipMagic, readZipEntries, ZipFormatError } from '../src/areas/community/zip.ts';
import { communityIds } from '../src/seed/community-ids.ts';
import { communitySeeder, scheduleAnchor } from '../src/seed/community.ts';
import { demo } from '../src/seed/ids.ts';
import { seeders } from '../src/seed/index.ts';
import { createHarness, type Harness } from './support/harness.ts';

const QUEST = 9201;
const MISSION = 9211;
const OTHER_MISSION = 9212;
const OPERATION = 92111;
/** Friday 14 March 2025, 12:00 in UTC+05:30. */
const NOON_IST = new Date('2025-03-14T06:30:00Z');
const MINUTE = 60_000;

let h: Harness;
let student: number;
let other: number;
let friend: number;
let stranger: number;

beforeAll(async () => {
  h = await createHarness();
  await h.db.exec(`
    insert into quests (id, name) values (${QUEST}, 'Grade 6 Quest');
    insert into missions (id, quest_id, name, display_name, has_online_session, sequence_no)
      values (${MISSION}, ${QUEST}, 'MATHS', 'Mathematics', false, 1),
             (${OTHER_MISSION}, ${QUEST}, 'LAB', 'Live Science Lab', true, 2);
    insert into operations (id, mission_id, display_name, sequence_no)
      values (${OPERATION}, ${MISSION}, 'Fractions', 1);
  `);
  student = await h.createUser({ firstName: 'Aarav' });
  other = await h.createUser({ firstName: 'Diya' });
  friend = await h.createUser({ firstName: 'Ananya' });
  stranger = await h.createUser({ firstName: 'Kabir' });
  await h.db.query(
    `insert into user_quests (user_id, quest_id, is_assigned) values ($1, $3, true), ($2, $3, true)`,
    [student, other, QUEST],
  );
  await h.db.query(
    `insert into community_friends (user_id, friend_id, created_at) values ($1, $2, now()), ($2, $1, now())`,
    [student, friend],
  );
});
afterAll(async () => {
  await h.close();
});

/** Pins the server's now, then signs in (so the session is valid at that now). */
async function at(when: Date, userId = student): Promise<string> {
  h.clock.set(when);
  return h.signInAs(userId);
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('live-class schedules: the type by the time rule', () => {
  test('the rule at its boundaries: 5 min 1 s before → 2, 5 min before → 1, the end → 3', () => {
    const start = NOON_IST;
    const t = (offsetMs: number) => scheduleTypeAt(start, 30, new Date(start.getTime() + offsetMs));
    expect(t(-5 * MINUTE - 1000)).toBe('2');
    expect(t(-5 * MINUTE)).toBe('1');
    expect(t(0)).toBe('1');
    expect(t(30 * MINUTE - 1000)).toBe('1');
    expect(t(30 * MINUTE)).toBe('3');
  });

  test('Scenario: the server answers upcoming, Join and recording as its clock moves past a class', async () => {
    await h.db.query(
      `insert into community_schedules (kind, quest_id, course_name, schedule_name, teacher, starts_at, duration,
                                        join_link, app_join_link, recording_link)
       values ('class', $1, 'Grade 6 Mathematics', 'Boundary class', 'Mrs. Anjali Deshpande', $2, 30,
               'https://meet.example.com/j/b', 'https://meet.example.com/app/j/b', 'https://meet.example.com/rec/b')`,
      [QUEST, NOON_IST],
    );
    const typeAt = async (offsetMs: number) => {
      await at(new Date(NOON_IST.getTime() + offsetMs));
      const list = await getCurrentUserSchedules(h.client, { query: { UserId: student } });
      return list.find((s) => s.scheduleName === 'Boundary class');
    };
    expect((await typeAt(-5 * MINUTE - 1000))?.type).toBe('2');
    const live = await typeAt(-5 * MINUTE);
    expect(live).toMatchObject({
      type: '1',
      startTime: '2025-03-14T12:00:00+05:30',
      data: { joinLink: 'https://meet.example.com/j/b', appJoinLink: 'https://meet.example.com/app/j/b' },
    });
    const after = await typeAt(30 * MINUTE);
    expect(after).toMatchObject({
      type: '3',
      data: { joinLink: 'https://meet.example.com/rec/b', appJoinLink: 'https://meet.example.com/rec/b' },
    });
    // Another day: not today's class any more.
    expect(await typeAt(24 * 60 * MINUTE)).toBeUndefined();
    h.clock.reset();
  });

  test("Scenario: a class stored relative to the day is today's on any day, at its time of day", async () => {
    await h.db.query(
      `insert into community_schedules (kind, user_id, course_name, schedule_name, teacher, day_offset, start_second,
                                        duration)
       values ('class', $1, 'Grade 6 Science', 'Daily lab', 'Mr. Rahul Verma', 0, 16 * 3600, 45)`,
      [student],
    );
    for (const day of ['2025-03-14T03:00:00Z', '2026-01-01T18:29:59Z']) {
      await at(new Date(day));
      const list = await getCurrentUserSchedules(h.client, { query: { UserId: student } });
      const lab = list.find((s) => s.scheduleName === 'Daily lab');
      expect(lab?.startTime).toBe(`${istIso(istMidnight(new Date(day))).slice(0, 10)}T16:00:00+05:30`);
    }
    // Another learner does not see it.
    await at(new Date('2025-03-14T03:00:00Z'), other);
    const others = await getCurrentUserSchedules(h.client, { query: { UserId: other } });
    expect(others.map((s) => s.scheduleName)).not.toContain('Daily lab');
    h.clock.reset();
  });

  test('Scenario: mission sessions are sorted and typed; an unknown mission is a 404', async () => {
    await h.db.query(
      `insert into community_schedules (kind, mission_id, schedule_name, starts_at, duration)
       values ('trial', $1, 'Later', $2, 60), ('trial', $1, 'Earlier', $3, 60)`,
      [
        OTHER_MISSION,
        new Date(NOON_IST.getTime() + 60 * MINUTE),
        new Date(NOON_IST.getTime() - 120 * MINUTE),
      ],
    );
    await at(NOON_IST);
    const { scheduleDataResult } = await getTrialSchedules(h.client, {
      query: { UserId: student, Missionid: OTHER_MISSION },
    });
    expect(scheduleDataResult.schedules.map((s) => [s.scheduleName, s.type])).toEqual([
      ['Earlier', '3'],
      ['Later', '2'],
    ]);
    expect(scheduleDataResult.operations).toEqual([]);
    const error = await failure(getTrialSchedules(h.client, { query: { UserId: student, Missionid: 1 } }));
    expect(error).toMatchObject({ status: 404, message: 'Mission not found.' });
    h.clock.reset();
  });
});

describe('sharing', () => {
  test('Scenario: a toggle persists, and the friend sees my status in their shared list', async () => {
    await h.signInAs(student);
    await postSharedData(h.client, { body: { userId: friend, questId: QUEST, isShared: true } });
    let data = await getSharedData(h.client, { query: { UserId: student, QuestId: QUEST } });
    expect(data.friendsList).toEqual([{ userId: friend, name: 'Ananya', isShared: true }]);

    await h.db.query(
      'insert into community_leaderboard_points (quest_id, user_id, points) values ($1, $2, 420)',
      [QUEST, student],
    );
    // The friend reads the quest's shared list only while entitled to the quest too (ADR 0105).
    await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, $2, true)', [
      friend,
      QUEST,
    ]);
    await h.signInAs(friend);
    data = await getSharedData(h.client, { query: { UserId: friend, QuestId: QUEST } });
    expect(data.sharedList).toEqual([{ userId: student, name: 'Aarav', score: 420 }]);
    expect(data.friendsList).toEqual([{ userId: student, name: 'Aarav', isShared: false }]);

    await h.signInAs(student);
    await postSharedData(h.client, { body: { userId: friend, questId: QUEST, isShared: false } });
    data = await getSharedData(h.client, { query: { UserId: student, QuestId: QUEST } });
    expect(data.friendsList[0]!.isShared).toBe(false);
    await h.signInAs(friend);
    data = await getSharedData(h.client, { query: { UserId: friend, QuestId: QUEST } });
    expect(data.sharedList).toEqual([]);
    await h.db.query('delete from community_leaderboard_points where user_id = $1', [student]);
    await h.db.query('delete from user_quests where user_id = $1', [friend]);
  });

  test('sharing with someone who is not a friend, or with oneself, is refused', async () => {
    await h.signInAs(student);
    await expect(
      failure(postSharedData(h.client, { body: { userId: stranger, questId: QUEST, isShared: true } })),
    ).resolves.toMatchObject({ status: 404, message: 'This learner is not in your friends list.' });
    await expect(
      failure(postSharedData(h.client, { body: { userId: student, questId: QUEST, isShared: true } })),
    ).resolves.toMatchObject({ status: 400 });
  });
});

describe('leaderboard', () => {
  test("classmates' points plus the learning progress points, highest first", async () => {
    await h.db.exec(`
      insert into contents (id, operation_id, display_name, type_code, points)
        values (920001, ${OPERATION}, 'Fractions video', '01', 40), (920002, ${OPERATION}, 'Fractions test', '08', 30);
    `);
    await h.db.query(
      `insert into user_content_progress (user_id, content_id, access_count, points_earned, first_accessed_at,
                                          last_accessed_at)
       values ($1, 920001, 2, 40, now(), now()), ($1, 920002, 1, 30, now(), now())`,
      [student],
    );
    await h.db.query(
      'insert into community_leaderboard_points (quest_id, user_id, points) values ($1, $2, 55)',
      [QUEST, stranger],
    );
    await h.signInAs(student);
    const board = await getLeaderBoard(h.client, { query: { QuestId: QUEST } });
    expect(board).toEqual([
      { name: 'Aarav', score: 70 },
      { name: 'Kabir', score: 55 },
      { name: 'Diya', score: 0 },
    ]);
  });
});

describe('notifications by month', () => {
  test('Scenario: each month in UTC+05:30 shows its own, newest first; a future month is empty', async () => {
    await h.db.query(
      `insert into community_notifications (user_id, message_text, modified_on) values
         ($1, 'Last minute of February', '2025-02-28T18:29:59Z'),
         (null, 'First minute of March', '2025-02-28T18:30:00Z'),
         ($1, 'Mid March', '2025-03-10T05:00:00Z'),
         ($2, 'Someone else''s', '2025-03-11T05:00:00Z'),
         (null, 'Later today', '2025-03-14T10:00:00Z')`,
      [student, other],
    );
    await at(NOON_IST);
    const month = async (Month: number, Year = 2025) =>
      (await getNotification(h.client, { query: { UserId: student, Month, Year } })).notificationList;
    expect(await month(2)).toEqual([
      { modifiedOn: '2025-02-28 23:59:59', messageText: 'Last minute of February' },
    ]);
    expect(await month(3)).toEqual([
      { modifiedOn: '2025-03-10 10:30:00', messageText: 'Mid March' },
      { modifiedOn: '2025-03-01 00:00:00', messageText: 'First minute of March' },
    ]);
    expect(await month(4)).toEqual([]);
    expect(await month(1, 2026)).toEqual([]);
    h.clock.reset();
  });
});

describe('query box', () => {
  const compose = (fields: Partial<InsertUpdateMessageBody> = {}): InsertUpdateMessageBody => ({
    messageTypeId: 1,
    questId: QUEST,
    missionId: MISSION,
    operationId: '',
    subject: 'Doubt in fractions',
    messageBody: '<p>How do I add 2/3 and 1/4?</p>',
    parentMessageId: 0,
    isActive: true,
    ...fields,
  });

  test("the compose messages are exactly the spec's", async () => {
    await h.signInAs(student);
    for (const subject of [undefined, '', '   ']) {
      await expect(
        failure(insertUpdateMessage(h.client, { body: compose({ subject }) })),
      ).resolves.toMatchObject({ status: 400, message: 'Please specify subject.' });
    }
    for (const missionId of [undefined, '', 0]) {
      await expect(
        failure(insertUpdateMessage(h.client, { body: compose({ missionId }) })),
      ).resolves.toMatchObject({ status: 400, message: 'Please specify at least one mission.' });
    }
  });

  test('Scenario: a reply needs no subject or mission and joins the thread; teacher replies show too', async () => {
    await h.signInAs(student);
    const query = await insertUpdateMessage(h.client, { body: compose({ operationId: OPERATION }) });
    expect(query).toMatchObject({
      missionId: MISSION,
      operationId: OPERATION,
      missionDisplayName: 'Mathematics',
    });
    await h.db.query(
      `insert into community_messages (parent_id, quest_id, message_body, created_by, created_by_name, created_on)
       values ($1, $2, '<p>Make the denominators equal first.</p>', null, 'Mrs. Anjali Deshpande', $3)`,
      [query.messageId, QUEST, new Date(h.clock.now().getTime() + 1000)],
    );
    h.clock.advance(2000);
    const thread = await insertUpdateMessage(h.client, {
      body: {
        messageTypeId: '1',
        questId: QUEST,
        parentMessageId: query.messageId,
        messageBody: '<p>Thank you!</p>',
      },
    });
    h.clock.reset();
    expect(thread.messageId).toBe(query.messageId);
    expect(thread.chatList.map((r) => [r.createdByName, r.createdBy, r.messageBody])).toEqual([
      ['Mrs. Anjali Deshpande', null, '<p>Make the denominators equal first.</p>'],
      ['Aarav', student, '<p>Thank you!</p>'],
    ]);
    expect(thread.chatList[1]).toMatchObject({
      subject: 'Doubt in fractions',
      missionDisplayName: 'Mathematics',
    });

    const list = await getMessageList(h.client, {});
    expect(list.find((m) => m.messageId === query.messageId)?.chatList).toHaveLength(2);
    // Replies are not queries of their own.
    expect(list.map((m) => m.messageId)).not.toContain(thread.chatList[1]!.messageId);

    // An empty reply, and a reply to another learner's query, are refused.
    await expect(
      failure(
        insertUpdateMessage(h.client, {
          body: {
            messageTypeId: 1,
            questId: QUEST,
            parentMessageId: query.messageId,
            messageBody: '<p>&nbsp;</p>',
          },
        }),
      ),
    ).resolves.toMatchObject({ status: 400 });
    await h.signInAs(other);
    await expect(
      failure(
        insertUpdateMessage(h.client, {
          body: { messageTypeId: 1, questId: QUEST, parentMessageId: query.messageId, messageBody: 'Hi' },
        }),
      ),
    ).resolves.toMatchObject({ status: 404, message: 'Query not found.' });
    await expect(getMessageList(h.client, {})).resolves.toEqual([]);
  });

  test('Scenario: an attachment is stored on disk and served only to the learner who asked', async () => {
    const token = await h.signInAs(student);
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 10, 1, 2, 3]);
    const file = new File([bytes], 'my working.pdf', { type: 'application/pdf' });
    const thread = await insertUpdateMessage(h.client, {
      body: compose({
        attachmentList: [
          {
            fileName: '../../my working.pdf',
            fileSize: String(file.size),
            fileType: 'application/pdf',
            file,
          },
        ],
      }),
    });
    const [attachment] = thread.attachmentList;
    expect(attachment).toMatchObject({
      fileName: 'my working.pdf',
      fileSize: bytes.length,
      fileType: 'application/pdf',
    });
    const stored = attachment!.fileUrl.split('/').pop()!;
    expect(await readdir(path.join(h.uploadsDir, 'messages'))).toContain(stored);

    const response = await h.app.request(attachment!.fileUrl, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const otherToken = await h.signInAs(other);
    const forOther = await h.app.request(attachment!.fileUrl, {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(forOther.status).toBe(404);
    expect((await h.app.request(attachment!.fileUrl)).status).toBe(401);
    expect(
      (
        await h.app.request('/uploads/messages/..%2F..%2Fetc%2Fpasswd', {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(404);
  });

  test('at most 5 files, each at most 5 MB', async () => {
    await h.signInAs(student);
    const small = (i: number) => ({
      fileName: `page-${i}.png`,
      file: new File([new Uint8Array([i + 1])], `page-${i}.png`),
    });
    await expect(
      failure(
        insertUpdateMessage(h.client, { body: compose({ attachmentList: [0, 1, 2, 3, 4, 5].map(small) }) }),
      ),
    ).resolves.toMatchObject({ status: 400, message: 'You can attach at most 5 files.' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.jpg', { type: 'image/jpeg' });
    await expect(
      failure(
        insertUpdateMessage(h.client, {
          body: compose({ attachmentList: [{ fileName: 'scan.jpg', file: big }] }),
        }),
      ),
    ).resolves.toMatchObject({
      status: 413,
      message: '"scan.jpg" is too big: each file must be 5 MB or smaller.',
    });
  });
});

describe('masterclass upload', () => {
  const upload = async (bytes: Uint8Array<ArrayBuffer>, userId = student) => {
    const token = await h.signInAs(student);
    const form = new FormData();
    form.append('file', new File([bytes], 'files.zip', { type: 'application/zip' }));
    form.append('UserId', String(userId));
    const response = await h.app.request('/masterclass/api/users/uploadFiles', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  test('a real zip is stored and counted by its files, not its folders', async () => {
    const zip = storedZip(['project/', 'project/main.sb3', 'project/assets/', 'project/assets/cat.png']);
    const result = await upload(zip);
    expect(result).toMatchObject({
      status: 200,
      body: { message: 'Uploaded successfully', payload: { fileCount: 2 } },
    });
    const files = await readdir(path.join(h.uploadsDir, 'masterclass'));
    expect(files).toHaveLength(1);
    expect(new Uint8Array(await readFile(path.join(h.uploadsDir, 'masterclass', files[0]!)))).toEqual(zip);
  });

  test('not a zip, too many files, too big, damaged', async () => {
    expect(await upload(new TextEncoder().encode('just some text, not a zip'))).toEqual({
      status: 415,
      body: { error: 'Please upload a .zip file.' },
    });
    expect(await upload(storedZip(Array.from({ length: 51 }, (_, i) => `file-${i}.txt`)))).toEqual({
      status: 400,
      body: { error: 'The zip file may hold at most 50 files.' },
    });
    const tooBig = new Uint8Array(20 * 1024 * 1024 + 1);
    tooBig.set(storedZip(['a.txt']));
    expect(await upload(tooBig)).toEqual({
      status: 413,
      body: { error: 'The zip file must be 20 MB or smaller.' },
    });
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set([0x50, 0x4b, 3, 4]);
    expect(await upload(huge)).toEqual({
      status: 413,
      body: { error: 'The zip file must be 20 MB or smaller.' },
    });
    const damaged = storedZip(['a.txt']).slice(0, -10);
    expect(await upload(damaged)).toEqual({
      status: 400,
      body: { error: 'The zip file is damaged or not supported.' },
    });
  });

  test('a registered competitor’s upload records Submitted; others keep their standing (ADR 0049)', async () => {
    const send = async (userId: number) => {
      const token = await h.signInAs(userId);
      const form = new FormData();
      form.append('file', new File([storedZip(['game.sb3'])], 'files.zip', { type: 'application/zip' }));
      form.append('UserId', String(userId));
      const response = await h.app.request('/masterclass/api/users/uploadFiles', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status).toBe(200);
    };
    const statusOf = async (userId: number) =>
      (
        await h.db.query<{ status: string }>(
          'select status from coder_competition_entries where user_id = $1',
          [userId],
        )
      )[0]?.status ?? null;

    const registered = await h.createUser();
    await h.db.query(
      `insert into coder_competition_entries (user_id, status, updated_at) values ($1, 'Registered', now())`,
      [registered],
    );
    await send(registered);
    expect(await statusOf(registered)).toBe('Submitted');
    await send(registered);
    expect(await statusOf(registered)).toBe('Submitted');

    const notRegistered = await h.createUser();
    await send(notRegistered);
    expect(await statusOf(notRegistered)).toBeNull();
  });

  test('the zip reader: magic bytes, entries, a comment after the directory, damage', () => {
    const zip = storedZip(['a.txt', 'dir/', 'dir/b.txt'], 'made by a test');
    expect(hasZipMagic(zip)).toBe(true);
    expect(readZipEntries(zip).map((e) => [e.name, e.isDirectory])).toEqual([
      ['a.txt', false],
      ['dir/', true],
      ['dir/b.txt', false],
    ]);
    expect(hasZipMagic(new Uint8Array([0x50, 0x4b, 5, 6]))).toBe(false);
    expect(() => readZipEntries(new Uint8Array(10))).toThrow(ZipFormatError);
  });
});

describe('a learner reads and writes only their own data', () => {
  test("another user's UserId → 403", async () => {
    await h.signInAs(student);
    const forbidden = { status: 403, message: 'You can only see or change your own data.' };
    await expect(
      failure(getNotification(h.client, { query: { UserId: other, Month: 3, Year: 2025 } })),
    ).resolves.toMatchObject(forbidden);
    await expect(
      failure(getSharedData(h.client, { query: { UserId: other, QuestId: QUEST } })),
    ).resolves.toMatchObject(forbidden);
    await expect(
      failure(getCurrentUserSchedules(h.client, { query: { UserId: other } })),
    ).resolves.toMatchObject(forbidden);
    await expect(
      failure(getTrialSchedules(h.client, { query: { UserId: other, Missionid: OTHER_MISSION } })),
    ).resolves.toMatchObject(forbidden);
  });

  test('the masterclass upload for another user → 403', async () => {
    const token = await h.signInAs(student);
    const form = new FormData();
    form.append('file', new File([storedZip(['a.txt'])], 'files.zip'));
    form.append('UserId', String(other));
    const response = await h.app.request('/masterclass/api/users/uploadFiles', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(403);
  });
});

describe('demo seed', () => {
  test("seeded at any time of day, today's demo classes and the next mission session fall on that IST day", () => {
    const day = istMidnight(NOON_IST).getTime();
    // Starts: a class 3 h ago, one 10 min ago, one in ~4 min, one in an hour, the mission session in 2 h.
    const offsets = [-3 * 60, -10, 4, 60, 120].map((m) => m * MINUTE);
    for (const minuteOfDay of [0, 10, 119, 181, 12 * 60, 21 * 60 + 55, 23 * 60 + 10, 23 * 60 + 59]) {
      const seededAt = new Date(day + minuteOfDay * MINUTE);
      const anchor = scheduleAnchor(seededAt);
      for (const offset of offsets) {
        expect(
          istMidnight(new Date(anchor.getTime() + offset)).getTime(),
          `seeded at minute ${minuteOfDay}`,
        ).toBe(day);
      }
      if (minuteOfDay === 12 * 60) expect(anchor).toEqual(seededAt);
    }
  });

  test('the community seeder on top of the other areas gives the demo student a full community', async () => {
    const seeded = await createHarness();
    // Midday in UTC+05:30, so every class seeded relative to "now" falls on the same day.
    seeded.clock.set(NOON_IST);
    try {
      for (const seeder of seeders) await seeder.run(seeded.db, seeded.deps);
      expect(seeders.at(-1)).toBe(communitySeeder);
      await seeded.signInAs(demo.users.student.id);
      const client = seeded.client;
      const board = await getLeaderBoard(client, { query: { QuestId: demo.quests.grade6 } });
      expect(board).toHaveLength(50);
      expect(board.map((e) => e.score)).toEqual([...board.map((e) => e.score)].sort((a, b) => b - a));
      expect(board.some((e) => e.name.startsWith(demo.users.student.firstName))).toBe(true);

      const shared = await getSharedData(client, {
        query: { UserId: demo.users.student.id, QuestId: demo.quests.grade6 },
      });
      expect(shared.friendsList).toHaveLength(
        communityIds.studentFriends.length + communityIds.otherFriends.length,
      );
      expect(shared.friendsList.filter((f) => f.isShared)).toHaveLength(
        communityIds.studentSharesWith.length,
      );
      expect(shared.sharedList).toHaveLength(communityIds.sharingWithStudent.length);

      const now = seeded.clock.now();
      const ist = new Date(now.getTime() + 330 * MINUTE);
      const months = [0, 1, 2].map((back) => {
        const d = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth() - back, 1));
        return { Month: d.getUTCMonth() + 1, Year: d.getUTCFullYear() };
      });
      for (const m of months) {
        const { notificationList } = await getNotification(client, {
          query: { UserId: demo.users.student.id, ...m },
        });
        expect(notificationList.length).toBeGreaterThanOrEqual(3);
      }

      const today = await getCurrentUserSchedules(client, { query: { UserId: demo.users.student.id } });
      expect(today.length).toBeGreaterThanOrEqual(3);
      expect(new Set(today.map((s) => s.type))).toEqual(new Set(['1', '2', '3']));

      const [mission] = await seeded.db.query<{ id: number }>(
        `select distinct mission_id as id from community_schedules where kind = 'trial'`,
      );
      expect(mission).toBeDefined();
      const trial = await getTrialSchedules(client, {
        query: { UserId: demo.users.student.id, Missionid: mission!.id },
      });
      expect(trial.scheduleDataResult.schedules.length).toBe(5);
      expect(trial.scheduleDataResult.operations.length).toBeGreaterThan(0);

      const messages = await getMessageList(client, {});
      expect(messages.length).toBe(3);
      const withFile = messages.find((m) => m.attachmentList.length > 0)!;
      expect(withFile.chatList.length).toBe(3);
      const response = await seeded.app.request(withFile.attachmentList[0]!.fileUrl, {
        headers: { Authorization: `Bearer ${seeded.session.getToken()}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/png');

      const links = await getMasterclassLinks(client, {});
      expect(links.filter((l) => l.is_live)).toHaveLength(1);
    } finally {
      await seeded.close();
    }
  }, 120_000);
});

/** A zip archive of stored (uncompressed) entries; names ending in / are folders. */
function storedZip(names: string[], comment = ''): Uint8Array<ArrayBuffer> {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = name.endsWith('/') ? Buffer.alloc(0) : Buffer.from(`contents of ${name}\n`);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    parts.push(local, nameBytes, data);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(10, 4);
    entry.writeUInt16LE(10, 6);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const commentBytes = Buffer.from(comment);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(commentBytes.length, 20);
  return new Uint8Array(Buffer.concat([...parts, directory, end, commentBytes]));
}
