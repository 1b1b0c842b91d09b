import {
  addCart,
  applyCoupon,
  assignFreeProduct,
  assignQuest,
  assignTrialProduct,
  assignTrialQuest,
  checkPaymentStatus,
  deleteCart,
  getCartDetails,
  getProduct,
  getProductCategory,
  getQuest,
  getQuestCategory,
  pgData,
  type CartItemInput,
  type PaymentGatewayResponse,
} from '@quest/api';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createGatewayApp } from '../src/areas/store/gateway.ts';
import { ORDER_OPEN_MS, PENDING_CONFIRM_MS, recordOutcome } from '../src/areas/store/orders.ts';
import { demo } from '../src/seed/ids.ts';
import { storeDemo } from '../src/seed/store-ids.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { seedStoreData } from './support/store-data.ts';

const Q = demo.quests;
const P = storeDemo.products;
const L = storeDemo.plans;
const DAY = 24 * 60 * 60 * 1000;

let h: Harness;
let gateway: Hono;
let userId: number;

beforeAll(async () => {
  h = await createHarness();
  await seedStoreData(h.db, h.deps);
  gateway = createGatewayApp(h.deps);
});
afterAll(() => h.close());

beforeEach(async () => {
  h.clock.reset();
  userId = await h.createUser();
  await h.signInAs(userId);
});

const productItem = (productId: number, planId = 0, price = 1): CartItemInput => ({
  cartId: '',
  userId,
  productId,
  productName: 'as the client says',
  productIcon: '',
  qty: 1,
  price,
  netPrice: price,
  planId,
});

async function cartOf(...items: CartItemInput[]) {
  return addCart(h.client, { body: items });
}

async function checkout(couponCode = '', idempotencyKey?: string): Promise<PaymentGatewayResponse> {
  const cart = await getCartDetails(h.client, { query: { UserId: userId } });
  // As the app does: the coupon is applied to the cart first (checkout takes only an applied code, ADR 0107).
  if (couponCode) await applyCoupon(h.client, { query: { UserId: userId, CouponCode: couponCode } });
  return pgData(
    h.client,
    { body: { userId, paymentMode: 'CARD', couponCode, cartList: cart.cartList } },
    idempotencyKey ? { idempotencyKey } : {},
  );
}

const orderCount = async (id = userId) =>
  (
    await h.db.query<{ n: number }>('select count(*)::int as n from store_orders where user_id = $1', [id])
  )[0]!.n;

// ── the gateway, driven as a browser would ──

const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function hiddenFields(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
      m[1]!,
      unescape(m[2]!),
    ]),
  );
}

const formFields = (order: PaymentGatewayResponse) =>
  Object.fromEntries(order.dictValues.map(({ key, value }) => [key, value]));

/**
 * The gateway's answer to the app's payment form, with its redirects followed as a browser does (ADR 0110: the
 * form's POST answers 303 to the card page, a recorded payment goes on to its return page).
 */
async function openGateway(fields: Record<string, string>): Promise<Response> {
  let response = await gateway.request('/pay', formBody(fields));
  for (let hops = 0; response.status === 303 && hops < 3; hops += 1) {
    response = await gateway.request(response.headers.get('Location') ?? '');
  }
  return response;
}

/** The card page's button, then the auto-submitted return form posted to the app. Answers the app's reply. */
async function payAtGateway(
  order: PaymentGatewayResponse,
  outcome: 'success' | 'failed' | 'cancelled' | 'pending',
): Promise<Response> {
  const page = await openGateway(formFields(order));
  expect(page.status).toBe(200);
  const done = await gateway.request(
    '/pay/complete',
    formBody({ ...hiddenFields(await page.text()), outcome }),
  );
  // Post-redirect-get (ADR 0110): the button's POST answers a redirect to the return page, never a page itself.
  expect(done.status).toBe(303);
  const returnPage = done.headers.get('Location') ?? '';
  expect(returnPage).toBe(`/pay/return?orderId=${order.orderId}`);
  const html = await (await gateway.request(returnPage)).text();
  const action = unescape(/<form method="post" action="([^"]+)" data-autosubmit>/.exec(html)![1]!);
  expect(action).toBe('http://app.test/QuestStore/PaymentReturn');
  expect(html).toContain('<script src="/gateway.js"></script>');
  return h.app.request(action, formBody(hiddenFields(html)));
}

