import { deflateRawSync } from 'node:zlib';
import {
  communityEndpoints,
  getCurrentUserSchedules,
  getLeaderBoard,
  getMasterclassLinks,
  getMessageList,
  getNotification,
  getSharedData,
  getTrialSchedules,
  insertUpdateMessage,
  postSharedData,
  uploadMasterclassFiles,
} from '@quest/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { istYearMonth } from '../../src/areas/community/time.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

const QUEST = 9101;
const MISSION = 9111;
const OPERATION = 91111;

let h: Harness;
let student: number;
let classmate: number;
let friend: number;

beforeAll(async () => {
  h = await createHarness();
  await h.db.exec(`
    insert into quests (id, name) values (${QUEST}, 'Grade 6 Quest');
    insert into missions (id, quest_id, name, display_name, has_online_session)
      values (${MISSION}, ${QUEST}, 'LIVE_LAB', 'Live Science Lab', true);
    insert into operations (id, mission_id, display_name, image_url, sequence_no)
      values (${OPERATION}, ${MISSION}, 'Magnets', '/media/images/magnets.png', 1);
  `);
  student = await h.createUser({ firstName: 'Aarav' });
  classmate = await h.createUser({ firstName: 'Ishaan' });
  friend = await h.createUser({ firstName: 'Ananya' });
  await h.db.query(
    `insert into user_quests (user_id, quest_id, is_assigned) values ($1, $2, true), ($3, $2, true)`,
    [student, QUEST, friend],
  );
  await h.db.query(
    `insert into community_leaderboard_points (quest_id, user_id, points) values ($1, $2, 1200), ($1, $3, 300)`,
    [QUEST, classmate, friend],
  );
  await h.db.query(
    `insert into community_friends (user_id, friend_id, created_at) values ($1, $2, now()), ($2, $1, now())`,
    [student, friend],
  );
});
afterAll(async () => {
  await h.close();
});

const asStudent = () => h.signInAs(student);

contractSuite(
  communityEndpoints.getLeaderBoard,
  () => h,
  () => {
    test('everyone in the quest with their points, highest first', async () => {
      await asStudent();
      await expect(getLeaderBoard(h.client, { query: { QuestId: QUEST } })).resolves.toEqual([
        { name: 'Ishaan', score: 1200 },
        { name: 'Ananya', score: 300 },
        { name: 'Aarav', score: 0 },
      ]);
    });

    test('an unknown quest is a 404 with a message', async () => {
      await asStudent();
      await expect(getLeaderBoard(h.client, { query: { QuestId: 1 } })).rejects.toMatchObject({
        status: 404,
        message: 'Quest not found.',
      });
    });
  },
);

contractSuite(
  communityEndpoints.getNotification,
  () => h,
  () => {
    test("the month's notifications, newest first, as YYYY-MM-DD HH:mm:ss", async () => {
      const now = h.clock.now();
      await h.db.query(
        `insert into community_notifications (user_id, message_text, modified_on)
       values ($1, 'Your query has a reply.', $2), (null, 'New practice tests are live.', $3)`,
        [student, new Date(now.getTime() - 60_000), new Date(now.getTime() - 120_000)],
      );
      await asStudent();
      const { year, month } = istYearMonth(now);
      const { notificationList } = await getNotification(h.client, {
        query: { UserId: student, Month: month, Year: year },
      });
      expect(notificationList.map((n) => n.messageText).slice(0, 2)).toEqual([
        'Your query has a reply.',
        'New practice tests are live.',
      ]);
      expect(notificationList[0]!.modifiedOn).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });

    test('a month that does not exist is refused with 400', async () => {
      const token = await asStudent();
      const response = await h.app.request(
        `/QuestUser/GetNotification?UserId=${student}&Month=13&Year=2025`,
        {
          headers: { Authorization: `Bearer ${token}` },
        },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'Month must be a month from 1 to 12' });
    });
  },
);

contractSuite(
  communityEndpoints.getSharedData,
  () => h,
  () => {
    test('friends with the sharing flag, and the friends sharing with me', async () => {
      await asStudent();
      await expect(getSharedData(h.client, { query: { UserId: student, QuestId: QUEST } })).resolves.toEqual({
        friendsList: [{ userId: friend, name: 'Ananya', isShared: expect.any(Boolean) }],
        sharedList: expect.any(Array),
      });
    });
  },
);

contractSuite(
  communityEndpoints.postSharedData,
  () => h,
  () => {
    test('turns sharing with one friend on and answers the updated shared data', async () => {
      await asStudent();
      const updated = await postSharedData(h.client, {
        body: { userId: friend, questId: QUEST, isShared: true },
      });
      expect(updated.friendsList).toEqual([{ userId: friend, name: 'Ananya', isShared: true }]);
    });
  },
);

contractSuite(
  communityEndpoints.getCurrentUserSchedules,
  () => h,
  () => {
    test("today's classes with the type by the time rule and the join links", async () => {
      const now = h.clock.now();
      await h.db.query(
        `insert into community_schedules (kind, quest_id, course_name, schedule_name, teacher, starts_at, duration,
                                        join_link, app_join_link)
       values ('class', $1, 'Grade 6 Mathematics', 'Unlike Fractions', 'Mrs. Anjali Deshpande', $2, 60,
               'https://meet.example.com/j/1', 'https://meet.example.com/app/j/1')`,
        [QUEST, now],
      );
      await asStudent();
      const schedules = await getCurrentUserSchedules(h.client, { query: { UserId: student } });
      expect(schedules).toContainEqual({
        CourseName: 'Grade 6 Mathematics',
        scheduleName: 'Unlike Fractions',
        Teacher: 'Mrs. Anjali Deshpande',
        startTime: expect.stringMatching(/\+05:30$/),
        duration: 60,
        type: '1',
        data: { joinLink: 'https://meet.example.com/j/1', appJoinLink: 'https://meet.example.com/app/j/1' },
      });
    });
  },
);

