import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createSession } from '../../src/identity/sessions.ts';
import { seedIfEmpty } from '../../src/seed/index.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import { boosterCartLine, createHarness, send, type Harness } from './support.ts';

/*
 * Coupon codes are at most 6 letters and digits: an attacker guesses them (ADR 0107). Wrong codes are throttled
 * per student and per address at ApplyCoupon, and checkout takes only the code the student applied, so it is no
 * second door for guessing and answers alike whether a code exists or not.
 */

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await seedIfEmpty(h.deps);
});
afterAll(async () => {
  await h?.close();
});
const key = () => h.clock.advance(2 * 60 * 60_000); // past every coupon lock and window between attacks

interface Student {
  userId: number;
  token: string;
}
async function studentWithCart(): Promise<Student> {
  const userId = await h.createUser();
  const token = await createSession(h.deps, userId);
  const added = await send(h, 'POST', '/QuestStore/AddCart', {
    token,
    body: JSON.stringify([boosterCartLine(userId)]),
  });
  expect(added.status).toBe(200);
  return { userId, token };
}

const apply = (s: Student, code: string) =>
  send(h, 'GET', `/QuestStore/ApplyCoupon?UserId=${s.userId}&CouponCode=${code}`, { token: s.token });

async function checkout(s: Student, couponCode: string) {
  const cart = (await (
    await send(h, 'GET', `/QuestStore/GetCartDetails?UserId=${s.userId}`, { token: s.token })
  ).json()) as { cartList: unknown[] };
  const response = await send(h, 'POST', '/QuestStore/PGData', {
    token: s.token,
    headers: { 'Idempotency-Key': `coupon-${s.userId}-${couponCode}` },
    body: JSON.stringify({ userId: s.userId, paymentMode: 'CARD', couponCode, cartList: cart.cartList }),
  });
  return { status: response.status, text: await response.text() };
}

/** Six-character codes no coupon has. */
const guesses = (n: number) => Array.from({ length: n }, (_, i) => `ZQ${String(i).padStart(4, '0')}`);

describe('attack: guessing coupon codes', () => {
  test('one student tries 50 codes: 10 are checked, the rest are 429 with Retry-After', async () => {
    key();
    const s = await studentWithCart();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (const code of guesses(50)) {
      const response = await apply(s, code);
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get('Retry-After');
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Locked, a real code waits too: the lock is on the student, not on the code.
    expect((await apply(s, storeDemo.coupons.flat)).status).toBe(429);
  });

  test('codes that exist are not guesses: a student who mistypes a few times still applies the real one', async () => {
    key();
    const s = await studentWithCart();
    for (const code of guesses(9)) expect((await apply(s, code)).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const response = await apply(s, storeDemo.coupons.flat);
      expect(await response.json()).toMatchObject({ isSuccess: true });
    }
  });

  test('30 students on one address each try a few codes: the address is stopped at 30 wrong codes', async () => {
    key();
    let checked = 0;
    let refused = 0;
    for (let i = 0; i < 12; i += 1) {
      const s = await studentWithCart();
      for (const code of guesses(4)) {
        const response = await apply(s, code);
        if (response.status === 200) checked += 1;
        if (response.status === 429) refused += 1;
      }
    }
    expect(checked).toBe(30);
    expect(refused).toBe(18);
  });

  test('checkout is no second door: a code never applied is refused alike whether it exists or not', async () => {
    key();
    const s = await studentWithCart();
    const real = await checkout(s, storeDemo.coupons.flat);
    const madeUp = await checkout(s, 'ZZZZZ9');
    expect(real).toEqual({
      status: 409,
      text: JSON.stringify({ error: 'Please apply the coupon again before paying.' }),
    });
    expect(madeUp).toEqual(real);
  });

  test('checkout takes the code the student applied, and only that one', async () => {
    key();
    const s = await studentWithCart();
    expect(await (await apply(s, storeDemo.coupons.flat)).json()).toMatchObject({ isSuccess: true });
    expect((await checkout(s, storeDemo.coupons.percent)).status).toBe(409);
    expect((await checkout(s, storeDemo.coupons.flat)).status).toBe(200);
  });
});
