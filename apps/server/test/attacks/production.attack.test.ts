import { identityEndpoints } from '@quest/api';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ConfigError, startupConfigFromEnv } from '../../src/config.ts';
import { routePath } from '../../src/contract.ts';
import {
  httpSmsSender,
  SMS_UNAVAILABLE_MESSAGE,
  unavailableSmsSender,
  type SmsSender,
} from '../../src/identity/sms.ts';
import { resetDemo, seedIfEmpty } from '../../src/seed/index.ts';
import { leak, leakyRoutes } from '../support/leaky-500.ts';
import { captureLog } from '../support/log-capture.ts';
import { PRODUCTION_ORIGINS } from '../support/server-process.ts';
import { createHarness, send, type Harness } from './support.ts';

/*
 * What an attacker found on a production start (issue 22, part C): demo accounts with the public password seeded on
 * an empty database, every OTP printed in clear to the server log, and 500s that logged SQL parameters (mobile,
 * email, password hash). Each test replays one of them against a production-configured server.
 */

/** One production-configured server for the file (a PGlite start is seconds): its SMS sender is switched per test. */
let h: Harness;
const log = captureLog();
let sender: SmsSender | null = null;
const switchable: SmsSender = {
  send: (to, text) => (sender ?? unavailableSmsSender).send(to, text),
};
beforeAll(async () => {
  h = await createHarness({ production: true, demoOtp: null }, [leakyRoutes], {
    sms: switchable,
    log: log.log,
  });
});
afterAll(async () => {
  await h?.close();
});

/** What the log gained while `fn` ran. */
async function logDuring(fn: () => Promise<void>): Promise<string> {
  const from = log.text().length;
  await fn();
  return log.text().slice(from);
}

/** The send-code call as the contract has it (GET with a query in the spec; POST with a body since ADR 0100). */
function sendOtp(h: Harness, mobile: string): Promise<Response> {
  const endpoint = identityEndpoints.sendOtp;
  const path = routePath(endpoint);
  return endpoint.method === 'GET'
    ? send(h, 'GET', `${path}?MobileNumber=${mobile}`)
    : send(h, 'POST', path, { body: JSON.stringify({ MobileNumber: mobile }) });
}

describe('production start seeds nothing', () => {
  test('seedIfEmpty on an empty production database adds no user', async () => {
    expect(await seedIfEmpty(h.deps)).toBe(false);
    const [count] = await h.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(count?.n).toBe(0);
  });

  test('reset-demo is refused in production', async () => {
    await expect(resetDemo(h.deps)).rejects.toThrow(/refused with NODE_ENV=production/);
    const [count] = await h.db.query<{ n: number }>('select count(*)::int as n from users');
    expect(count?.n).toBe(0);
  });

  test('QUEST_SEED=on does not turn seeding on; QUEST_DEMO_OTP and the test clock refuse to start', () => {
    const env = {
      NODE_ENV: 'production',
      QUEST_DATA_DIR: '/tmp/quest-attack-data',
      ...PRODUCTION_ORIGINS,
    };
    expect(startupConfigFromEnv({ ...env, QUEST_SEED: 'on' }).seed).toBe(false);
    expect(() => startupConfigFromEnv({ ...env, QUEST_DEMO_OTP: '123456' })).toThrow(ConfigError);
    expect(() => startupConfigFromEnv({ ...env, QUEST_TEST_CLOCK: 'on' })).toThrow(ConfigError);
  });
});

describe('production log carries no OTP', () => {
  // A number per test: resends to one number are throttled.
  let next = 9123400000;
  let mobile = '';
  beforeEach(() => {
    mobile = String((next += 1));
  });

  test('without an SMS gateway the code is not sent anywhere: 503, and the log has neither number nor code', async () => {
    sender = null;
    const text = await logDuring(async () => {
      const response = await sendOtp(h, mobile);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: SMS_UNAVAILABLE_MESSAGE });
    });
    expect(text).toContain('"status":503');
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(mobile.slice(0, 5));
    expect(text).not.toMatch(/OTP is/);
  });

  test('with a gateway the code goes to the gateway only, never to the log', async () => {
    const delivered: Array<{ to: string; text: string; auth: string | null }> = [];
    const gateway = httpSmsSender(
      { url: 'https://sms.example/send', token: leak.token },
      async (_url, init) => {
        delivered.push({
          ...(JSON.parse(String(init?.body)) as { to: string; text: string }),
          auth: new Headers(init?.headers).get('Authorization'),
        });
        return new Response('{}', { status: 202 });
      },
    );
    sender = gateway;
    const text = await logDuring(async () => {
      expect((await sendOtp(h, mobile)).status).toBe(200);
    });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ to: mobile, auth: `Bearer ${leak.token}` });
    const code = /OTP is (\d+)/.exec(delivered[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('"status":200');
    expect(text).not.toContain(code);
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(leak.token);
  });

  test('a failing gateway is a 503 whose log line names the status, not the number, code or token', async () => {
    sender = httpSmsSender({ url: 'https://sms.example/send', token: leak.token }, async () => {
      return new Response('upstream down', { status: 502 });
    });
    const text = await logDuring(async () => {
      expect((await sendOtp(h, mobile)).status).toBe(503);
    });
    expect(text).toContain('"status":502');
    expect(text).not.toContain(mobile);
    expect(text).not.toContain(leak.token);
    expect(text).not.toMatch(/OTP is/);
  });
});

describe('a 500 leaks no personal data to the log', () => {
  test('database errors with the statement, parameters and detail are logged as message, code and stack', async () => {
    const text = await logDuring(async () => {
      for (const route of ['/api/__test/leaky-duplicate', '/api/__test/leaky-cast']) {
        const response = await send(h, 'POST', `${route}?phone=${leak.mobile}&email=${leak.email}`, {
          token: leak.token,
          headers: { Cookie: `session=${leak.token}` },
        });
        expect(response.status).toBe(500);
        expect(await response.json()).toEqual({ error: 'Internal server error' });
      }
    });
    for (const secret of Object.values(leak)) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/insert into|password_hash|"(query|params|parameters|detail)"/i);
    expect(text.split('\n').filter((line) => line.includes('"level":"error"'))).toHaveLength(2);
  });
});
