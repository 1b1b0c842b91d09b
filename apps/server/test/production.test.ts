import { lstat, readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { identityEndpoints } from '@quest/api';
import { ConfigError, startupConfigFromEnv } from '../src/config.ts';
import { openPglite } from '../src/db.ts';
import {
  otpText,
  SMS_NOT_CONFIGURED_WARNING,
  SMS_UNAVAILABLE_MESSAGE,
  smsSenderFor,
} from '../src/identity/sms.ts';
import { withRequestLog } from '../src/log.ts';
import { makeTempDir, postJson } from './helpers.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { leak, leakyRoutes } from './support/leaky-500.ts';
import { captureLog } from './support/log-capture.ts';
import {
  PRODUCTION_ORIGINS,
  runUntilExit,
  START_TIMEOUT_MS,
  startServer,
  type ServerProcess,
} from './support/server-process.ts';

let temp: Awaited<ReturnType<typeof makeTempDir>>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  temp = await makeTempDir('production');
});
afterEach(() => {
  for (const server of running.splice(0)) server.kill();
});
afterAll(async () => {
  await temp?.remove();
});

/** The send-code call as the contract defines it (a GET with a query in the spec, a POST with a body since ADR 0100). */
function sendOtpRequest(
  base: string,
  mobile: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const endpoint = identityEndpoints.sendOtp;
  const url = `${base}${endpoint.path}`;
  return endpoint.method === 'GET'
    ? fetch(`${url}?MobileNumber=${mobile}`, { headers })
    : fetch(url, postJson({ MobileNumber: mobile }, headers));
}

/** Every entry under `dir` with its permission bits (symbolic links are not followed). */
async function modesUnder(dir: string): Promise<Array<{ file: string; mode: number }>> {
  const out: Array<{ file: string; mode: number }> = [];
  const visit = async (entry: string) => {
    const info = await lstat(entry);
    if (info.isSymbolicLink()) return;
    out.push({ file: path.relative(dir, entry) || '.', mode: info.mode & 0o777 });
    if (info.isDirectory()) for (const name of await readdir(entry)) await visit(path.join(entry, name));
  };
  await visit(dir);
  return out;
}