const status = (orderId: string) => checkPaymentStatus(h.client, { query: { PgOrderId: orderId } });

async function userQuest(questId: number, id = userId) {
  const [row] = await h.db.query<{ is_assigned: boolean; is_on_trial: boolean; is_trial_taken: boolean }>(
    'select is_assigned, is_on_trial, is_trial_taken from user_quests where user_id = $1 and quest_id = $2',
    [id, questId],
  );
  return row;
}

describe('store: catalogues', () => {
  test('Scenario: a visitor browses without a token; an expired token is 401', async () => {
    h.session.setToken(null);
    const { productCategory } = await getProductCategory(h.client, { query: { UserId: 0 } });
    expect(productCategory.length).toBeGreaterThan(0);
    await expect(getQuest(h.client, { query: { QuestId: Q.grade6 } })).resolves.toMatchObject({
      isAssigned: false,
    });

    const response = await h.app.request('/QuestUser/GetQuestCategory?UserId=0', {
      headers: { Authorization: 'Bearer not-a-live-token' },
    });
    expect(response.status).toBe(401);
  });

  test('Scenario: a visitor asking for a user view must sign in', async () => {
    const response = await h.app.request(`/QuestUser/GetQuestCategory?UserId=${userId}`);
    expect(response.status).toBe(401);
  });

  test('Scenario: the trialExpired demo user has taken the Grade 7 Science trial, so it shows Buy', async () => {
    await h.signInAs(demo.users.trialExpired.id);
    const product = await getProduct(h.client, { query: { ProductId: P.grade7Science } });
    expect(product).toMatchObject({ isTrialTaken: true, isAssigned: false });
    const quest = await getQuest(h.client, { query: { QuestId: Q.grade7Trial } });
    expect(quest).toMatchObject({ isTrialTaken: true, isTrialOver: true, isAssigned: false });
  });
});

