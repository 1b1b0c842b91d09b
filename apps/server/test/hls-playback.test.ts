import { writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../src/app.ts';
import { issueContentGrant } from '../src/areas/learning/content-grants.ts';
import { createContentApp } from '../src/areas/media/content-origin.ts';
import { createTestClock } from '../src/clock.ts';
import type { ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db.ts';
import { openTestDb } from './support/test-db.ts';
import { hashPassword } from '../src/identity/passwords.ts';
import { createSession } from '../src/identity/sessions.ts';
import { makeTempDir } from './helpers.ts';

/*
 * The demo HLS stream really plays in Chromium through video.js (VHS, MSE): the AES-128 key comes from GetKey with
 * the session bearer and the segments with the video token from GetMKIOToken. The server runs in-process on a
 * free loopback port; the page is a blank page on the app's origin.
 */

const require = createRequire(import.meta.url);
const VIDEO = 7011;
/** The activity content (its page opens only with a content grant, ADR 0105) and the online test's assignment. */
const ACTIVITY = 7012;
const ASSIGNMENT = 7801;

interface PlayResult {
  error: number | null;
  currentTime: number;
  statuses: Array<[string, number]>;
}

/** Runs in the page: plays the content's playlist with the given bearers and reports what happened. */
const playInPage = `async ({ src, session, video, waitMs, wantTime }) => {
  const videojs = window.videojs;
  const statuses = [];
  const el = document.createElement('video');
  el.className = 'video-js';
  el.muted = true;
  el.setAttribute('muted', '');
  el.setAttribute('playsinline', '');
  document.body.appendChild(el);
  const onRequest = (options) => {
    const url = options.uri || '';
    options.headers = { ...(options.headers || {}) };
    if (url.includes('/QuestContent/GetKey') && session) options.headers.Authorization = 'Bearer ' + session;
    if (/\\.ts(\\?|$)/.test(url) && video) options.headers.Authorization = 'Bearer ' + video;
    return options;
  };
  const onResponse = (request, error, response) => {
    statuses.push([request.uri, (response && response.statusCode) || 0]);
  };
  videojs.Vhs.xhr.onRequest(onRequest);
  videojs.Vhs.xhr.onResponse(onResponse);
  // A 401 does not heal by retrying: with the exclusion made permanent, VHS gives up and reports the error
  // instead of retrying its only playlist forever.
  const player = videojs(el, {
    muted: true,
    autoplay: 'muted',
    preload: 'auto',
    html5: { vhs: { overrideNative: true, playlistExclusionDuration: Infinity } },
  });
  try {
    const outcome = await new Promise((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), waitMs);
      player.on('error', () => { clearTimeout(timer); resolve('error'); });
      player.on('timeupdate', () => {
        if (wantTime && player.currentTime() >= wantTime) { clearTimeout(timer); resolve('played'); }
      });
      player.src({ src, type: 'application/x-mpegURL' });
      const started = player.play();
      if (started && started.catch) started.catch(() => undefined);
    });
    const error = player.error();
    return { outcome, error: error ? error.code : null, currentTime: player.currentTime(), statuses };
  } finally {
    videojs.Vhs.xhr.offRequest(onRequest);
    videojs.Vhs.xhr.offResponse(onResponse);
    player.dispose();
  }
}`;

let db: Db;
let server: Server;
let contentServer: Server;
let contentOrigin: string;
let temp: Awaited<ReturnType<typeof makeTempDir>>;
let browser: Browser;
let appOrigin: string;
let session: string;
let grant: string;

async function seed(): Promise<number> {
  const [user] = await db.query<{ id: number }>(
    `insert into users (user_name, password_hash, first_name, contact_no, user_type)
     values ('9811111111', $1, 'Asha', '9811111111', 'ExistingUser') returning id`,
    [await hashPassword('secret123')],
  );
  await db.query(`insert into quests (id, name) values (701, 'Grade 6 Quest')`);
  await db.query(`insert into missions (id, quest_id, name, display_name) values (701, 701, 'M', 'Numbers')`);
  await db.query(`insert into operations (id, mission_id, display_name) values (701, 701, 'Fractions')`);
  await db.query(
    `insert into contents (id, operation_id, display_name, type_code, file_url)
     values ($1, 701, 'Fractions video', '01', $2)`,
    [VIDEO, `/media/hls/${VIDEO}/index.m3u8`],
  );
  await db.query(
    `insert into contents (id, operation_id, display_name, type_code, file_url)
     values ($1, 701, 'Fraction pizza', '10', 'content-origin:/pages/activity.html')`,
    [ACTIVITY],
  );
  await db.query('insert into user_quests (user_id, quest_id, is_assigned) values ($1, 701, true)', [
    user!.id,
  ]);
  await db.query(
    `insert into assessment_tests (id, test_code, test_name, total_duration) values (71, 'QT-71', 'T', 5)`,
  );
  await db.query(
    `insert into online_test_assignments (id, user_id, test_id, assign_start, assign_end)
     values ($1, $2, 71, now() - interval '1 day', now() + interval '1 day')`,
    [ASSIGNMENT, user!.id],
  );
  return user!.id;
}

function listen(fetch: (request: Request) => Response | Promise<Response>): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server)) as Server;
    s.once('error', reject);
  });
}

