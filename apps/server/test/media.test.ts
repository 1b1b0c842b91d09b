import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { base64UserName, contentOriginPages, frameMessageSchemas, parseFrameMessage } from '@quest/api';
import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createContentApp } from '../src/areas/media/content-origin.ts';
import { mediaDir } from '../src/areas/media/files.ts';
import { VIDEO_TOKEN_TTL_MS } from '../src/areas/media/video.ts';
import { issueContentGrant } from '../src/areas/learning/content-grants.ts';
import { issueLearningToolToken } from '../src/areas/learning/learning-tool.ts';
import type { Db } from '../src/db.ts';
import { revokeSession, tokenTtlMs } from '../src/identity/sessions.ts';
import { createHarness, type Harness } from './support/harness.ts';

let h: Harness;
let content: Hono;
let userId: number;
const VIDEO = 9011;
const OTHER_VIDEO = 9021;
const PDF = 9012;
/** Contents of quest 901 whose files are served with a content grant (ADR 0105). */
const FILES = {
  demoPdf: { id: 9013, type: '04', file: '/media/pdf/demo.pdf' },
  protectedPdf: { id: 9014, type: '05', file: '/media/pdf/protected.pdf' },
  htmlPage: { id: 9015, type: '07', file: 'content-origin:/pages/html-page.html' },
  activity: { id: 9016, type: '10', file: 'content-origin:/pages/activity.html' },
} as const;
/** The test the student is assigned as an online test (the external test page needs it). */
const ASSIGNMENT = 9801;
let grant: string;
let session: string;

/** The granted address of a file content, as GetContentList sends it. */
const granted = (path: string, contentId: number) => `${path}?contentId=${contentId}&grant=${grant}`;

async function seedQuest(db: Db, questId: number, video: number, pdf?: number): Promise<void> {
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
    `insert into contents (id, operation_id, display_name, type_code) values ($1, $2, 'Video', '02')`,
    [video, questId],
  );
  if (pdf) {
    await db.query(
      `insert into contents (id, operation_id, display_name, type_code) values ($1, $2, 'Notes', '04')`,
      [pdf, questId],
    );
  }
}

const bearer = (token: string | null | undefined) =>
  token ? { headers: { Authorization: `Bearer ${token}` } } : {};

async function videoToken(session: string, contentId = VIDEO): Promise<string> {
  const response = await h.app.request(`/QuestContent/GetMKIOToken?ContentId=${contentId}`, bearer(session));
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  h = await createHarness();
  content = createContentApp(h.deps);
  await seedQuest(h.db, 901, VIDEO, PDF);
  await seedQuest(h.db, 902, OTHER_VIDEO);
  userId = await h.createUser({ firstName: 'Aarav' });
  await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, 901, true)', [
    userId,
  ]);
  for (const file of Object.values(FILES)) {
    await h.db.query(
      `insert into contents (id, operation_id, display_name, type_code, file_url) values ($1, 901, 'File', $2, $3)`,
      [file.id, file.type, file.file],
    );
  }
  await h.db.query(
    `insert into assessment_tests (id, test_code, test_name, total_duration) values (98, 'QT-MEDIA', 'Media', 10)`,
  );
  await h.db.query(
    `insert into online_test_assignments (id, user_id, test_id, assign_start, assign_end)
     values ($1, $2, 98, now() - interval '1 day', now() + interval '1 day')`,
    [ASSIGNMENT, userId],
  );
  grant = await issueContentGrant(h.deps, userId, 901);
  session = await h.signInAs(userId);
});
afterAll(() => h.close());
afterEach(() => h.clock.reset());

