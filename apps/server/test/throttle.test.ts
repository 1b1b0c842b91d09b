import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { Db } from '../src/db.ts';
import {
  addressKey,
  clientAddress,
  consumeRate,
  throttleRules,
  waitInWords,
} from '../src/security/throttle.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * Throttling (ADR 0099) on the test clock: every decision uses the server's "now", so the test moves time instead
 * of waiting. In-process requests have no socket, so they all share one client address ("in-process").
 */

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const OTP = '123456'; // the harness's demo OTP

let h: Harness;
let nextMobile = 7100000000;
const freshMobile = () => String((nextMobile += 1));

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});
beforeEach(async () => {
  await h.db.query('delete from throttle_events');
  await h.db.query('delete from throttle_state');
});
afterEach(() => {
  h.clock.reset();
});

/**
 * Retry-After in seconds: the expected wait, less at most the real seconds the test itself took (the test clock
 * moves with real time; 30 sends took over 5 s on the loaded 2-core CI machine): a quarter of the wait, at most 30 s.
 */
function expectWait(retryAfter: string | null, seconds: number) {
  expect(Number(retryAfter)).toBeGreaterThan(seconds - Math.min(30, seconds / 4));
  expect(Number(retryAfter)).toBeLessThanOrEqual(seconds);
}

const basic = (username: string, password: string) =>
  `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`;

async function signIn(username: string, password: string) {
  const response = await h.app.request('/QuestUser/AuthenticateUser', {
    method: 'POST',
    headers: { Authorization: basic(username, password) },
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as { error?: string; token?: string },
  };
}

async function post(path: string, body: unknown) {
  const response = await h.app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as { error?: string; message?: string },
  };
}

async function get(path: string) {
  const response = await h.app.request(path);
  return {
    status: response.status,
    retryAfter: response.headers.get('Retry-After'),
    body: (await response.json()) as { error?: string; message?: string; isRegistered?: boolean },
  };
}

const sendOtp = (mobile: string) => post('/QuestUser/SendOTP', { MobileNumber: mobile });
const validateOtp = (mobile: string, code: string) =>
  get(`/QuestUser/ValidateOTP?OTP=${code}&MobileNumber=${mobile}`);

async function freshUser(password = 'right-password-1') {
  const userName = freshMobile();
  await h.createUser({ userName, password });
  return { userName, password };
}