describe('a production start (NODE_ENV=production, a spawned server on an empty data directory)', () => {
  it(
    'seeds nothing, refuses to send codes without an SMS gateway, logs no number or code, and keeps its files private',
    async () => {
      const dataDir = path.join(temp.dir, 'prod', 'pglite');
      const uploadsDir = path.join(temp.dir, 'prod', 'uploads');
      const mobile = '9123456780';
      const server = await startServer({
        NODE_ENV: 'production',
        ...PRODUCTION_ORIGINS,
        QUEST_DATA_DIR: dataDir,
        QUEST_UPLOADS_DIR: uploadsDir,
        QUEST_SEED: 'on',
      });
      running.push(server);

      const sent = await sendOtpRequest(server.url, mobile, { 'X-Request-Id': 'prod-check-1' });
      expect(sent.status).toBe(503);
      expect(await sent.json()).toEqual({ error: SMS_UNAVAILABLE_MESSAGE });
      expect(sent.headers.get('X-Request-Id')).toBe('prod-check-1');
      const generated = await fetch(`${server.url}/health`, {
        headers: { 'X-Request-Id': 'bad id with spaces' },
      });
      expect(generated.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      expect((await fetch(`${server.url}/__test/clock`)).status).toBe(403);

      expect(await server.stop()).toBe(0);
      const output = server.output();
      expect(output).toContain(SMS_NOT_CONFIGURED_WARNING);
      expect(output).toContain('QUEST_SEED is ignored in production');
      expect(output).not.toContain('Seeded the demo data');
      expect(output).not.toContain(mobile);
      expect(output).not.toContain(mobile.slice(0, 5));
      expect(output).not.toMatch(/OTP is \d/);
      // One access line per request, JSON, with the request id and no query string.
      const access = output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line.msg === 'request');
      expect(access).toContainEqual(
        expect.objectContaining({ reqId: 'prod-check-1', status: 503, path: identityEndpoints.sendOtp.path }),
      );
      for (const line of access) expect(String(line.path)).not.toContain('?');

      const db = await openPglite(dataDir);
      try {
        const [users] = await db.query<{ n: number }>('select count(*)::int as n from users');
        expect(users?.n).toBe(0);
        expect(await db.query(`select 1 from app_meta where key = 'demo_seeded_at'`)).toEqual([]);
      } finally {
        await db.close();
      }

      for (const dir of [dataDir, uploadsDir]) {
        expect((await stat(dir)).mode & 0o777, dir).toBe(0o700);
        const open = (await modesUnder(dir)).filter(({ mode }) => mode & 0o077);
        expect(open, `not private to the server user under ${dir}`).toEqual([]);
      }
    },
    START_TIMEOUT_MS + 60_000,
  );

  it(
    'refuses development-only settings and bad values with a clear message naming the variable',
    async () => {
      const refused = await runUntilExit({
        NODE_ENV: 'production',
        QUEST_DATA_DIR: path.join(temp.dir, 'refused', 'pglite'),
        QUEST_DEMO_OTP: '123456',
        QUEST_TEST_CLOCK: 'on',
        PORT: 'eighty',
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('Quest refused to start');
      expect(refused.output).toMatch(/QUEST_DEMO_OTP .*refused with NODE_ENV=production/);
      expect(refused.output).toMatch(/QUEST_TEST_CLOCK .*refused with NODE_ENV=production/);
      expect(refused.output).toContain('PORT must be a port number 0-65535');
      // Behind a proxy an instance's own port is reachable from nowhere else: the public origins are required.
      for (const name of ['QUEST_PUBLIC_URL', 'QUEST_CONTENT_URL', 'QUEST_GATEWAY_URL']) {
        expect(refused.output).toContain(`NODE_ENV=production needs ${name}`);
      }
      expect(refused.output).not.toContain('Quest is running at');
    },
    START_TIMEOUT_MS,
  );
});

describe('a development start with the console SMS stand-in', () => {
  it(
    'logs the masked number and, in development, the code',
    async () => {
      const mobile = '9123456781';
      const server = await startServer({
        NODE_ENV: 'development',
        QUEST_DATA_DIR: 'memory://',
        QUEST_UPLOADS_DIR: path.join(temp.dir, 'dev-uploads'),
        QUEST_SEED: 'off',
        QUEST_DEMO_OTP: '246810',
      });
      running.push(server);
      expect((await sendOtpRequest(server.url, mobile)).status).toBe(200);
      expect(await server.stop()).toBe(0);
      const output = server.output();
      expect(output).toContain('SMS to 91234xxxxx: Your Quest OTP is 246810. It is valid for 10 minutes.');
      expect(output).not.toContain(mobile);
    },
    START_TIMEOUT_MS + 30_000,
  );

  it('shows the code only in development: under NODE_ENV=test the log has the masked number alone', async () => {
    for (const [nodeEnv, showsCode] of [
      ['development', true],
      [undefined, true],
      ['test', false],
    ] as const) {
      const captured = captureLog();
      const sender = smsSenderFor({ production: false }, nodeEnv ? { NODE_ENV: nodeEnv } : {});
      await withRequestLog(captured.log, () => sender.send('9123456782', otpText('135790')));
      expect(captured.text()).toContain('91234xxxxx');
      expect(captured.text()).not.toContain('9123456782');
      expect(captured.text().includes('135790'), String(nodeEnv)).toBe(showsCode);
    }
  });
});

describe('startup settings', () => {
  const base = { QUEST_DATA_DIR: '/tmp/quest-config-check' };
  const production = { ...base, ...PRODUCTION_ORIGINS, NODE_ENV: 'production' };
  const problems = (env: NodeJS.ProcessEnv) => {
    try {
      startupConfigFromEnv(env);
      return [];
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
  };

  it('never seeds in production, whatever QUEST_SEED says, and warns without an SMS gateway', () => {
    const config = startupConfigFromEnv({ ...production, QUEST_SEED: 'on' });
    expect(config.seed).toBe(false);
    expect(config.testClock).toBe(false);
    expect(config.server.production).toBe(true);
    expect(config.warnings).toContain(SMS_NOT_CONFIGURED_WARNING);
    expect(startupConfigFromEnv({ ...base }).seed).toBe(true);
    expect(startupConfigFromEnv({ ...base, QUEST_SEED: 'off' }).seed).toBe(false);
  });

  it('refuses dev-only settings in production', () => {
    const found = problems({
      ...production,
      QUEST_DEMO_OTP: '123456',
      QUEST_TEST_CLOCK: 'on',
    }).join('\n');
    expect(found).toContain('QUEST_DEMO_OTP');
    expect(found).toContain('QUEST_TEST_CLOCK');
    expect(problems({ ...production, QUEST_DATA_DIR: 'memory://' }).join('\n')).toContain(
      'QUEST_DATA_DIR=memory://',
    );
    expect(
      problems({
        ...production,
        QUEST_SMS_URL: 'http://sms.example/send',
        QUEST_SMS_TOKEN: 't',
      }),
    ).toEqual([expect.stringContaining('QUEST_SMS_URL must be https://')]);
  });

  it.each([
    [{ PORT: '70000' }, 'PORT'],
    [{ CONTENT_PORT: '-1' }, 'CONTENT_PORT'],
    [{ GATEWAY_PORT: 'x' }, 'GATEWAY_PORT'],
    [{ HOST: 'my host' }, 'HOST'],
    [{ DATABASE_URL: 'mysql://db/quest' }, 'DATABASE_URL'],
    [{ QUEST_DATA_DIR: '/' }, 'QUEST_DATA_DIR'],
    [{ QUEST_UPLOADS_DIR: tmpdir() }, 'QUEST_UPLOADS_DIR'],
    [{ QUEST_DEMO_OTP: '12ab' }, 'QUEST_DEMO_OTP'],
    [{ QUEST_SEED: 'maybe' }, 'QUEST_SEED'],
    [{ QUEST_TEST_CLOCK: 'sometimes' }, 'QUEST_TEST_CLOCK'],
    [{ QUEST_SMS_URL: 'https://sms.example/send' }, 'QUEST_SMS_TOKEN'],
    [{ QUEST_SMS_TOKEN: 'secret' }, 'QUEST_SMS_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ QUEST_TOKEN_TTL_MINUTES: '0' }, 'QUEST_TOKEN_TTL_MINUTES'],
    [{ QUEST_OTP_REQUIRED: 'perhaps' }, 'QUEST_OTP_REQUIRED'],
    [{ QUEST_SUPPORT_EMAIL: 'support' }, 'QUEST_SUPPORT_EMAIL'],
    [{ QUEST_APP_ORIGINS: 'https://ok.example, not a url' }, 'QUEST_APP_ORIGINS'],
    [{ VITE_EXTERNAL_TEST_URL: 'ftp://tests.example' }, 'VITE_EXTERNAL_TEST_URL'],
    [
      { QUEST_PUBLIC_URL: 'https://quest.example/app' },
      'QUEST_PUBLIC_URL must be an absolute http(s) origin',
    ],
    [{ QUEST_CONTENT_URL: 'quest.example:8081' }, 'QUEST_CONTENT_URL must be an absolute http(s) origin'],
    [
      { QUEST_GATEWAY_URL: 'https://pay.example/?x=1' },
      'QUEST_GATEWAY_URL must be an absolute http(s) origin',
    ],
    [
      { QUEST_PUBLIC_URL: 'https://quest.example', QUEST_CONTENT_URL: 'https://quest.example:443/' },
      'QUEST_CONTENT_URL must be a different origin from QUEST_PUBLIC_URL',
    ],
    [
      { QUEST_CONTENT_URL: 'http://127.0.0.1:8081', QUEST_GATEWAY_URL: 'http://127.0.0.1:8081' },
      'QUEST_GATEWAY_URL must be an origin of its own',
    ],
  ] as Array<[NodeJS.ProcessEnv, string]>)('a bad %o fails start naming %s', (env, name) => {
    const found = problems({ ...base, ...env });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(name);
  });
});

describe('a 500 in the request log', () => {
  let h: Harness;
  const captured = captureLog();
  beforeAll(async () => {
    h = await createHarness({}, [leakyRoutes], { log: captured.log });
  });
  afterAll(async () => {
    await h.close();
  });

  it('keeps message, code and stack; never SQL parameters, the statement, a hash, a mobile or an email', async () => {
    for (const route of ['/api/__test/leaky-duplicate', '/api/__test/leaky-cast']) {
      const response = await h.app.request(route, {
        method: 'POST',
        headers: { 'X-Request-Id': `leak-${route.length}` },
      });
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ error: 'Internal server error' });
      expect(response.headers.get('X-Request-Id')).toBe(`leak-${route.length}`);
    }
    const text = captured.text();
    for (const secret of Object.values(leak)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/insert into users|select \$1/i);
    expect(text).not.toMatch(/"(query|params|parameters|detail)"/);
    const errors = captured.lines().filter((line) => line.level === 'error');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({
      msg: 'Request failed',
      err: { code: '23505', message: expect.stringContaining('duplicate key'), stack: expect.any(String) },
    });
    expect(errors[1]).toMatchObject({ err: { code: '22P02', message: expect.stringContaining('[email]') } });
  });
});