describe('store: free claims and trials', () => {
  test('Scenario: a trial is given once, and is over after its days pass', async () => {
    const first = await assignTrialQuest(h.client, { query: { UserId: userId, QuestId: Q.grade7Trial } });
    expect(first.isOnTrial).toBe(true);
    expect(await getQuest(h.client, { query: { QuestId: Q.grade7Trial } })).toMatchObject({
      isOnTrial: true,
      isTrialTaken: true,
      isTrialOver: false,
      isAssigned: false,
    });
    await expect(
      assignTrialQuest(h.client, { query: { UserId: userId, QuestId: Q.grade7Trial } }),
    ).rejects.toMatchObject({ status: 409, message: 'You have already taken the trial of this quest.' });

    h.clock.advance(7 * DAY + 1000);
    await h.signInAs(userId); // the session itself has long expired by then
    expect(await getQuest(h.client, { query: { QuestId: Q.grade7Trial } })).toMatchObject({
      isTrialTaken: true,
      isTrialOver: true,
    });
    // the product that sells it now offers Buy only
    await expect(
      assignTrialProduct(h.client, { query: { UserId: userId, ProductId: P.grade7Science } }),
    ).rejects.toMatchObject({ status: 409 });
  });

  test('Scenario: a product trial covers its quests, once', async () => {
    const result = await assignTrialProduct(h.client, {
      query: { UserId: userId, ProductId: P.grade6Combo },
    });
    expect(result.questIds).toEqual([Q.grade6, Q.mathsBooster]);
    expect(await userQuest(Q.mathsBooster)).toEqual({
      is_assigned: false,
      is_on_trial: true,
      is_trial_taken: true,
    });
    await expect(
      assignTrialProduct(h.client, { query: { UserId: userId, ProductId: P.grade6Combo } }),
    ).rejects.toMatchObject({ status: 409, message: 'You have already taken the trial of this product.' });
  });

  test('Scenario: only free items are claimed free; a product without a trial has none', async () => {
    await expect(
      assignFreeProduct(h.client, { query: { UserId: userId, ProductId: P.freeStarter } }),
    ).resolves.toMatchObject({ questIds: [Q.freeStarter] });
    expect((await userQuest(Q.freeStarter))?.is_assigned).toBe(true);
    await expect(
      assignFreeProduct(h.client, { query: { UserId: userId, ProductId: P.grade6Explorer } }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      assignQuest(h.client, { query: { UserId: userId, QuestId: Q.offlineWorkshop } }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      assignTrialProduct(h.client, { query: { UserId: userId, ProductId: P.mathsBooster } }),
    ).rejects.toMatchObject({ status: 409, message: 'This product has no trial.' });
  });

  test("Scenario: another user's id is refused", async () => {
    await expect(
      assignQuest(h.client, { query: { UserId: userId + 1, QuestId: Q.freeStarter } }),
    ).rejects.toMatchObject({ status: 403 });
  });
});

describe('store: cart', () => {
  test('Scenario: adding the same product and plan twice keeps one; another plan is another item', async () => {
    await cartOf(productItem(P.grade6Explorer, L.grade6Yearly));
    await cartOf(productItem(P.grade6Explorer, L.grade6Yearly));
    const cart = await cartOf(
      productItem(P.grade6Explorer, L.grade6Yearly),
      productItem(P.grade6Explorer, L.grade6HalfYearly),
    );
    expect(cart.cartList.map((item) => item.planId)).toEqual([L.grade6Yearly, L.grade6HalfYearly]);
    expect(cart.total).toBe(1499 + 899);
  });

  test('Scenario: prices come from the catalogue, never from the client', async () => {
    const cart = await cartOf(productItem(P.grade6Explorer, 0, 1));
    expect(cart.cartList[0]).toMatchObject({ price: 1499, netPrice: 1199, productName: 'Grade 6 Explorer' });
  });

  test('Scenario: the sign-in merge adds what can be bought and skips the rest', async () => {
    await assignFreeProduct(h.client, { query: { UserId: userId, ProductId: P.freeStarter } });
    await cartOf(productItem(P.mathsBooster));
    const merged = await cartOf(
      { ...productItem(P.mathsBooster), userId: 0 },
      { ...productItem(P.freeStarter), userId: 0 },
      { ...productItem(9999), userId: 0 },
      { ...productItem(P.mentalMathsSprint, L.sprintMonthly), userId: 0 },
    );
    expect(merged.cartList.map((item) => item.productId)).toEqual([P.mathsBooster, P.mentalMathsSprint]);
    // a single add reports its refusal
    await expect(cartOf(productItem(9999))).rejects.toMatchObject({
      status: 404,
      message: 'Product not found.',
    });
    await expect(cartOf(productItem(P.grade6Explorer, L.sprintMonthly))).rejects.toMatchObject({
      status: 404,
    });
  });

  test('Scenario: removing an item; another user cannot touch the cart', async () => {
    const cart = await cartOf(productItem(P.mathsBooster));
    const cartId = Number(cart.cartList[0]!.cartId);
    await expect(cartOf({ ...productItem(P.mathsBooster), userId: userId + 1 })).rejects.toMatchObject({
      status: 403,
    });
    await expect(getCartDetails(h.client, { query: { UserId: userId + 1 } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(deleteCart(h.client, { query: { cartId } })).resolves.toEqual({ cartList: [], total: 0 });
  });
});

describe('store: coupons', () => {
  test('Scenario: QUEST5 takes 5 %, FLAT50 takes ₹50, OLD10 has expired, others are invalid', async () => {
    await cartOf(productItem(P.grade6Explorer, L.grade6Yearly), productItem(P.mathsBooster));
    const total = 1499 + 449;
    await expect(applyCoupon(h.client, { query: { UserId: userId, CouponCode: 'quest5' } })).resolves.toEqual(
      {
        isSuccess: true,
        discount: 97.4,
        message: 'Coupon applied successfully.',
        total,
        totalAmount: 1850.6,
      },
    );
    await expect(
      applyCoupon(h.client, { query: { UserId: userId, CouponCode: 'FLAT50' } }),
    ).resolves.toMatchObject({
      isSuccess: true,
      discount: 50,
      totalAmount: total - 50,
    });
    await expect(applyCoupon(h.client, { query: { UserId: userId, CouponCode: 'OLD10' } })).resolves.toEqual({
      isSuccess: false,
      discount: 0,
      message: 'This coupon has expired.',
      total,
      totalAmount: total,
    });
    await expect(applyCoupon(h.client, { query: { UserId: userId, CouponCode: 'NOPE' } })).resolves.toEqual({
      isSuccess: false,
      discount: 0,
      message: 'Invalid coupon code.',
      total,
      totalAmount: total,
    });
  });

  test('Scenario: the order amount is the cart total less the coupon, computed by the server', async () => {
    await cartOf(productItem(P.grade6Explorer, L.grade6Yearly));
    const order = await checkout('QUEST5');
    expect(formFields(order).amount).toBe('1424.05');
    // An expired code is refused by ApplyCoupon, so checkout never takes it (ADR 0107).
    await expect(checkout('OLD10')).rejects.toMatchObject({
      status: 409,
      message: 'Please apply the coupon again before paying.',
    });
  });

  test('Scenario: checkout takes only the code applied to the cart, and an applied code still expires', async () => {
    await cartOf(productItem(P.mathsBooster));
    const payWith = async (couponCode: string) =>
      pgData(h.client, {
        body: {
          userId,
          paymentMode: 'CARD',
          couponCode,
          cartList: (await getCartDetails(h.client, { query: { UserId: userId } })).cartList,
        },
      });
    await expect(payWith('FLAT50')).rejects.toMatchObject({
      status: 409,
      message: 'Please apply the coupon again before paying.',
    });
    await applyCoupon(h.client, { query: { UserId: userId, CouponCode: 'FLAT50' } });
    const [before] = await h.db.query<{ until: Date | null }>(
      `select valid_until as until from store_coupons where code = 'FLAT50'`,
    );
    await h.db.query(`update store_coupons set valid_until = $1 where code = 'FLAT50'`, [
      new Date(h.clock.now().getTime() - 1000),
    ]);
    try {
      await expect(payWith('FLAT50')).rejects.toMatchObject({
        status: 409,
        message: 'This coupon has expired.',
      });
    } finally {
      await h.db.query(`update store_coupons set valid_until = $1 where code = 'FLAT50'`, [before!.until]);
    }
  });
});

describe('store: orders and payment', () => {
  test('Scenario: PGData twice with one Idempotency-Key makes one order', async () => {
    await cartOf(productItem(P.mathsBooster));
    const first = await checkout('', 'checkout-key-1');
    const again = await checkout('', 'checkout-key-1');
    expect(again).toEqual(first);
    expect(await orderCount()).toBe(1);
  });

  test('Scenario: a second key while the order for the same cart is open answers that order', async () => {
    await cartOf(productItem(P.mathsBooster));
    const first = await checkout();
    const second = await checkout();
    expect(second.orderId).toBe(first.orderId);
    expect(await orderCount()).toBe(1);
    // another cart is another order; the Booster, awaiting payment in the first, cannot be in it (ADR 0106)
    const cart = await cartOf(productItem(P.mentalMathsSprint, L.sprintMonthly));
    await expect(checkout()).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('is already in an order awaiting payment'),
    });
    const booster = cart.cartList.find((item) => item.productId === P.mathsBooster)!;
    await deleteCart(h.client, { query: { cartId: Number(booster.cartId) } });
    const third = await checkout();
    expect(third.orderId).not.toBe(first.orderId);
    expect(await orderCount()).toBe(2);
  });

  test('Scenario: a cart the server does not hold is refused', async () => {
    const cart = await cartOf(productItem(P.mathsBooster));
    await expect(
      pgData(h.client, {
        body: {
          userId,
          paymentMode: 'CARD',
          couponCode: '',
          cartList: [{ ...cart.cartList[0]!, cartId: '' }],
        },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Your cart has changed. Please review it and try again.',
    });
  });

  test('Scenario: payment success assigns the product and clears the cart; the return redirects to the app', async () => {
    await cartOf(productItem(P.grade6Combo, L.comboYearly));
    const order = await checkout();
    const back = await payAtGateway(order, 'success');
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe(`/cart?orderId=${order.orderId}`);

    await expect(status(order.orderId)).resolves.toMatchObject({ status: 'success', amount: 1799 });
    expect((await userQuest(Q.grade6))?.is_assigned).toBe(true);
    expect((await userQuest(Q.mathsBooster))?.is_assigned).toBe(true);
    expect(await getCartDetails(h.client, { query: { UserId: userId } })).toEqual({ cartList: [], total: 0 });
    expect(await getProduct(h.client, { query: { ProductId: P.grade6Combo } })).toMatchObject({
      isAssigned: true,
    });

    // the same outcome posted again changes nothing
    const page = await openGateway(formFields(order));
    expect(await page.text()).toContain('data-autosubmit');
  });

  test('Scenario: Pending stays pending until the delay has passed on the server clock, then succeeds', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    const back = await payAtGateway(order, 'pending');
    expect(back.status).toBe(303);
    await expect(status(order.orderId)).resolves.toMatchObject({ status: 'pending' });
    expect((await getCartDetails(h.client, { query: { UserId: userId } })).cartList).toHaveLength(1);
    // while it is pending, checking out again answers the same order
    expect((await checkout()).orderId).toBe(order.orderId);

    h.clock.advance(PENDING_CONFIRM_MS - 1000);
    await expect(status(order.orderId)).resolves.toMatchObject({ status: 'pending' });
    h.clock.advance(1000);
    await expect(status(order.orderId)).resolves.toMatchObject({ status: 'success' });
    expect((await userQuest(Q.mathsBooster))?.is_assigned).toBe(true);
    expect((await getCartDetails(h.client, { query: { UserId: userId } })).cartList).toHaveLength(0);
  });

  test.each([
    ['failed', 'The payment was declined by the bank.'],
    ['cancelled', 'The payment was cancelled.'],
  ] as const)('Scenario: a %s payment keeps the cart', async (outcome, message) => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    expect((await payAtGateway(order, outcome)).status).toBe(303);
    await expect(status(order.orderId)).resolves.toEqual({
      status: 'failed',
      orderId: order.orderId,
      amount: 449,
      message,
    });
    expect((await getCartDetails(h.client, { query: { UserId: userId } })).cartList).toHaveLength(1);
    expect(await userQuest(Q.mathsBooster)).toBeUndefined();
    // a new checkout is a new order
    expect((await checkout()).orderId).not.toBe(order.orderId);
  });

  test('Scenario: an order never paid closes after a while', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    h.clock.advance(ORDER_OPEN_MS);
    await expect(status(order.orderId)).resolves.toMatchObject({
      status: 'failed',
      message: 'The payment was not completed in time.',
    });
    const refused = await gateway.request('/pay', formBody(formFields(order)));
    expect(refused.status).toBe(409);
  });
});

describe('store: nothing is bought twice (ADR 0106)', () => {
  test('Scenario: a paid product cannot be added or ordered again: "You already have …"', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    await recordOutcome(h.db, order.orderId, { status: 'success' }, h.clock.now());
    await expect(cartOf(productItem(P.mathsBooster))).rejects.toMatchObject({
      status: 409,
      message: expect.stringMatching(/^You already have /),
    });
  });

  test('Scenario: a product in a pending order cannot be added or ordered again until that order fails', async () => {
    await cartOf(productItem(P.olympiadPrep));
    const order = await checkout();
    await recordOutcome(h.db, order.orderId, { status: 'pending' }, h.clock.now());
    await expect(cartOf(productItem(P.olympiadPrep))).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('is already in an order awaiting payment'),
    });
    await cartOf(productItem(P.grade7Science));
    await expect(checkout()).rejects.toMatchObject({ status: 409 });

    await recordOutcome(h.db, order.orderId, { status: 'failed', reason: 'declined' }, h.clock.now());
    const again = await checkout();
    expect(again.orderId).not.toBe(order.orderId);
  });

  test('Scenario: a single-use coupon goes to one order; a failed order gives it back', async () => {
    await h.db.query(
      `insert into store_coupons (code, kind, value, description, single_use) values ('ONCE10', 'percent', 10, '', true)
       on conflict (code) do nothing`,
    );
    await cartOf(productItem(P.olympiadPrep));
    const first = await checkout('ONCE10');
    await cartOf(productItem(P.grade7Science));
    const cart = await getCartDetails(h.client, { query: { UserId: userId } });
    const prep = cart.cartList.find((item) => item.productId === P.olympiadPrep)!;
    await deleteCart(h.client, { query: { cartId: Number(prep.cartId) } });
    await expect(checkout('ONCE10')).rejects.toMatchObject({
      status: 409,
      message: 'This coupon is already applied to another order that is awaiting payment.',
    });
    await recordOutcome(h.db, first.orderId, { status: 'failed', reason: 'cancelled' }, h.clock.now());
    const second = await checkout('ONCE10');
    await recordOutcome(h.db, second.orderId, { status: 'success' }, h.clock.now());
    const [coupon] = await h.db.query<{ used_order_id: string }>(
      `select used_order_id from store_coupons where code = 'ONCE10'`,
    );
    expect(coupon!.used_order_id).toBe(second.orderId);
  });
});

