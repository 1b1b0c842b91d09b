import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clientErrorListSchema, type ClientError } from '@quest/api';
import { createApp } from '../src/app.ts';
import type { Db } from '../src/db.ts';
import { openTestDb, testDbKind } from './support/test-db.ts';
import { brokenDb, fixedClock, postJson } from './helpers.ts';
import { captureLog } from './support/log-capture.ts';

const NO_BUILD = '/nonexistent/learner/dist';

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

beforeEach(async () => {
  await db.exec('truncate client_errors restart identity');
});

async function listErrors(app: ReturnType<typeof createApp>, query = ''): Promise<ClientError[]> {
  const response = await app.request(`/api/client-errors${query}`);
  expect(response.status).toBe(200);
  return clientErrorListSchema.parse(await response.json()).items;
}

describe('GET /health', () => {
  it('answers ok with the database kind and its time', async () => {
    const response = await createApp({ db, staticDir: NO_BUILD }).request('/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const body = (await response.json()) as { time: string };
    expect(body).toEqual({ status: 'ok', db: testDbKind(), time: expect.any(String) });
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('stays 200 when the database fails (alive, no database call), 503 once draining', async () => {
    const lifecycle = { draining: false };
    const app = createApp({ db: brokenDb('connection refused'), staticDir: NO_BUILD, lifecycle });
    expect((await app.request('/health')).status).toBe(200);
    lifecycle.draining = true;
    const draining = await app.request('/health');
    expect(draining.status).toBe(503);
    expect(draining.headers.get('Connection')).toBe('close');
  });
});

describe('GET /ready', () => {
  it('answers 200 once every migration of this build is applied', async () => {
    const response = await createApp({ db, staticDir: NO_BUILD }).request('/ready');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ready', db: db.kind, migrations: expect.any(Number) });
  });

  it('answers 503 with a reason, never the database error, when the database fails or drains', async () => {
    const broken = await createApp({ db: brokenDb('connection refused'), staticDir: NO_BUILD }).request(
      '/ready',
    );
    expect(broken.status).toBe(503);
    expect(await broken.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    const lifecycle = { draining: true };
    const draining = await createApp({ db, staticDir: NO_BUILD, lifecycle }).request('/ready');
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ reason: expect.stringContaining('draining') });
  });

  it('answers 503 naming the migrations not applied', async () => {
    const missing: Db = {
      ...db,
      query: async <T>(sql: string, params?: unknown[]) =>
        sql.includes('schema_migrations')
          ? ((await db.query<T>(sql, params)) as Array<T & { version: string }>).filter(
              (row) => !row.version.startsWith('0001_'),
            )
          : db.query<T>(sql, params),
    };
    const response = await createApp({ db: missing, staticDir: NO_BUILD }).request('/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'not ready',
      reason: 'migrations not applied: 0001_foundation',
    });
  });
});

describe('/api/client-errors', () => {
  it('stores a report with the user agent and the server time, and lists it back', async () => {
    const clock = fixedClock('2026-03-04T05:06:07.000Z');
    const app = createApp({ db, staticDir: NO_BUILD, clock });
    const response = await app.request(
      '/api/client-errors',
      postJson(
        { message: 'Cannot read properties of undefined', stack: 'TypeError: …\n    at Home', url: '/home' },
        { 'User-Agent': 'QuestAndroid/1.0' },
      ),
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ id: 1 });
    expect(await listErrors(app)).toEqual([
      {
        id: 1,
        message: 'Cannot read properties of undefined',
        stack: 'TypeError: …\n    at Home',
        url: '/home',
        userAgent: 'QuestAndroid/1.0',
        createdAt: '2026-03-04T05:06:07.000Z',
      },
    ]);
  });

  it('stores absent optional fields as null', async () => {
    const app = createApp({ db, staticDir: NO_BUILD });
    expect((await app.request('/api/client-errors', postJson({ message: 'only a message' }))).status).toBe(
      201,
    );
    expect(await listErrors(app)).toEqual([
      expect.objectContaining({ message: 'only a message', stack: null, url: null, userAgent: null }),
    ]);
  });

  it('lists newest first, 20 by default, up to ?limit', async () => {
    const clock = fixedClock('2026-01-01T00:00:00.000Z');
    const app = createApp({ db, staticDir: NO_BUILD, clock });
    for (let n = 1; n <= 22; n++) {
      await app.request('/api/client-errors', postJson({ message: `crash ${n}` }));
      clock.advance(1000);
    }
    const byDefault = await listErrors(app);
    expect(byDefault).toHaveLength(20);
    expect(byDefault[0]?.message).toBe('crash 22');
    expect((await listErrors(app, '?limit=3')).map((item) => item.message)).toEqual([
      'crash 22',
      'crash 21',
      'crash 20',
    ]);
    expect(await listErrors(app, '?limit=100')).toHaveLength(22);
  });

  it.each(['0', '101', '2.5', 'ten', ''])('rejects ?limit=%s with 400', async (limit) => {
    const response = await createApp({ db, staticDir: NO_BUILD }).request(
      `/api/client-errors?limit=${limit}`,
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'limit must be a whole number from 1 to 100' });
  });

  it.each([
    ['an empty object', {}, 'message is required'],
    ['an empty message', { message: '' }, 'message must not be empty'],
    ['a number message', { message: 42 }, 'message must be a string'],
    [
      'a message over 2000 characters',
      { message: 'x'.repeat(2001) },
      'message must be at most 2000 characters',
    ],
    [
      'a stack over 10000 characters',
      { message: 'm', stack: 's'.repeat(10_001) },
      'stack must be at most 10000 characters',
    ],
    [
      'a url over 2000 characters',
      { message: 'm', url: 'u'.repeat(2001) },
      'url must be at most 2000 characters',
    ],
    ['two problems', { stack: 1 }, 'message is required; stack must be a string'],
    ['an array', [], 'Request body must be a JSON object'],
    ['an empty body', '', 'Request body must be a JSON object'],
    ['malformed JSON', '{"message":', 'Request body is not valid JSON'],
  ])('answers 400 with a clear message for %s', async (_, body, error) => {
    const app = createApp({ db, staticDir: NO_BUILD });
    const response = await app.request('/api/client-errors', postJson(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await listErrors(app)).toEqual([]);
  });

  it('accepts the largest valid report', async () => {
    const app = createApp({ db, staticDir: NO_BUILD });
    const report = { message: 'm'.repeat(2000), stack: 's'.repeat(10_000), url: 'u'.repeat(2000) };
    expect((await app.request('/api/client-errors', postJson(report))).status).toBe(201);
  });

  it('answers 413 to an oversized body', async () => {
    const app = createApp({ db, staticDir: NO_BUILD });
    const response = await app.request(
      '/api/client-errors',
      postJson({ message: 'm', stack: 's'.repeat(70_000) }),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is too large: at most 64 KB is accepted.' });
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    const app = createApp({ db, staticDir: NO_BUILD });
    for (const [path, method] of [
      ['/api/nope', 'GET'],
      ['/api/nope', 'POST'],
      ['/api', 'GET'],
      ['/api/client-errors', 'DELETE'],
    ] as const) {
      const response = await app.request(path, { method, headers: { Accept: 'text/html' } });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('hides unexpected failures behind a JSON 500 and logs them', async () => {
    const captured = captureLog();
    const app = createApp({ db: brokenDb('disk on fire'), staticDir: NO_BUILD, log: captured.log });
    const response = await app.request('/api/client-errors', postJson({ message: 'm' }));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: 'Internal server error' });
    const requestId = response.headers.get('X-Request-Id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(captured.lines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 'error',
          msg: 'Request failed',
          reqId: requestId,
          method: 'POST',
          path: '/api/client-errors',
          err: expect.objectContaining({ message: 'disk on fire', stack: expect.any(String) }),
        }),
        expect.objectContaining({ msg: 'request', reqId: requestId, status: 500, method: 'POST' }),
      ]),
    );
  });
});