describe('sign-in', () => {
  test('20 wrong passwords in a row: 401 five times, then 429 from the 6th with Retry-After and the wait', async () => {
    const { userName } = await freshUser();
    const answers = [];
    for (let i = 0; i < 20; i += 1) answers.push(await signIn(userName, `wrong-${i}`));
    expect(answers.map((a) => a.status)).toEqual([
      ...Array<number>(5).fill(401),
      ...Array<number>(15).fill(429),
    ]);
    for (const refused of answers.slice(5)) {
      const seconds = Number(refused.retryAfter);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(refused.body.error).toBe('Too many sign-in attempts. Please try again in 1 minute.');
    }
  });

  test('the right password is refused during the lock and works after it', async () => {
    const { userName, password } = await freshUser();
    for (let i = 0; i < 5; i += 1) expect((await signIn(userName, 'wrong')).status).toBe(401);
    const locked = await signIn(userName, password);
    expect(locked.status).toBe(429);
    h.clock.advance(Number(locked.retryAfter) * SECOND - 5 * SECOND);
    expect((await signIn(userName, password)).status).toBe(429);
    h.clock.advance(5 * SECOND);
    const after = await signIn(userName, password);
    expect(after.status).toBe(200);
    expect(after.body.token).toEqual(expect.any(String));
  });

  test('a success resets the account’s failures', async () => {
    const { userName, password } = await freshUser();
    for (let i = 0; i < 4; i += 1) expect((await signIn(userName, 'wrong')).status).toBe(401);
    expect((await signIn(userName, password)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await signIn(userName, 'wrong')).status).toBe(401);
    expect((await signIn(userName, password)).status).toBe(200);
  });

  test('the lock grows with each further failure: 1, 2, 4, 8 minutes, then at most 15', async () => {
    const { userName } = await freshUser();
    for (let i = 0; i < 5; i += 1) await signIn(userName, 'wrong');
    const waits: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      const refused = await signIn(userName, 'wrong');
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      h.clock.advance(Number(refused.retryAfter) * SECOND);
      expect((await signIn(userName, 'wrong')).status).toBe(401);
    }
    [60, 120, 240, 480, 900, 900].forEach((seconds, i) => expectWait(String(waits[i]), seconds));
  });

  test('failures are forgotten after an hour without one', async () => {
    const { userName, password } = await freshUser();
    for (let i = 0; i < 4; i += 1) await signIn(userName, 'wrong');
    h.clock.advance(HOUR);
    for (let i = 0; i < 4; i += 1) expect((await signIn(userName, 'wrong')).status).toBe(401);
    expect((await signIn(userName, password)).status).toBe(200);
  });

  test('an unknown user name is throttled like a known one (the answer never tells them apart)', async () => {
    const statuses = [];
    for (let i = 0; i < 7; i += 1) statuses.push((await signIn('9000011111', 'guess')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  test('per address: 20 failures across many accounts lock the address, even for another account’s right password', async () => {
    const { userName, password } = await freshUser();
    for (let i = 0; i < 20; i += 1) expect((await signIn(freshMobile(), 'guess')).status).toBe(401);
    const refused = await signIn(userName, password);
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 60);
    h.clock.advance(MINUTE);
    expect((await signIn(userName, password)).status).toBe(200);
  });

  test('successful sign-ins from one address never lock it', async () => {
    const { userName, password } = await freshUser();
    for (let i = 0; i < 30; i += 1) expect((await signIn(userName, password)).status).toBe(200);
  });
});

describe('one-time codes: wrong guesses per number across codes', () => {
  test('20 wrong codes spread over 5 resends: locked after 10, a resend does not unlock it, even the right code is refused', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    const statuses: number[] = [];
    let resends = 0;
    for (let guess = 1; guess <= 20; guess += 1) {
      if (guess > 1 && guess % 4 === 1) {
        h.clock.advance(15 * MINUTE); // past the wait between sends, within the hour's cap
        expect((await sendOtp(mobile)).status).toBe(200);
        resends += 1;
      }
      statuses.push((await validateOtp(mobile, '000000')).status);
    }
    h.clock.advance(15 * MINUTE);
    expect((await sendOtp(mobile)).status).toBe(200);
    resends += 1;
    expect(resends).toBe(5);
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array<number>(10).fill(429));
    const right = await validateOtp(mobile, OTP);
    expect(right.status).toBe(429);
    expect(right.body.error).toMatch(/^Too many wrong codes\. Please try again in \d+ minutes?\.$/);
    expectWait(right.retryAfter, 15 * 60); // the 1 h lock began at the 10th guess, 45 minutes ago
  });

  test('after the lock the right code works, and resets the count', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    for (let i = 0; i < 4; i += 1) await validateOtp(mobile, '000000');
    h.clock.advance(MINUTE);
    await sendOtp(mobile);
    for (let i = 0; i < 4; i += 1) await validateOtp(mobile, '000000');
    h.clock.advance(MINUTE);
    await sendOtp(mobile);
    expect((await validateOtp(mobile, '000000')).status).toBe(400);
    expect((await validateOtp(mobile, '000000')).status).toBe(400); // the 10th: the lock starts
    const locked = await validateOtp(mobile, OTP);
    expect(locked.status).toBe(429);
    h.clock.advance(Number(locked.retryAfter) * SECOND);
    expect((await sendOtp(mobile)).status).toBe(200);
    expect((await validateOtp(mobile, OTP)).status).toBe(200);
    const [row] = await h.db.query('select 1 from throttle_state where key = $1', [
      `${throttleRules.otpGuess.name}:register:${mobile}`,
    ]);
    expect(row).toBeUndefined();
  });

  test('the per-code limit still holds: the fifth wrong code kills that code', async () => {
    const mobile = freshMobile();
    await sendOtp(mobile);
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await validateOtp(mobile, '000000')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    expect((await validateOtp(mobile, OTP)).body.error).toBe('Too many attempts. Request a new OTP.');
  });
});