describe('store: the fake gateway', () => {
  test('Scenario: a tampered amount or signature is refused', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    const fields = formFields(order);
    const tampered = await gateway.request('/pay', formBody({ ...fields, amount: '1.00' }));
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('The payment request signature is not valid.');
    const forged = await gateway.request('/pay', formBody({ ...fields, signature: 'a'.repeat(64) }));
    expect(forged.status).toBe(400);
    const elsewhere = await gateway.request(
      '/pay',
      formBody({ ...fields, returnUrl: 'https://evil.example/x' }),
    );
    expect(elsewhere.status).toBe(400);
  });

  test('Scenario: the return endpoint refuses a forged outcome', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    const response = await h.app.request(
      '/QuestStore/PaymentReturn',
      formBody({
        orderId: order.orderId,
        status: 'success',
        amount: '449.00',
        gatewayRef: 'GW1',
        reason: '',
        signature: 'b'.repeat(64),
      }),
    );
    expect(response.status).toBe(400);
    await expect(status(order.orderId)).resolves.toMatchObject({ status: 'pending' });
  });

  test('Scenario: the gateway answers its POSTs with redirects, so Back never meets a form resubmission (ADR 0110)', async () => {
    await cartOf(productItem(P.mathsBooster));
    const order = await checkout();
    const posted = await gateway.request('/pay', formBody(formFields(order)));
    expect(posted.status).toBe(303);
    const cardPage = posted.headers.get('Location') ?? '';
    expect(cardPage).toMatch(/^\/pay\?orderId=/);
    expect((await gateway.request(cardPage)).status).toBe(200);
    expect((await payAtGateway(order, 'success')).status).toBe(303);
    // Back to the card page after paying: on to the return page, which repeats the recorded outcome only.
    const again = await gateway.request(cardPage);
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(`/pay/return?orderId=${order.orderId}`);
    expect(await (await gateway.request(`/pay/return?orderId=${order.orderId}`)).text()).toContain(
      'name="status" value="success"',
    );
    expect((await gateway.request('/pay/return?orderId=QO999999')).status).toBe(404);
    expect((await gateway.request('/pay?orderId=QO1')).status).toBe(400);
  });

  test('Scenario: the gateway pages are locked down', async () => {
    await cartOf(productItem(P.mathsBooster));
    const page = await openGateway(formFields(await checkout()));
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
    const csp = page.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' http://app.test");
    const html = await page.text();
    for (const label of ['Pay ₹449.00', 'Fail', 'Cancel', 'Pending']) expect(html).toContain(label);
    expect(html).not.toMatch(/<script>/);
  });
});

describe('store: the quest catalogue for a signed-in user', () => {
  test('Scenario: a claimed free quest shows as assigned', async () => {
    await assignQuest(h.client, { query: { UserId: userId, QuestId: Q.freeStarter } });
    const { questCategory } = await getQuestCategory(h.client, { query: { UserId: userId } });
    const free = questCategory.find((c) => c.categoryName === 'Free to start');
    expect(free?.questList[0]).toMatchObject({ questId: Q.freeStarter, isAssigned: true, isFree: true });
  });
});
