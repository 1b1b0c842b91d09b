import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createHarness, send, type Harness } from './support.ts';

/*
 * Sign-in, one-time codes and number look-ups, as an attacker replayed them (issue 22, ADR 0099/0100): password
 * spraying, one address against many accounts, guessing codes across resends, flooding one number with codes,
 * a cross-site GET that sends codes, and enumerating registered numbers. Each test is one attack over raw HTTP;
 * it passes when the server held. Where the attacker would wait (between resends), the test clock stands in.
 */

const MINUTE = 60_000;

let h: Harness;
let nextMobile = 7300000000;
const freshMobile = () => String((nextMobile += 1));

beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});
afterEach(() => {
  h.clock.reset();
});
// Every attack starts from a server that has counted nothing, as if it came from a new address.
beforeEach(async () => {
  await h.db.query('delete from throttle_events');
  await h.db.query('delete from throttle_state');
});

const basic = (username: string, password: string) => ({
  Authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}`,
});
const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  send(h, 'POST', '/QuestUser/AuthenticateUser', { headers: { ...basic(username, password), ...headers } });
const sendOtp = (mobile: string) =>
  send(h, 'POST', '/QuestUser/SendOTP', { body: JSON.stringify({ MobileNumber: mobile }) });

async function statuses(responses: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const response of await Promise.all(responses))
    counts[response.status] = (counts[response.status] ?? 0) + 1;
  return counts;
}

async function sentCodes(mobile: string): Promise<number> {
  // One row per purpose and number; its created_at moves with each send, so count sends by the throttle's record.
  const rows = await h.db.query<{ n: number }>(
    `select count(*)::int as n from throttle_events where key = $1`,
    [`otp:send:number:register:${mobile}`],
  );
  return rows[0]!.n;
}

describe('attacks on sign-in, one-time codes and look-ups', () => {
  test('password spraying one account: 200 wrong passwords in a row get five checked, then only 429 with Retry-After', async () => {
    const userName = freshMobile();
    await h.createUser({ userName, password: 'the-real-one-1' });
    const answers: Response[] = [];
    for (let i = 0; i < 200; i += 1) answers.push(await signIn(userName, `guess-${i}`));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(5);
    const refused = answers.filter((r) => r.status === 429);
    expect(refused).toHaveLength(195);
    for (const response of refused) expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused[0]!.json()) as { error: string }).error).toMatch(
      /^Too many sign-in attempts\. Please try again in \d+ (second|minute)s?\.$/,
    );
    // Even the right password is refused while the lock lasts: guessing it would not be noticed.
    expect((await signIn(userName, 'the-real-one-1')).status).toBe(429);
  });

  test('password spraying in parallel: 50 guesses at once still get at most five checked', async () => {
    const userName = freshMobile();
    await h.createUser({ userName, password: 'the-real-one-2' });
    const counts = await statuses(Array.from({ length: 50 }, (_, i) => signIn(userName, `parallel-${i}`)));
    expect(counts[401] ?? 0).toBeLessThanOrEqual(5);
    expect(counts[429]).toBeGreaterThanOrEqual(45);
  });

  test('one address against many accounts: a common password tried on 100 user names is stopped after 20', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) answers.push((await signIn(freshMobile(), 'Password@123')).status);
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
    expect(answers.filter((s) => s === 429)).toHaveLength(80);
  });

  test('a forged X-Forwarded-For does not give the attacker a new address (no proxy is configured)', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(
        (await signIn(freshMobile(), 'Password@123', { 'X-Forwarded-For': `198.51.100.${i}` })).status,
      );
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(20);
  });

  test('guessing the registration code across 5 resends, waiting out each cooldown: locked after 10 wrong codes', async () => {
    const mobile = freshMobile();
    const guesses: number[] = [];
    for (let round = 0; round < 6; round += 1) {
      if (round > 0) h.clock.advance(12 * MINUTE); // the attacker waits for each resend to be allowed
      expect((await sendOtp(mobile)).status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        const code = String(100000 + round * 4 + i);
        guesses.push(
          (await send(h, 'GET', `/QuestUser/ValidateOTP?OTP=${code}&MobileNumber=${mobile}`)).status,
        );
      }
    }
    expect(guesses.filter((s) => s === 400)).toHaveLength(10);
    expect(guesses.slice(10)).toEqual(Array<number>(14).fill(429));
    // The right code of the newest send no longer helps: the number is locked, not just the code.
    const right = await send(h, 'GET', `/QuestUser/ValidateOTP?OTP=123456&MobileNumber=${mobile}`);
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  test('guessing the password-reset code across resends, waiting out each cooldown: the same lock holds', async () => {
    const userName = freshMobile();
    await h.createUser({ userName });
    const guesses: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      if (round > 0) h.clock.advance(12 * MINUTE);
      const sent = await send(h, 'POST', '/QuestUser/ResetPassword/VerifyUser', {
        body: JSON.stringify({ Username: userName }),
      });
      expect(sent.status).toBe(200);
      for (let i = 0; i < 4; i += 1) {
        guesses.push(
          (await send(h, 'GET', `/QuestUser/ResetPassword/ValiateOTP?Username=${userName}&OTP=00000${i}`))
            .status,
        );
      }
    }
    expect(guesses.filter((s) => s === 400)).toHaveLength(10);
    expect(guesses.slice(10)).toEqual(Array<number>(10).fill(429));
  });

  test('flooding one number with codes: 500 sends in a burst send two codes, the rest are 429', async () => {
    const mobile = freshMobile();
    const answers: Response[] = [];
    for (let i = 0; i < 500; i += 1) answers.push(await sendOtp(mobile));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(498);
    expect(await sentCodes(mobile)).toBe(2);
    const last = answers.at(-1)!;
    expect(Number(last.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await last.json()) as { error: string }).error).toMatch(/Please try again in \d+ seconds?\./);
  });

  test('flooding one number in parallel: 50 sends at once still send at most two codes', async () => {
    const mobile = freshMobile();
    const counts = await statuses(Array.from({ length: 50 }, () => sendOtp(mobile)));
    expect(counts[200]).toBeLessThanOrEqual(2);
    expect(await sentCodes(mobile)).toBeLessThanOrEqual(2);
  });

  test('SMS pumping from one address across many numbers is capped at 30 codes', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 60; i += 1) answers.push((await sendOtp(freshMobile())).status);
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(30);
  });

  test('a cross-site GET (a link or an image on another page) cannot make the server send a code', async () => {
    const mobile = freshMobile();
    const sendGet = await send(h, 'GET', `/QuestUser/SendOTP?MobileNumber=${mobile}`);
    expect([404, 405]).toContain(sendGet.status);
    const resetGet = await send(h, 'GET', '/QuestUser/ResetPassword/VerifyUser?Username=9876543210');
    expect([404, 405]).toContain(resetGet.status);
    expect(await h.db.query('select 1 from otp_challenges where sent_to = $1', [mobile])).toEqual([]);
    // A form on another site can post text/plain shaped like JSON, but not Content-Type: application/json.
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const formPost = await send(h, 'POST', '/QuestUser/SendOTP', {
        headers: { 'Content-Type': contentType },
        body: JSON.stringify({ MobileNumber: mobile }),
      });
      expect(formPost.status, contentType).toBe(415);
    }
    expect(await h.db.query('select 1 from otp_challenges where sent_to = $1', [mobile])).toEqual([]);
  });

  test('enumerating registered numbers with CheckMobileNumber: 1,000 look-ups get 30 answers', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 1000; i += 1) {
      answers.push(
        (await send(h, 'GET', `/QuestUser/CheckMobileNumber?MobileNumber=${freshMobile()}`)).status,
      );
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(970);
  });

  test('enumerating user names with VerifyUser (404 or a code) is capped by the same look-up limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) {
      const response = await send(h, 'POST', '/QuestUser/ResetPassword/VerifyUser', {
        body: JSON.stringify({ Username: freshMobile() }),
      });
      answers.push(response.status);
    }
    expect(answers.filter((s) => s === 404)).toHaveLength(30);
    expect(answers.filter((s) => s === 429)).toHaveLength(70);
  });

  test('enumerating with SendOTP (its 409 says "registered") is capped by the send limit', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 100; i += 1) answers.push((await sendOtp(freshMobile())).status);
    expect(answers.filter((s) => s !== 429)).toHaveLength(30);
  });
});
