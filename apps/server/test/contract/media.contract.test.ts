import { getKey, getMkioToken, mediaEndpoints } from '@quest/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Db } from '../../src/db.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

let h: Harness;

/** A quest with one operation holding a video content and a PDF content. */
async function seedQuest(db: Db, questId: number): Promise<{ video: number; pdf: number }> {
  const video = questId * 10 + 1;
  const pdf = questId * 10 + 2;
  await db.query('insert into quests (id, name) values ($1, $2)', [questId, `Quest ${questId}`]);
  await db.query('insert into missions (id, quest_id, name, display_name) values ($1, $1, $2, $2)', [
    questId,
    'Numbers',
  ]);
  await db.query('insert into operations (id, mission_id, display_name) values ($1, $1, $2)', [
    questId,
    'Fractions',
  ]);
  await db.query(
    `insert into contents (id, operation_id, display_name, type_code, file_url) values
       ($1, $3, 'Fractions video', '01', $4),
       ($2, $3, 'Fractions notes', '04', '/media/pdf/demo.pdf')`,
    [video, pdf, questId, `/media/hls/${video}/index.m3u8`],
  );
  return { video, pdf };
}

let mine: { video: number; pdf: number };
let other: { video: number; pdf: number };
let userId: number;

beforeAll(async () => {
  h = await createHarness();
  mine = await seedQuest(h.db, 901);
  other = await seedQuest(h.db, 902);
  userId = await h.createUser();
  await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, 901, true)', [
    userId,
  ]);
});
afterAll(() => h.close());

contractSuite(
  mediaEndpoints.getMkioToken,
  () => h,
  () => {
    test('a student gets a video token for a video in their quest', async () => {
      await h.signInAs(userId);
      const { token } = await getMkioToken(h.client, { query: { ContentId: mine.video } });
      expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    });

    test('each call gives a new token, stored only as a hash', async () => {
      await h.signInAs(userId);
      const first = await getMkioToken(h.client, { query: { ContentId: mine.video } });
      const second = await getMkioToken(h.client, { query: { ContentId: String(mine.video) } });
      expect(first.token).not.toBe(second.token);
      const stored = await h.db.query<{ token_hash: string }>('select token_hash from video_tokens');
      expect(stored.map((row) => row.token_hash)).not.toContain(first.token);
    });

    test('no session is 401', async () => {
      h.session.setToken(null);
      await expect(getMkioToken(h.client, { query: { ContentId: mine.video } })).rejects.toMatchObject({
        kind: 'session',
        status: 401,
      });
    });

    test('a content that is not a video is 404', async () => {
      await h.signInAs(userId);
      await expect(getMkioToken(h.client, { query: { ContentId: mine.pdf } })).rejects.toMatchObject({
        status: 404,
        message: 'Content not found.',
      });
    });

    test('a video of a quest the student does not hold is 403', async () => {
      await h.signInAs(userId);
      await expect(getMkioToken(h.client, { query: { ContentId: other.video } })).rejects.toMatchObject({
        status: 403,
        message: 'This quest is not assigned to you.',
      });
    });
  },
);

contractSuite(
  mediaEndpoints.getKey,
  () => h,
  () => {
    test('the session gets the 16-byte key as an octet stream', async () => {
      await h.signInAs(userId);
      const key = await getKey(h.client, { query: { ContentCode: mine.video } });
      expect(key).toBeInstanceOf(Blob);
      expect(key.size).toBe(16);
      const response = await h.app.request(`/QuestContent/GetKey?ContentCode=${mine.video}`, {
        headers: { Authorization: `Bearer ${h.session.getToken()}` },
      });
      expect(response.headers.get('Content-Type')).toBe('application/octet-stream');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(Buffer.from(await response.arrayBuffer())).toEqual(Buffer.from(await key.arrayBuffer()));
    });

    test('no session is 401', async () => {
      h.session.setToken(null);
      await expect(getKey(h.client, { query: { ContentCode: mine.video } })).rejects.toMatchObject({
        kind: 'session',
        status: 401,
      });
    });

    test('the key of a video outside the student’s quests is 403', async () => {
      await h.signInAs(userId);
      await expect(getKey(h.client, { query: { ContentCode: other.video } })).rejects.toMatchObject({
        status: 403,
      });
    });
  },
);
