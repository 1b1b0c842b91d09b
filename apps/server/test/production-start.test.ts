// The production start (ADR 0127): built JavaScript without TypeScript at run time, configuration checked at start,
// JSON lines only, /health and /ready, and a drain on SIGTERM that answers every request it accepted.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, startupConfigFromEnv } from '../src/config.ts';
import { openPglite } from '../src/db.ts';
import { repoRoot } from '../src/paths.ts';
import { makeTempDir } from './helpers.ts';
import {
  buildServer,
  NO_TYPESCRIPT_HOOK,
  startBuiltServer,
  type BuiltServer,
} from './support/built-server.ts';
import { PRODUCTION_ORIGINS, START_TIMEOUT_MS } from './support/server-process.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
const running: BuiltServer[] = [];

beforeAll(async () => {
  temp = await makeTempDir('production-start');
  buildServer();
}, 60_000);
afterEach(() => {
  for (const server of running.splice(0)) server.kill();
});
afterAll(async () => {
  await temp?.remove();
});

describe('production settings', () => {
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      startupConfigFromEnv(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('needs the database named, and reports every problem at once, one a line', () => {
    const found = problems({ NODE_ENV: 'production', QUEST_DEMO_OTP: '123456', PORT: 'x' });
    expect(found).toEqual([
      expect.stringContaining('PORT must be a port number'),
      expect.stringContaining('NODE_ENV=production needs its database named: DATABASE_URL'),
      expect.stringContaining('QUEST_DEMO_OTP'),
      expect.stringContaining('NODE_ENV=production needs QUEST_PUBLIC_URL'),
      expect.stringContaining('NODE_ENV=production needs QUEST_CONTENT_URL'),
      expect.stringContaining('NODE_ENV=production needs QUEST_GATEWAY_URL'),
    ]);
    const production = { NODE_ENV: 'production', ...PRODUCTION_ORIGINS };
    expect(problems({ ...production, DATABASE_URL: 'postgres://q@127.0.0.1/q' })).toEqual([]);
    expect(problems({ ...production, QUEST_DATA_DIR: '/tmp/quest-prod-check' })).toEqual([]);
    expect(problems({})).toEqual([]);
  });

  it('hands out the public origins when set (a trailing slash dropped), the listening ones otherwise', () => {
    const config = startupConfigFromEnv({
      QUEST_DATA_DIR: '/tmp/quest-prod-check',
      QUEST_PUBLIC_URL: 'https://quest.example.test/',
      QUEST_CONTENT_URL: 'https://content.quest.example.test:8443',
    }).server;
    expect(config.origins).toEqual({
      app: 'https://quest.example.test',
      content: 'https://content.quest.example.test:8443',
      gateway: '',
    });
    expect(config.publicOrigins).toEqual({ app: config.origins.app, content: config.origins.content });
    expect(startupConfigFromEnv({}).server.publicOrigins).toEqual({});
  });
});

describe('the built server', () => {
  it('refuses TypeScript with the hook the tests run it under (the check below can fail)', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        NO_TYPESCRIPT_HOOK,
        '--input-type=module',
        '-e',
        "await import('./apps/server/src/paths.ts')",
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('TypeScript at run time');
  });

  it(
    'runs as plain JavaScript in production, writes JSON lines only, serves /health and /ready, and drains 50 requests in flight on SIGTERM',
    async () => {
      const dataDir = path.join(temp.dir, 'prod', 'pglite');
      const server = await startBuiltServer({
        NODE_ENV: 'production',
        ...PRODUCTION_ORIGINS,
        QUEST_DATA_DIR: dataDir,
        QUEST_UPLOADS_DIR: path.join(temp.dir, 'prod', 'uploads'),
      });
      running.push(server);
      const health = await fetch(`${server.url}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      const ready = await fetch(`${server.url}/ready`);
      expect(await ready.json()).toMatchObject({ status: 'ready', db: 'pglite' });
      expect(ready.status).toBe(200);

      // 50 reports, each on its own connection, with `Expect: 100-continue`: the server's "100 Continue" proves it
      // accepted the connection and is handling the request; the body follows only after the SIGTERM.
      const { port } = new URL(server.url);
      const post = (expectContinue = true) => {
        const body = JSON.stringify({ message: 'drain check', url: '/drain' });
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/client-errors',
          agent: false,
          headers: {
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(body),
            ...(expectContinue ? { Expect: '100-continue' } : {}),
          },
        });
        const accepted = new Promise<void>((resolve) => request.once('continue', resolve));
        const outcome = new Promise<{ status: number; complete: boolean } | { error: string }>((resolve) => {
          request.once('response', (response) => {
            response.resume();
            response.once('end', () =>
              resolve({ status: response.statusCode ?? 0, complete: response.complete }),
            );
            response.once('error', (error) => resolve({ error: error.message }));
          });
          request.once('error', (error: NodeJS.ErrnoException) =>
            resolve({ error: error.code ?? error.message }),
          );
        });
        return { request, body, accepted, outcome };
      };
      const inFlight = Array.from({ length: 50 }, () => post());
      await Promise.all(inFlight.map((r) => r.accepted));

      const signalled = Date.now();
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      // New connections during the drain: refused at connect, or answered in full.
      const late = Array.from({ length: 5 }, () => {
        const r = post(false);
        r.request.end(r.body);
        return r.outcome;
      });
      for (const r of inFlight) r.request.end(r.body);

      const outcomes = await Promise.all(inFlight.map((r) => r.outcome));
      const failed = outcomes.filter((o) => !('status' in o) || o.status !== 201 || !o.complete);
      expect(failed, 'requests accepted before SIGTERM that did not complete with 201').toEqual([]);
      for (const outcome of await Promise.all(late)) {
        if ('error' in outcome) expect(outcome.error).toBe('ECONNREFUSED');
        else expect(outcome).toMatchObject({ complete: true });
      }
      expect(await server.exited).toBe(0);
      const drainMs = Date.now() - signalled;
      expect(drainMs).toBeLessThan(10_000);

      // Every line on stdout and stderr is one JSON object; the ready line is one of them.
      const lines = server.lines().filter(({ line }) => line.trim() !== '');
      const notJson = lines.filter(({ line }) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
      expect(notJson).toEqual([]);
      const messages = lines.map(({ line }) => (JSON.parse(line) as { msg?: string }).msg);
      expect(messages).toContain(`Quest is running at ${server.url}`);
      expect(messages).toContain('Drained: every request in flight was answered');

      const db = await openPglite(dataDir);
      try {
        const [row] = await db.query<{ n: number }>(
          `select count(*)::int as n from client_errors where message = 'drain check'`,
        );
        expect(row?.n).toBeGreaterThanOrEqual(50);
      } finally {
        await db.close();
      }
    },
    START_TIMEOUT_MS + 30_000,
  );
});