/**
 * A blank page really served by the app server (its static folder holds only a blank index.html): a page
 * fulfilled by Playwright would count as a public address, and Chromium's local-network checks would then block
 * frames from the loopback content origin.
 */
async function blankPage(origin: string): Promise<Page> {
  // The app origin's pages carry the app's CSP (ADR 0086); this test injects video.js itself, so it bypasses it.
  const page = await browser.newPage({ bypassCSP: true });
  await page.goto(`${origin}/`);
  return page;
}

async function newPage(): Promise<Page> {
  const page = await blankPage(appOrigin);
  await page.addScriptTag({ path: require.resolve('video.js/dist/video.min.js') });
  return page;
}

async function play(
  page: Page,
  args: { session?: string; video?: string; waitMs: number; wantTime?: number },
) {
  const input = { src: `${appOrigin}/media/hls/${VIDEO}/index.m3u8`, ...args };
  return (await page.evaluate(`(${playInPage})(${JSON.stringify(input)})`)) as PlayResult & {
    outcome: 'played' | 'error' | 'timeout';
  };
}

async function videoToken(): Promise<string> {
  const response = await fetch(`${appOrigin}/QuestContent/GetMKIOToken?ContentId=${VIDEO}`, {
    headers: { Authorization: `Bearer ${session}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

beforeAll(async () => {
  db = await openTestDb();
  const clock = createTestClock();
  const config: ServerConfig = {
    production: false,
    demoOtp: null,
    origins: { app: '', content: '', gateway: '' },
  };
  const userId = await seed();
  session = await createSession({ db, clock, config }, userId);
  grant = await issueContentGrant({ db, clock }, userId, 701);
  const deps = { db, clock, config };
  temp = await makeTempDir('hls-playback');
  await writeFile(
    path.join(temp.dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body></body></html>',
  );
  contentServer = await listen(createContentApp(deps).fetch);
  contentOrigin = `http://127.0.0.1:${(contentServer.address() as AddressInfo).port}`;
  config.origins.content = contentOrigin;
  server = await listen(createApp({ ...deps, staticDir: temp.dir }).fetch);
  appOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  config.origins.app = appOrigin;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--autoplay-policy=no-user-gesture-required'],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  for (const s of [server, contentServer]) {
    await new Promise<void>((resolve) => {
      if (!s) return resolve();
      s.closeAllConnections();
      s.close(() => resolve());
    });
  }
  await db?.close();
  await temp?.remove();
});

describe('HLS playback in Chromium', () => {
  test('Scenario: without the session bearer the key is 401 and the player reports an error', async () => {
    const page = await newPage();
    try {
      const result = await play(page, { video: await videoToken(), waitMs: 15_000 });
      const keyStatuses = result.statuses.filter(([url]) => url.includes('/QuestContent/GetKey'));
      expect(keyStatuses.length).toBeGreaterThan(0);
      expect(keyStatuses.every(([, status]) => status === 401)).toBe(true);
      expect(result.outcome).toBe('error');
      expect(result.error).not.toBeNull();
    } finally {
      await page.close();
    }
  }, 25_000);

  test('Scenario: without the video token a segment is 401 and nothing plays', async () => {
    const page = await newPage();
    try {
      const result = await play(page, { session, waitMs: 15_000 });
      const segmentStatuses = result.statuses.filter(([url]) => /\/seg-\d+\.ts$/.test(url));
      expect(segmentStatuses.length).toBeGreaterThan(0);
      expect(segmentStatuses.every(([, status]) => status === 401)).toBe(true);
      expect(result.outcome).toBe('error');
      expect(result.currentTime).toBeLessThan(0.1);
    } finally {
      await page.close();
    }
  }, 25_000);

  test('Scenario: with the session key and the video token, muted autoplay passes 2 s', async () => {
    const page = await newPage();
    try {
      const result = await play(page, { session, video: await videoToken(), waitMs: 20_000, wantTime: 2.1 });
      expect(result.outcome).toBe('played');
      expect(result.error).toBeNull();
      expect(result.currentTime).toBeGreaterThan(2);
      const statuses = new Map(result.statuses.map(([url, status]) => [new URL(url).pathname, status]));
      expect(statuses.get('/QuestContent/GetKey')).toBe(200);
      expect(statuses.get(`/media/hls/${VIDEO}/seg-0.ts`)).toBe(200);
    } finally {
      await page.close();
    }
  }, 30_000);
});

describe('content frames in Chromium', () => {
  /** Frames a content page from a page on `hostOrigin`; resolves with the messages the host received. */
  const frameScript = `({ src }) => new Promise((resolve) => {
    const messages = [];
    window.addEventListener('message', (event) => messages.push({ origin: event.origin, data: event.data }));
    const frame = document.createElement('iframe');
    frame.id = 'content';
    frame.src = src;
    frame.addEventListener('load', () => resolve(true));
    document.body.appendChild(frame);
    window.__messages = messages;
  })`;

  test('Scenario: the activity posts Back and FinishActivity to the app origin only', async () => {
    const page = await blankPage(appOrigin);
    try {
      await page.evaluate(
        `(${frameScript})(${JSON.stringify({ src: `${contentOrigin}/pages/activity.html?contentId=${ACTIVITY}&grant=${grant}&origin=${encodeURIComponent(appOrigin)}` })})`,
      );
      const frame = page.frameLocator('#content');
      await frame.getByRole('button', { name: '1/2' }).click();
      await frame.getByRole('button', { name: '0.5' }).click();
      await frame.getByRole('button', { name: 'Back' }).click();
      await frame.getByRole('button', { name: 'Finish' }).click();
      await expect.poll(() => page.evaluate('window.__messages.length')).toBe(2);
      const messages = (await page.evaluate('window.__messages')) as Array<{ origin: string; data: unknown }>;
      expect(messages[0]).toEqual({ origin: contentOrigin, data: { type: 'Back' } });
      expect(messages[1]).toEqual({
        origin: contentOrigin,
        data: { type: 'FinishActivity', consumedTime: expect.any(Number) },
      });
    } finally {
      await page.close();
    }
  }, 20_000);

  test('Scenario: the external test posts FinishTest after submitting', async () => {
    const page = await blankPage(appOrigin);
    try {
      const src = `${contentOrigin}/pages/external-test.html?token=${session}&osaid=${ASSIGNMENT}&type=web`;
      await page.evaluate(`(${frameScript})(${JSON.stringify({ src })})`);
      const frame = page.frameLocator('#content');
      await frame.getByLabel('1/2').check();
      await frame.getByRole('button', { name: 'Submit' }).click();
      await expect(frame.getByText('Your score:').isVisible()).resolves.toBe(true);
      await frame.getByRole('button', { name: 'Finish' }).click();
      await expect
        .poll(() => page.evaluate('window.__messages'))
        .toEqual([{ origin: contentOrigin, data: { type: 'FinishTest' } }]);
    } finally {
      await page.close();
    }
  }, 20_000);

  test('Scenario: another origin cannot frame the content pages', async () => {
    const foreign = appOrigin.replace('127.0.0.1', 'localhost');
    const page = await blankPage(foreign);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    try {
      await page.evaluate(
        `(${frameScript})(${JSON.stringify({ src: `${contentOrigin}/pages/activity.html?contentId=${ACTIVITY}&grant=${grant}` })})`,
      );
      // Blocked by frame-ancestors: Chromium says why, and the frame holds its error page, not the activity.
      await expect.poll(() => logs.join('\n')).toContain('frame-ancestors');
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame?.url()).not.toContain('/pages/activity.html');
    } finally {
      await page.close();
    }
  }, 20_000);
});