describe('the video key (GetKey)', () => {
  const keyUrl = `/QuestContent/GetKey?ContentCode=${VIDEO}`;

  test('Scenario: only a live session gets the key', async () => {
    expect((await h.app.request(keyUrl)).status).toBe(401);
    expect((await h.app.request(keyUrl, bearer('not-a-session'))).status).toBe(401);
    const session = await h.signInAs(userId);
    const response = await h.app.request(keyUrl, bearer(session));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      await readFile(path.join(mediaDir, 'keys', 'demo.key')),
    );
  });

  test('Scenario: a video token is not a session and gets no key', async () => {
    const token = await videoToken(await h.signInAs(userId));
    expect((await h.app.request(keyUrl, bearer(token))).status).toBe(401);
  });

  test('Scenario: after logout the key is refused', async () => {
    const session = await h.signInAs(userId);
    expect((await h.app.request(keyUrl, bearer(session))).status).toBe(200);
    await revokeSession(h.deps, session);
    expect((await h.app.request(keyUrl, bearer(session))).status).toBe(401);
  });

  test('Scenario: when the session expires (test clock) the key is refused', async () => {
    const session = await h.signInAs(userId);
    h.clock.advance(tokenTtlMs() + 1000);
    expect((await h.app.request(keyUrl, bearer(session))).status).toBe(401);
  });

  test('Scenario: an expired trial blocks the video', async () => {
    const trialUser = await h.createUser();
    await h.db.query(
      `insert into user_quests (user_id, quest_id, is_on_trial, is_trial_taken, trial_ends_at)
       values ($1, 902, true, true, $2)`,
      [trialUser, new Date(h.clock.now().getTime() + 60_000)],
    );
    const session = await h.signInAs(trialUser);
    const url = `/QuestContent/GetKey?ContentCode=${OTHER_VIDEO}`;
    expect((await h.app.request(url, bearer(session))).status).toBe(200);
    h.clock.advance(120_000);
    const refused = await h.app.request(url, bearer(session));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'Your trial has expired. Please buy the product to get access to its contents.',
    });
  });
});

describe('HLS playlist and segments', () => {
  test('Scenario: the playlist carries the content id in its key URI and relative segments', async () => {
    const response = await h.app.request(`/media/hls/${VIDEO}/index.m3u8`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/vnd.apple.mpegurl');
    const text = await response.text();
    expect(text).toMatch(/^#EXTM3U/);
    expect(text).toContain(`#EXT-X-KEY:METHOD=AES-128,URI="/QuestContent/GetKey?ContentCode=${VIDEO}"`);
    expect(text).not.toContain('ContentCode=demo');
    const segments = text.split('\n').filter((line) => line && !line.startsWith('#'));
    expect(segments.length).toBeGreaterThanOrEqual(5);
    for (const segment of segments) expect(segment).toMatch(/^seg-\d+\.ts$/);
  });

  test('Scenario: no playlist for an unknown or non-video content', async () => {
    expect((await h.app.request('/media/hls/424242/index.m3u8')).status).toBe(404);
    expect((await h.app.request(`/media/hls/${PDF}/index.m3u8`)).status).toBe(404);
    expect((await h.app.request('/media/hls/demo/index.m3u8')).status).toBe(404);
  });

  test('Scenario: a segment needs the video token of that content', async () => {
    const segment = `/media/hls/${VIDEO}/seg-0.ts`;
    const session = await h.signInAs(userId);
    const unauthorised = await h.app.request(segment);
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers.get('WWW-Authenticate')).toContain('Bearer');
    expect((await h.app.request(segment, bearer(session))).status).toBe(401);

    const token = await videoToken(session);
    const response = await h.app.request(segment, bearer(token));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('video/mp2t');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes).toEqual(await readFile(path.join(mediaDir, 'hls', 'demo', 'seg-0.ts')));
    // Encrypted: the plain MPEG-TS sync byte 0x47 does not repeat every 188 bytes.
    expect([0, 188, 376].every((offset) => bytes[offset] === 0x47)).toBe(false);

    expect((await h.app.request(`/media/hls/${VIDEO}/seg-999.ts`, bearer(token))).status).toBe(404);
    expect((await h.app.request(`/media/hls/${VIDEO}/seg-0.mp4`, bearer(token))).status).toBe(404);
  });

  test('Scenario: a token of another video opens nothing here', async () => {
    const otherUser = await h.createUser();
    await h.db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, 902, true)', [
      otherUser,
    ]);
    const token = await videoToken(await h.signInAs(otherUser), OTHER_VIDEO);
    expect((await h.app.request(`/media/hls/${OTHER_VIDEO}/seg-1.ts`, bearer(token))).status).toBe(200);
    expect((await h.app.request(`/media/hls/${VIDEO}/seg-1.ts`, bearer(token))).status).toBe(401);
  });

  test('Scenario: a video token expires after two hours (test clock)', async () => {
    const token = await videoToken(await h.signInAs(userId));
    const segment = `/media/hls/${VIDEO}/seg-2.ts`;
    h.clock.advance(VIDEO_TOKEN_TTL_MS - 60_000);
    expect((await h.app.request(segment, bearer(token))).status).toBe(200);
    h.clock.advance(61_000);
    expect((await h.app.request(segment, bearer(token))).status).toBe(401);
  });
});