describe('one-time codes: sends', () => {
  test('waits between sends to one number: the first resend at once, then 30 s, 1 min, 2 min', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    expect((await sendOtp(mobile)).status).toBe(200);
    const waits: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const refused = await sendOtp(mobile);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      h.clock.advance(Number(refused.retryAfter) * SECOND - 5 * SECOND);
      expect((await sendOtp(mobile)).status).toBe(429);
      h.clock.advance(5 * SECOND);
      expect((await sendOtp(mobile)).status).toBe(200);
    }
    [30, 60, 120].forEach((seconds, i) => expectWait(String(waits[i]), seconds));
  });

  test('at most 5 sends to one number an hour; Retry-After is the time until the oldest leaves the hour', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendOtp(mobile)).status).toBe(200);
      h.clock.advance(3 * MINUTE);
    }
    const refused = await sendOtp(mobile);
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 45 * 60);
    expect(refused.body.error).toBe('Too many OTP requests for this number. Please try again in 45 minutes.');
    h.clock.advance(45 * MINUTE);
    expect((await sendOtp(mobile)).status).toBe(200);
  });

  test('at most 10 sends to one number a day', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i += 1) {
      expect((await sendOtp(mobile)).status, `send ${i + 1}`).toBe(200);
      h.clock.advance(13 * MINUTE);
    }
    const refused = await sendOtp(mobile);
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 24 * 3600 - 130 * 60);
    expect(refused.body.error).toBe('Too many OTP requests for this number. Please try again in 22 hours.');
  });

  test('password-reset codes are limited per number the same way', async () => {
    const userName = freshMobile();
    await h.createUser({ userName });
    expect((await post('/QuestUser/ResetPassword/VerifyUser', { Username: userName })).status).toBe(200);
    expect((await post('/QuestUser/ResetPassword/VerifyUser', { Username: userName })).status).toBe(200);
    const refused = await post('/QuestUser/ResetPassword/VerifyUser', { Username: userName });
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 30);
  });

  test('a number that has just registered can get a reset code and one resend at once (separate budgets)', async () => {
    const mobile = freshMobile();
    expect((await sendOtp(mobile)).status).toBe(200);
    expect((await sendOtp(mobile)).status).toBe(200);
    expect((await sendOtp(mobile)).status).toBe(429);
    await h.createUser({ userName: mobile });
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/QuestUser/ResetPassword/VerifyUser', { Username: mobile })).status).toBe(200);
    }
    expect((await post('/QuestUser/ResetPassword/VerifyUser', { Username: mobile })).status).toBe(429);
  });

  test('at most 30 sends from one address an hour, whatever the numbers', async () => {
    for (let i = 0; i < 30; i += 1) expect((await sendOtp(freshMobile())).status).toBe(200);
    const refused = await sendOtp(freshMobile());
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 3600);
    expect(refused.body.error).toBe('Too many OTP requests. Please try again in 1 hour.');
  });

  test('concurrent sends count in the order they take the lock, not the order they read the clock', async () => {
    // On Postgres the requests run at once (PGlite ran them one by one): a request may read the time, then wait
    // for the lock while a later one records a send. Here each call reads a clock one tick later than the one
    // before, and the later calls take the lock first; only two sends may pass, as in the sequential case.
    let tick = Date.parse('2026-03-02T09:00:00Z');
    const clock = { now: () => new Date((tick += 1)) };
    let started = 0;
    const calls = 6;
    const db: Db = {
      ...h.db,
      transaction: async (fn) => {
        started += 1;
        await new Promise((resolve) => setTimeout(resolve, (calls - started) * 20));
        return h.db.transaction(fn);
      },
    };
    const key = { rule: throttleRules.otpSendNumber, subject: `register:${freshMobile()}` };
    const results = await Promise.allSettled(
      Array.from({ length: calls }, () => consumeRate({ ...h.deps, db, clock }, [key])),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
  });

  test('GET SendOTP and GET VerifyUser send nothing: 405 with Allow: POST', async () => {
    const mobile = freshMobile();
    const response = await h.app.request(`/QuestUser/SendOTP?MobileNumber=${mobile}`);
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('POST');
    const reset = await h.app.request('/QuestUser/ResetPassword/VerifyUser?Username=9876543210');
    expect(reset.status).toBe(405);
    expect(await h.db.query('select 1 from otp_challenges where sent_to = $1', [mobile])).toEqual([]);
  });
});

