import { zipSync } from 'fflate';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  insertUpdateMessage,
  masterclassUploadLimits,
  uploadProfilePic,
  type ApiError,
  type InsertUpdateMessageBody,
} from '@quest/api';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isUnsafeEntryName, readZipEntries } from '../src/areas/community/zip.ts';
import { createHarness, type Harness } from './support/harness.ts';

/** Uploads are checked by content on the server too (ADR 0087): pictures, query attachments, masterclass zips. */

const QUEST = 9301;
const MISSION = 9311;
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52,
]);
const GIF = new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000');
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n');
const PAGE = new TextEncoder().encode('<!doctype html><script>alert(document.cookie)</script>');

let h: Harness;
let student: number;

beforeAll(async () => {
  h = await createHarness();
  await h.db.exec(`
    insert into quests (id, name) values (${QUEST}, 'Grade 6 Quest');
    insert into missions (id, quest_id, name, display_name, has_online_session, sequence_no)
      values (${MISSION}, ${QUEST}, 'MATHS', 'Mathematics', false, 1);
  `);
  student = await h.createUser({ firstName: 'Aarav' });
  await h.db.query(`insert into user_quests (user_id, quest_id, is_assigned) values ($1, $2, true)`, [
    student,
    QUEST,
  ]);
});
afterAll(async () => {
  await h.close();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e as ApiError,
  );

describe('profile picture: an image by its bytes, whatever its name or declared type', () => {
  test.each([
    ['a page named .png', PAGE, 'evil.png', 'image/png'],
    ['a PDF named .jpg', PDF, 'scan.jpg', 'image/jpeg'],
    [
      'an SVG',
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="x()"/>'),
      'a.svg',
      'image/svg+xml',
    ],
  ])('Scenario: %s is refused with "Please choose an image file."', async (_, bytes, name, type) => {
    await h.signInAs(student);
    await expect(
      failure(
        uploadProfilePic(h.client, {
          body: { userId: student, profilePic: new File([bytes], name, { type }) },
        }),
      ),
    ).resolves.toMatchObject({ status: 415, message: 'Please choose an image file.' });
  });

  test('Scenario: a real GIF under a text name is stored as a .gif and served as image/gif', async () => {
    await h.signInAs(student);
    const { profilePic } = await uploadProfilePic(h.client, {
      body: { userId: student, profilePic: new File([GIF], 'notes.txt', { type: 'text/plain' }) },
    });
    expect(profilePic).toMatch(/-notes\.gif$/);
    const served = await h.app.request(new URL(profilePic).pathname);
    expect(served.headers.get('Content-Type')).toBe('image/gif');
  });
});

describe('query attachments: a file that says picture, PDF or zip must be one', () => {
  const compose = (attachmentList: InsertUpdateMessageBody['attachmentList']): InsertUpdateMessageBody => ({
    messageTypeId: 1,
    questId: QUEST,
    missionId: MISSION,
    operationId: '',
    subject: 'Doubt in fractions',
    messageBody: '<p>See the file</p>',
    parentMessageId: 0,
    isActive: true,
    attachmentList,
  });

  test.each([
    ['a page named .png', 'sum.png', 'image/png', PAGE, '"sum.png" is not a real PNG file.'],
    ['a page declared as a PDF', 'sum', 'application/pdf', PAGE, '"sum" is not a real PDF file.'],
    ['a PNG named .pdf', 'worksheet.pdf', '', PNG, '"worksheet.pdf" is not a real PDF file.'],
    ['text named .zip', 'project.zip', '', PAGE, '"project.zip" is not a real ZIP file.'],
  ])('Scenario: %s is refused (415) and nothing is stored', async (_, fileName, fileType, bytes, message) => {
    await h.signInAs(student);
    const before = await readdir(path.join(h.uploadsDir, 'messages')).catch(() => [] as string[]);
    const file = new File([bytes], fileName, { type: fileType });
    await expect(
      failure(insertUpdateMessage(h.client, { body: compose([{ fileName, fileType, file }]) })),
    ).resolves.toMatchObject({ status: 415, message });
    expect(await readdir(path.join(h.uploadsDir, 'messages')).catch(() => [] as string[])).toEqual(before);
  });

  test('Scenario: the stored type is the sniffed one: a picture under any name is image/png; a page stays a download', async () => {
    await h.signInAs(student);
    const thread = await insertUpdateMessage(h.client, {
      body: compose([
        { fileName: 'working', fileType: 'application/octet-stream', file: new File([PNG], 'working') },
        { fileName: 'notes.txt', fileType: 'text/html', file: new File([PAGE], 'notes.txt') },
      ]),
    });
    expect(thread.attachmentList.map((a) => [a.fileName, a.fileType])).toEqual([
      ['working', 'image/png'],
      ['notes.txt', 'text/html'],
    ]);
    const token = await h.signInAs(student);
    const page = await h.app.request(thread.attachmentList[1]!.fileUrl, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(page.headers.get('Content-Type')).toBe('application/octet-stream');
    expect(page.headers.get('Content-Disposition')).toMatch(/^attachment/);
  });
});

describe('masterclass zip: size once unpacked, entry names, links', () => {
  const upload = async (bytes: Uint8Array) => {
    const token = await h.signInAs(student);
    const form = new FormData();
    form.append(
      'file',
      new File([bytes as Uint8Array<ArrayBuffer>], 'files.zip', { type: 'application/zip' }),
    );
    form.append('UserId', String(student));
    const response = await h.app.request('/masterclass/api/users/uploadFiles', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  const text = (s: string) => new TextEncoder().encode(s);

  test('Scenario: a zip bomb (small archive, over 100 MB unpacked) is refused from its directory', async () => {
    const bomb = zipSync({
      'a.bin': new Uint8Array(60 * 1024 * 1024),
      'b.bin': new Uint8Array(masterclassUploadLimits.maxUncompressedBytes - 60 * 1024 * 1024 + 1),
    });
    expect(bomb.byteLength).toBeLessThan(masterclassUploadLimits.maxBytes);
    expect(await upload(bomb)).toEqual({
      status: 400,
      body: { error: 'The files must come to 100 MB or less once unpacked.' },
    });
  });

  test.each([
    ['../../etc/cron.d/job'],
    ['game/../../outside.txt'],
    ['/etc/passwd'],
    ['C:/Windows/win.ini'],
    ['game\\..\\..\\outside.txt'],
    ['bad\u0000name.txt'],
  ])('Scenario: an entry named %j is refused', async (name) => {
    expect(await upload(zipSync({ 'ok.txt': text('fine'), [name]: text('x') }))).toEqual({
      status: 400,
      body: { error: 'The zip file holds a file name or link that is not allowed.' },
    });
  });

  test('Scenario: a symbolic link entry is refused', async () => {
    const zip = zipSync({
      'ok.txt': text('fine'),
      link: [text('/etc/passwd'), { os: 3, attrs: (0o120777 << 16) >>> 0 }],
    });
    expect(readZipEntries(zip).map((e) => [e.name, e.isSymlink])).toEqual([
      ['ok.txt', false],
      ['link', true],
    ]);
    expect(await upload(zip)).toMatchObject({ status: 400 });
  });

  test('Scenario: a project with folders, dots in names and exactly the limits is stored', async () => {
    const files = Object.fromEntries(
      Array.from({ length: masterclassUploadLimits.maxFiles }, (_, i) => [
        `game..v2/level-${i}/main.sb3`,
        text(`level ${i}`),
      ]),
    );
    expect(await upload(zipSync(files))).toMatchObject({
      status: 200,
      body: { message: 'Uploaded successfully', payload: { fileCount: masterclassUploadLimits.maxFiles } },
    });
  });

  test('the name rule itself', () => {
    expect(['a.txt', 'dir/b.txt', '..hidden', 'x..y/z', 'dir/'].filter(isUnsafeEntryName)).toEqual([]);
    expect(['', '..', 'a/../b', '\\\\server\\share', 'D:x', 'a\u001fb'].every(isUnsafeEntryName)).toBe(true);
  });
});

describe('input limits on every call (ADR 0104)', () => {
  const post = (url: string, body: string, token?: string) =>
    h.app.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body,
    });

  test('Scenario: a body over the JSON limit is refused with 413 before it is read, even without sign-in', async () => {
    const response = await post('/QuestUser/RegisterUser', `{"userName":"${'9'.repeat(200 * 1024)}"}`);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: 'Request body is too large: at most 128 KB is accepted.',
    });
  });

  test('Scenario: a test attempt of 500 answers (the schema’s most) fits the JSON limit', async () => {
    const answer = {
      questionId: '2147483647',
      missionTestQuestionId: '2147483647',
      selectedOptionIds: '2147483641,2147483642,2147483643,2147483644',
      isQuestionSkipped: '1',
      isAnsweredCorrect: '1',
      questionMarksObtained: '100.25',
      timeSpent: '3600',
    };
    const size = JSON.stringify({ question: Array.from({ length: 500 }, () => answer) }).length;
    expect(size).toBeLessThan(128 * 1024);
  });

  test('Scenario: a NUL in a query value is a 400 naming the field', async () => {
    const token = await h.signInAs(student);
    const response = await h.app.request('/QuestUser/GetUserQuest?userId=1%00', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'userId must not contain control characters' });
  });

  test('Scenario: a NUL in a body text is a 400 naming the field, before the schema or the database', async () => {
    const token = await h.signInAs(student);
    const response = await post(
      '/QuestUser/UpdateProfile',
      JSON.stringify({ userId: student, firstName: 'A\u0000', pincode: '', cityName: '', emailId: '' }),
      token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'firstName must not contain control characters' });
  });

  test('Scenario: another control character in a name is refused by the schema', async () => {
    const token = await h.signInAs(student);
    const response = await post(
      '/QuestUser/UpdateProfile',
      JSON.stringify({ userId: student, firstName: 'A\u001b[2J', pincode: '', cityName: '', emailId: '' }),
      token,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'firstName must not contain control characters' });
  });

  test.each(['2147483648', '9223372036854775808', '-1', '1e5', '1.5'])(
    'Scenario: the id %s is a 400 with the range, never a database error',
    async (id) => {
      const token = await h.signInAs(student);
      const response = await h.app.request(`/QuestContent/GetContentList?QuestId=${id}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'QuestId must be a whole number from 0 to 2147483647' });
    },
  );

  test('Scenario: a multipart field name that reaches the prototype is a 400', async () => {
    const token = await h.signInAs(student);
    const form = new FormData();
    form.append('userId', String(student));
    form.append('__proto__.polluted', 'yes');
    const response = await h.app.request('/QuestUser/UploadProfilePic', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: '__proto__.polluted is not a field name' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
