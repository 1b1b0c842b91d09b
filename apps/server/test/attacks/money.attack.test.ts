import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { grantQuest } from '../../src/areas/store/assign.ts';
import { COUPON_MESSAGES } from '../../src/areas/store/coupons.ts';
import { ORDER_OPEN_MS, recordOutcome, type Outcome } from '../../src/areas/store/orders.ts';
import { createSession } from '../../src/identity/sessions.ts';
import { demo } from '../../src/seed/ids.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import { createHarness, send, type Harness } from './support.ts';
import { seedStoreData } from '../support/store-data.ts';

/*
 * Money rules (issue 22, ADR 0106): a single-use points coupon took the discount off two paid orders, because it
 * was checked when each order was made and marked used only when one was paid. Now the checkout claims the coupon
 * for its order inside its transaction (one claim per coupon: a primary key), a failed or expired order gives it
 * back, and the payment marks it used. And nothing is bought twice: what the student owns, has bought, or is paying
 * for in an open order cannot go into the cart or another order. Each attack passes when the server held.
 */

const P = storeDemo.products;
const L = storeDemo.plans;
const Q = demo.quests;

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await seedStoreData(h.db, h.deps);
});
afterAll(async () => {
  await h?.close();
});
beforeEach(() => h.clock.reset());

interface Buyer {
  userId: number;
  token: string;
}

async function buyer(): Promise<Buyer> {
  const userId = await h.createUser();
  return { userId, token: await createSession(h.deps, userId) };
}

let couponNumber = 0;
/** A ₹50 single-use coupon: personal (a redeemed-points coupon of `owner`) or for anyone. */
async function singleUseCoupon(owner: number | null): Promise<string> {
  couponNumber += 1;
  const code = `ONE${String(couponNumber).padStart(3, '0')}`;
  await h.db.query(
    `insert into store_coupons (code, kind, value, valid_from, valid_until, description, user_id, single_use)
     values ($1, 'flat', 50, $2, $3, 'single use', $4, true)`,
    [code, new Date(Date.now() - 60_000), new Date(Date.now() + 90 * 24 * 3600_000), owner],
  );
  return code;
}

const item = (b: Buyer, productId: number, planId = 0) => ({
  cartId: '',
  userId: b.userId,
  productId,
  productName: 'x',
  productIcon: '',
  qty: 1,
  price: 1,
  netPrice: 1,
  planId,
});
const questItem = (b: Buyer, questId: number) => ({
  cartId: '',
  userId: b.userId,
  questId,
  questName: 'x',
  productIcon: '',
  qty: 1,
  price: 1,
  netPrice: 1,
  planId: 0,
});

const addCart = (b: Buyer, line: object) =>
  send(h, 'POST', '/QuestStore/AddCart', { token: b.token, body: JSON.stringify([line]) });

async function cart(b: Buyer) {
  const response = await send(h, 'GET', `/QuestStore/GetCartDetails?UserId=${b.userId}`, { token: b.token });
  return ((await response.json()) as { cartList: { cartId: string; productId?: number; questId?: number }[] })
    .cartList;
}

const removeFromCart = (b: Buyer, cartId: string) =>
  send(h, 'POST', `/QuestStore/DeleteCart?cartId=${cartId}`, { token: b.token });

/** PGData with the server's cart as it is, a coupon and a fresh Idempotency-Key. */
async function checkout(b: Buyer, couponCode = '') {
  // As the app does: the coupon is applied to the cart first (checkout takes only an applied code, ADR 0107).
  if (couponCode) {
    await send(h, 'GET', `/QuestStore/ApplyCoupon?UserId=${b.userId}&CouponCode=${couponCode}`, {
      token: b.token,
    });
  }
  const response = await send(h, 'POST', '/QuestStore/PGData', {
    token: b.token,
    headers: { 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ userId: b.userId, paymentMode: 'CARD', couponCode, cartList: await cart(b) }),
  });
  const body = (await response.json()) as { orderId?: string; error?: string };
  return { status: response.status, orderId: body.orderId ?? '', error: body.error ?? '' };
}

/** What the gateway reports for an order (as its return post or a status check records it). */
const settle = (orderId: string, outcome: Outcome) =>
  h.db.transaction((db) => recordOutcome(db, orderId, outcome, h.clock.now()));

async function ordersWith(code: string) {
  return h.db.query<{ order_id: string; status: string; discount_paise: number }>(
    'select order_id, status, discount_paise from store_orders where coupon_code = $1 order by order_id',
    [code],
  );
}