contractSuite(
  communityEndpoints.getTrialSchedules,
  () => h,
  () => {
    test('the sessions of the mission, its name and its operations as tiles', async () => {
      await h.db.query(
        `insert into community_schedules (kind, mission_id, schedule_name, day_offset, start_second, duration,
                                        join_link, app_join_link)
       values ('trial', $1, 'Session 4: Magnetic Field Patterns', 2, 61200, 60, 'https://meet.example.com/j/4',
               'https://meet.example.com/app/j/4')`,
        [MISSION],
      );
      await asStudent();
      const { scheduleDataResult } = await getTrialSchedules(h.client, {
        query: { UserId: student, Missionid: MISSION },
      });
      expect(scheduleDataResult.mission).toEqual({
        missionId: MISSION,
        missionDisplayName: 'Live Science Lab',
      });
      expect(scheduleDataResult.schedules).toEqual([
        {
          startTime: expect.stringMatching(/T17:00:00\+05:30$/),
          duration: 60,
          scheduleName: 'Session 4: Magnetic Field Patterns',
          joinLink: 'https://meet.example.com/j/4',
          appJoinLink: 'https://meet.example.com/app/j/4',
          type: '2',
        },
      ]);
      expect(scheduleDataResult.operations).toEqual([
        {
          operationId: OPERATION,
          missionId: MISSION,
          operationDisplayName: 'Magnets',
          operationB64: '',
          imageUrl: '/media/images/magnets.png',
        },
      ]);
    });
  },
);

contractSuite(
  communityEndpoints.getMessageList,
  () => h,
  () => {
    test("the learner's queries with their replies, newest first", async () => {
      await asStudent();
      const list = await getMessageList(h.client, {});
      expect(Array.isArray(list)).toBe(true);
      for (const query of list) expect(query.createdBy).toBe(student);
    });
  },
);

contractSuite(
  communityEndpoints.insertUpdateMessage,
  () => h,
  () => {
    test('a new query with an attachment is saved and answered as its thread', async () => {
      await asStudent();
      const file = new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'working.png', {
        type: 'image/png',
      });
      const thread = await insertUpdateMessage(h.client, {
        body: {
          messageTypeId: 1,
          questId: QUEST,
          missionId: MISSION,
          operationId: OPERATION,
          subject: 'Doubt about magnets',
          messageBody: '<p>Why do magnets repel?</p>',
          parentMessageId: 0,
          isActive: true,
          attachmentList: [{ fileName: 'working.png', fileSize: file.size, fileType: 'image/png', file }],
        },
      });
      expect(thread).toMatchObject({
        subject: 'Doubt about magnets',
        messageBody: '<p>Why do magnets repel?</p>',
        missionId: MISSION,
        operationId: OPERATION,
        missionDisplayName: 'Live Science Lab',
        createdByName: 'Aarav',
        createdBy: student,
        chatList: [],
        attachmentList: [
          {
            fileName: 'working.png',
            fileSize: 11,
            fileType: 'image/png',
            fileUrl: expect.stringMatching(/^\/uploads\/messages\//),
          },
        ],
      });
      const list = await getMessageList(h.client, {});
      expect(list[0]!.messageId).toBe(thread.messageId);
    });
  },
);

contractSuite(
  communityEndpoints.getMasterclassLinks,
  () => h,
  () => {
    test('the active links with their live flag', async () => {
      // The masterclass area belongs to the GO_CODERZ mission of a quest the student holds (ADR 0105).
      await h.db.query(
        `insert into missions (id, quest_id, name, display_name) values (99901, $1, 'GO_CODERZ', 'Go Coderz')
         on conflict (id) do nothing`,
        [QUEST],
      );
      await h.db.query(
        `insert into community_masterclass_links (masterclass_name, masterclass_link, is_live, sequence_no)
       values ('GO_CODERZ Live', 'https://masterclass.example.com/live', true, 1),
              ('Old session', 'https://masterclass.example.com/old', false, 2)`,
      );
      await asStudent();
      await expect(getMasterclassLinks(h.client, {})).resolves.toEqual([
        {
          masterclass_name: 'GO_CODERZ Live',
          masterclass_link: 'https://masterclass.example.com/live',
          is_live: true,
        },
        {
          masterclass_name: 'Old session',
          masterclass_link: 'https://masterclass.example.com/old',
          is_live: false,
        },
      ]);
    });
  },
);

contractSuite(
  communityEndpoints.uploadMasterclassFiles,
  () => h,
  () => {
    test('a zip of project files is stored: "Uploaded successfully"', async () => {
      await asStudent();
      const zip = new File([tinyZip(['maze/main.sb3', 'maze/notes.txt'])], 'files.zip', {
        type: 'application/zip',
      });
      await expect(
        uploadMasterclassFiles(h.client, { body: { file: zip, UserId: student } }),
      ).resolves.toEqual({
        message: 'Uploaded successfully',
        payload: { fileName: 'files.zip', fileSize: zip.size, fileCount: 2, uploadedOn: expect.any(String) },
      });
    });
  },
);

/** A small deflated zip archive with these file names. */
function tinyZip(names: string[]): Uint8Array<ArrayBuffer> {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const data = deflateRawSync(Buffer.from(`contents of ${name}`));
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(`contents of ${name}`.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(`contents of ${name}`.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