describe('static media', () => {
  test.each([
    ['/media/images/content-video.svg', 'image/svg+xml', 'public, max-age=86400'],
    ['/media/images/quest-101.svg', 'image/svg+xml', 'public, max-age=86400'],
    [
      `/media/pdf/demo.pdf?contentId=${FILES.demoPdf.id}&grant={grant}`,
      'application/pdf',
      'private, no-store',
    ],
    [
      `/media/pdf/protected.pdf?contentId=${FILES.protectedPdf.id}&grant={grant}`,
      'application/pdf',
      'private, no-store',
    ],
    ['/media/docs/report-manual.pdf', 'application/pdf', 'public, max-age=3600'],
    ['/media/docs/sample-report.pdf', 'application/pdf', 'public, max-age=3600'],
  ])('Scenario: %s is served as %s', async (address, type, cache) => {
    // Granted addresses are made once the grant exists (beforeAll).
    const url = address.replace('{grant}', grant);
    const response = await h.app.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
    expect(response.headers.get('Cache-Control')).toBe(cache);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const etag = response.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect((await h.app.request(url, { headers: { 'If-None-Match': etag! } })).status).toBe(304);
  });

  test('Scenario: every image has an accessible title', async () => {
    const svg = await (await h.app.request('/media/images/default-avatar.svg')).text();
    expect(svg).toMatch(/<title id="[^"]+">Default profile picture<\/title>/);
  });

  test('Scenario: the protected PDF is encrypted and the demo PDF is not', async () => {
    const fetchPdf = async (path: string, id: number) =>
      Buffer.from(await (await h.app.request(granted(path, id))).arrayBuffer());
    const plain = await fetchPdf('/media/pdf/demo.pdf', FILES.demoPdf.id);
    const locked = await fetchPdf('/media/pdf/protected.pdf', FILES.protectedPdf.id);
    expect(plain.subarray(0, 5).toString()).toBe('%PDF-');
    expect(plain.includes('/Encrypt')).toBe(false);
    expect(locked.includes('/Encrypt')).toBe(true);
  });

  test.each([
    '/media/keys/demo.key',
    '/media/images/..%2Fkeys%2Fdemo.key',
    '/media/images/%2e%2e%2fkeys%2fdemo.key',
    '/media/images/..%5Ckeys%5Cdemo.key',
    '/media/pdf/.hidden.pdf',
    '/media/pdf/content-video.svg',
    '/media/images/missing.svg',
    '/media/hls/demo/seg-0.ts',
    '/media/../apps/server/media/keys/demo.key',
  ])('Scenario: %s is refused', async (url) => {
    const response = await h.app.request(url, { headers: { Accept: 'text/html' } });
    // 404 under /media; a path that normalises out of /media reaches the app's static files (503 unbuilt here).
    expect([404, 503]).toContain(response.status);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.equals(await readFile(path.join(mediaDir, 'keys', 'demo.key')))).toBe(false);
  });

  test('Scenario: /content/* on the app redirects to the content origin', async () => {
    const response = await h.app.request('/content/pages/activity.html?origin=http%3A%2F%2Fapp.test');
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe(
      'http://content.test/pages/activity.html?origin=http%3A%2F%2Fapp.test',
    );
  });
});