describe('attack: one single-use coupon, many orders', () => {
  test('sequential: a second order while the first is open is refused; once paid, it is used', async () => {
    const b = await buyer();
    const code = await singleUseCoupon(b.userId);
    await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const first = await checkout(b, code);
    expect(first.status).toBe(200);

    // The same coupon on another cart while the first order waits for its payment.
    await removeFromCart(b, (await cart(b))[0]!.cartId);
    await addCart(b, item(b, P.olympiadPrep));
    const second = await checkout(b, code);
    expect(second).toMatchObject({ status: 409, error: COUPON_MESSAGES.held });

    await settle(first.orderId, { status: 'success' });
    const third = await checkout(b, code);
    expect(third).toMatchObject({ status: 409, error: COUPON_MESSAGES.used });

    const paid = (await ordersWith(code)).filter((o) => o.status === 'success' && o.discount_paise > 0);
    expect(paid).toHaveLength(1);
  });

  test('pending → paid later: the pending order keeps the coupon; nobody else gets it meanwhile', async () => {
    const b = await buyer();
    const code = await singleUseCoupon(b.userId);
    await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const first = await checkout(b, code);
    await settle(first.orderId, { status: 'pending' });

    await removeFromCart(b, (await cart(b))[0]!.cartId);
    await addCart(b, item(b, P.olympiadPrep));
    expect(await checkout(b, code)).toMatchObject({ status: 409, error: COUPON_MESSAGES.held });

    await settle(first.orderId, { status: 'success' });
    expect(await checkout(b, code)).toMatchObject({ status: 409, error: COUPON_MESSAGES.used });
    expect((await ordersWith(code)).map((o) => o.status)).toEqual(['success']);
  });

  test('a failed order gives the coupon back: the next order gets it, and only that one', async () => {
    const b = await buyer();
    const code = await singleUseCoupon(b.userId);
    await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const first = await checkout(b, code);
    await settle(first.orderId, { status: 'failed', reason: 'declined' });
    const retry = await checkout(b, code);
    expect(retry.status).toBe(200);
    expect(retry.orderId).not.toBe(first.orderId);
    await settle(retry.orderId, { status: 'success' });
    const [coupon] = await h.db.query<{ used_order_id: string }>(
      'select used_order_id from store_coupons where code = $1',
      [code],
    );
    expect(coupon!.used_order_id).toBe(retry.orderId);
  });

  test('10 students check out in parallel with one single-use coupon → exactly one order has it', async () => {
    const code = await singleUseCoupon(null);
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()));
    for (const b of buyers) await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const results = await Promise.all(buyers.map((b) => checkout(b, code)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.error === COUPON_MESSAGES.held)).toHaveLength(9);

    for (const r of results.filter((r) => r.status === 200)) await settle(r.orderId, { status: 'success' });
    expect((await ordersWith(code)).filter((o) => o.status === 'success')).toHaveLength(1);
  });

  test('one student, 10 parallel checkouts of one cart with the coupon (10 keys) → one order', async () => {
    const b = await buyer();
    const code = await singleUseCoupon(b.userId);
    await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const results = await Promise.all(Array.from({ length: 10 }, () => checkout(b, code)));
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.orderId));
    expect(ids.size).toBe(1);
    expect(await ordersWith(code)).toHaveLength(1);
  });
});

describe('attack: buying twice', () => {
  test('a product the student owns cannot go into the cart', async () => {
    const b = await buyer();
    await grantQuest(h.db, b.userId, Q.mathsBooster, h.clock.now());
    const response = await addCart(b, questItem(b, Q.mathsBooster));
    expect(response.status).toBe(409);
    expect(await response.text()).toContain('You already have');
    const product = await addCart(b, item(b, P.mentalMathsSprint, L.sprintMonthly));
    expect(product.status).toBe(409);
  });

  test('a paid product cannot be ordered again, even from a cart filled before it was paid', async () => {
    const b = await buyer();
    await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm));
    const paid = await checkout(b);
    await settle(paid.orderId, { status: 'success' });
    // The paid item is put back in the cart behind the server's back, as a stale cart would have it.
    await h.db.query(
      `insert into store_cart_items (user_id, product_id, plan_id, name, price, net_price, created_at)
       values ($1, $2, $3, 'Maths Booster', 449, 449, $4)`,
      [b.userId, P.mathsBooster, L.mathsBoosterTerm, h.clock.now()],
    );
    const again = await checkout(b);
    expect(again.status).toBe(409);
    expect(again.error).toMatch(/already/);
    expect((await addCart(b, item(b, P.mathsBooster, L.mathsBoosterTerm))).status).toBe(409);
  });

  test('a product in a pending order cannot be ordered again; the order expiring frees it', async () => {
    const b = await buyer();
    await addCart(b, item(b, P.olympiadPrep));
    const first = await checkout(b);
    await settle(first.orderId, { status: 'pending' });

    // The same product with something else: another cart, so another order would be made.
    await addCart(b, item(b, P.grade7Science));
    const second = await checkout(b);
    expect(second.status).toBe(409);
    expect(second.error).toContain('is already in an order awaiting payment');
    const again = await addCart(b, item(b, P.olympiadPrep));
    expect(again.status).toBe(409);

    // A declined payment closes the first order: the product can be ordered again.
    await settle(first.orderId, { status: 'failed', reason: 'declined' });
    expect((await checkout(b)).status).toBe(200);
  });

  test('an order nobody paid closes after its time and frees its product', async () => {
    const b = await buyer();
    await addCart(b, item(b, P.olympiadPrep));
    const first = await checkout(b);
    await addCart(b, item(b, P.grade7Science));
    expect((await checkout(b)).status).toBe(409);
    h.clock.advance(ORDER_OPEN_MS + 1000);
    b.token = await createSession(h.deps, b.userId);
    const after = await checkout(b);
    expect(after.status).toBe(200);
    expect(after.orderId).not.toBe(first.orderId);
  });
});