describe('look-ups', () => {
  test('at most 30 CheckMobileNumber look-ups from one address in 10 minutes', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`)).status).toBe(200);
      h.clock.advance(10 * SECOND);
    }
    const refused = await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`);
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 600 - 300);
    expect(refused.body.error).toBe('Too many requests. Please try again in 5 minutes.');
    h.clock.advance(300 * SECOND);
    expect((await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`)).status).toBe(200);
  });

  test('VerifyUser is a look-up too: unknown user names count against the same limit', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect((await post('/QuestUser/ResetPassword/VerifyUser', { Username: freshMobile() })).status).toBe(
        404,
      );
    }
    const refused = await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^Too many requests\. Please try again in 10 minutes\.$/);
  });

  test('at most 300 look-ups from one address a day', async () => {
    for (let i = 0; i < 300; i += 1) {
      await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`);
      h.clock.advance(30 * SECOND);
    }
    const refused = await get(`/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`);
    expect(refused.status).toBe(429);
    expectWait(refused.retryAfter, 24 * 3600 - 300 * 30);
  });
});

describe('client address', () => {
  const probe = (trustProxy: boolean) => {
    const app = new Hono();
    app.get('/', (c) => c.text(clientAddress(c, { trustProxy })));
    return (headers: Record<string, string>, remoteAddress?: string) =>
      Promise.resolve(
        app.request(
          '/',
          { headers },
          remoteAddress === undefined ? undefined : { incoming: { socket: { remoteAddress } } },
        ),
      ).then((response) => response.text());
  };

  test('the socket address; X-Forwarded-For only when QUEST_TRUST_PROXY says a proxy is in front', async () => {
    const direct = probe(false);
    expect(await direct({}, '203.0.113.7')).toBe('203.0.113.7');
    expect(await direct({ 'X-Forwarded-For': '198.51.100.1' }, '203.0.113.7')).toBe('203.0.113.7');
    expect(await direct({}, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(await direct({})).toBe('in-process');

    const proxied = probe(true);
    // The last entry is the one our proxy added; the ones before it are whatever the client sent.
    expect(await proxied({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.1' }, '10.0.0.2')).toBe('198.51.100.1');
    expect(await proxied({}, '10.0.0.2')).toBe('10.0.0.2');
  });

  test('an IPv6 client counts by its /64 network', () => {
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });

  test('waits read as whole seconds, minutes or hours, never shorter than the real wait', () => {
    expect(waitInWords(1)).toBe('1 second');
    expect(waitInWords(30)).toBe('30 seconds');
    expect(waitInWords(60)).toBe('1 minute');
    expect(waitInWords(61)).toBe('2 minutes');
    expect(waitInWords(3600)).toBe('1 hour');
    expect(waitInWords(22 * 3600 + 1)).toBe('23 hours');
  });
});

describe('configuration', () => {
  test('QUEST_ADDRESS_LIMIT_FACTOR scales the per-address limits only', async () => {
    const relaxed = await createHarness({ addressLimitFactor: 2 });
    const attempt = async (username: string) =>
      (
        await relaxed.app.request('/QuestUser/AuthenticateUser', {
          method: 'POST',
          headers: { Authorization: basic(username, 'guess') },
        })
      ).status;
    try {
      // The per-account limit did not move: five failures of one name, then 429.
      const one = [];
      for (let i = 0; i < 6; i += 1) one.push(await attempt('7299999999'));
      expect(one).toEqual([401, 401, 401, 401, 401, 429]);
      // The address allows 2 × 20 failures: 35 more names fail with 401, then the address is locked.
      const many = [];
      for (let i = 0; i < 36; i += 1) many.push(await attempt(String(7200000000 + i)));
      expect(many).toEqual([...Array<number>(35).fill(401), 429]);
    } finally {
      await relaxed.close();
    }
  }, 60_000); // 42 sign-ins with password hashing: over 20 s on a loaded 2-core machine (CI)
});