describe('the content origin', () => {
  const pages = ['html-page.html', 'activity.html', 'external-test.html', 'terms.html'];
  /** Each page's address as the app opens it: with its grant, or the session and assignment, or plain. */
  const pageUrl = (name: string) => {
    if (name === 'html-page.html') return granted(`/pages/${name}`, FILES.htmlPage.id);
    if (name === 'activity.html') return granted(`/pages/${name}`, FILES.activity.id);
    if (name === 'external-test.html') return `/pages/${name}?token=${session}&osaid=${ASSIGNMENT}&type=web`;
    return `/pages/${name}`;
  };

  test.each(pages)('Scenario: %s may be framed only by the app origin', async (name) => {
    const response = await content.request(pageUrl(name));
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const ancestors = csp.split(';').find((part) => part.trim().startsWith('frame-ancestors'));
    expect(ancestors?.trim().split(/\s+/)).toEqual([
      'frame-ancestors',
      'http://app.test',
      'http://localhost:5173',
      'http://127.0.0.1:5173',
    ]);
    expect(csp).toContain("script-src 'self'");
    const html = await response.text();
    // No inline scripts: every <script> has a src.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/\ssrc="\/assets\/[a-z-]+\.js"/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).toContain('<meta name="quest-app-origin" content="http://app.test" />');
  });

  test('Scenario: pages post only to an allowed app origin, never one from an untrusted query', async () => {
    const meta = async (init: { query?: string; referer?: string }) => {
      const response = await content.request(
        `${pageUrl('activity.html')}${init.query?.replace('?', '&') ?? ''}`,
        init.referer ? { headers: { Referer: init.referer } } : {},
      );
      return /name="quest-app-origin" content="([^"]*)"/.exec(await response.text())?.[1];
    };
    expect(await meta({ query: '?origin=http%3A%2F%2Flocalhost%3A5173' })).toBe('http://localhost:5173');
    expect(await meta({ query: '?origin=https%3A%2F%2Fevil.example' })).toBe('http://app.test');
    expect(await meta({ referer: 'http://127.0.0.1:5173/activity' })).toBe('http://127.0.0.1:5173');
    expect(await meta({ referer: 'https://evil.example/x' })).toBe('http://app.test');
  });

  test('Scenario: scripts and styles come from the content origin with their types', async () => {
    for (const [file, type] of [
      ['frame.js', 'text/javascript; charset=utf-8'],
      ['activity.js', 'text/javascript; charset=utf-8'],
      ['external-test.js', 'text/javascript; charset=utf-8'],
      ['content.css', 'text/css; charset=utf-8'],
    ]) {
      const response = await content.request(`/assets/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('Content-Type')).toBe(type);
    }
    const frame = await (await content.request('/assets/frame.js')).text();
    expect(frame).toContain('window.parent.postMessage(message, origin)');
    expect(frame).not.toContain("'*'");
    expect((await content.request('/assets/..%2Fpages%2Fterms.html')).status).toBe(404);
    expect((await content.request('/pages/..%2F..%2Fmedia%2Fkeys%2Fdemo.key')).status).toBe(404);
  });

  test('Scenario: the frames post exactly the message shapes the app accepts', async () => {
    const activity = await (await content.request('/assets/activity.js')).text();
    expect(activity).toContain("post({ type: 'Back' })");
    expect(activity).toContain("post({ type: 'FinishActivity', consumedTime })");
    const externalTest = await (await content.request('/assets/external-test.js')).text();
    for (const type of ['FinishTest', 'AbortTest', 'TestAbort', 'Back']) {
      expect(externalTest).toContain(`{ type: '${type}' }`);
      expect(parseFrameMessage('externalTest', { type })).toEqual({ type });
    }
    expect(parseFrameMessage('activity', { type: 'FinishActivity', consumedTime: 42 })).toEqual({
      type: 'FinishActivity',
      consumedTime: 42,
    });
    expect(parseFrameMessage('activity', { type: 'Back' })).toEqual({ type: 'Back' });
    for (const bad of [
      { type: 'FinishActivity' },
      { type: 'FinishActivity', consumedTime: -1 },
      { type: 'FinishActivity', consumedTime: '42' },
      { type: 'Back', extra: true },
      { type: 'FinishTest' },
      'Back',
      null,
    ]) {
      expect(frameMessageSchemas.activity.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(parseFrameMessage('externalTest', { type: 'FinishActivity', consumedTime: 1 })).toBeNull();
  });

  test('Scenario: the learning-tool page refuses a bad token', async () => {
    for (const query of ['', '?token=', '?token=nope', '?token=%3Cscript%3E']) {
      const response = await content.request(`/learning-tool/auth${query}`);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain('This link is not valid or has expired.');
      expect(html).not.toContain('<script>');
    }
  });

  test('Scenario: the learning-tool page opens with a live token and links back only to the app', async () => {
    const token = await issueLearningToolToken(h.deps, userId, 901);
    const ok = await content.request(
      `/learning-tool/auth?token=${token}&lasturl=${encodeURIComponent('http://app.test/home')}`,
    );
    expect(ok.status).toBe(200);
    const html = await ok.text();
    expect(html).toContain('Welcome, Aarav!');
    expect(html).toContain('href="http://app.test/home"');
    const foreign = await content.request(
      `/learning-tool/auth?token=${token}&lasturl=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await foreign.text()).not.toContain('evil.example');
  });

  test('Scenario: the coding site welcomes the base64-encoded user name, escaped', async () => {
    const path = contentOriginPages.codingSite('9876543210').replace(/^\/content/, '');
    const response = await content.request(path);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Welcome, 9876543210');
    const script = await content.request(`/coding/${encodeURIComponent(base64UserName('<b>Asha</b>'))}`);
    expect(await script.text()).toContain('Welcome, &lt;b&gt;Asha&lt;/b&gt;');
    expect((await content.request('/coding/%%%')).status).toBe(400);
    expect((await content.request('/coding/not*base64')).status).toBe(400);
  });
});
