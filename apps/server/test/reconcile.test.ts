import {
  addCart,
  checkPaymentStatus,
  getCartDetails,
  pgData,
  type CartItemInput,
  type PaymentGatewayResponse,
} from '@quest/api';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { createGatewayApp } from '../src/areas/store/gateway.ts';
import { ORDER_OPEN_MS, PENDING_CONFIRM_MS } from '../src/areas/store/orders.ts';
import {
  reconcileOpenOrders,
  releaseLease,
  startReconciler,
  takeLease,
} from '../src/areas/store/reconcile.ts';
import { demo } from '../src/seed/ids.ts';
import { storeDemo } from '../src/seed/store-ids.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { seedStoreData } from './support/store-data.ts';

/*
 * Orders settle on the server (ADR 0109): the sweep settles open orders without any browser asking, once, and one
 * server instance at a time (the lease).
 */

const Q = demo.quests;
const P = storeDemo.products;

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
  // Every test starts with the lease free and no order left open by an earlier test.
  await h.db.query('delete from server_job_leases');
  await h.db.query(`update store_orders set status = 'failed' where status in ('created', 'pending')`);
  userId = await h.createUser();
  await h.signInAs(userId);
});

const booster: () => CartItemInput = () => ({
  cartId: '',
  userId,
  productId: P.mathsBooster,
  productName: 'Maths Booster',
  productIcon: '',
  qty: 1,
  price: 449,
  netPrice: 449,
  planId: 0,
});

async function checkout(): Promise<PaymentGatewayResponse> {
  const cart = await addCart(h.client, { body: [booster()] });
  return pgData(h.client, { body: { userId, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList } });
}

const formBody = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** The card page's button at the gateway; the browser then goes away (its return never reaches the app). */
async function chooseAtGateway(order: PaymentGatewayResponse, outcome: 'pending' | 'failed') {
  const fields = Object.fromEntries(order.dictValues.map(({ key, value }) => [key, value]));
  const done = await gateway.request('/pay/complete', formBody({ ...fields, outcome }));
  expect(done.status).toBe(303);
}

async function orderRow(orderId: string) {
  const [row] = await h.db.query<{ status: string; fulfilled_at: Date | null }>(
    'select status, fulfilled_at from store_orders where order_id = $1',
    [orderId],
  );
  return row!;
}

async function assignment(questId: number) {
  return h.db.query<{ is_assigned: boolean; assigned_at: Date }>(
    'select is_assigned, assigned_at from user_quests where user_id = $1 and quest_id = $2',
    [userId, questId],
  );
}

const cartSize = async () => (await getCartDetails(h.client, { query: { UserId: userId } })).cartList.length;

describe('reconciliation: open orders settle on the server', () => {
  test('Scenario: a Pending payment whose browser went away is assigned by the sweep 5 s later', async () => {
    const order = await checkout();
    await chooseAtGateway(order, 'pending');

    // Before the gateway confirms, the sweep records the pending payment and leaves the order open.
    h.clock.advance(PENDING_CONFIRM_MS - 2_000);
    expect(await reconcileOpenOrders(h.deps, 'a')).toEqual({ led: true, settled: [] });
    expect((await orderRow(order.orderId)).status).toBe('pending');

    h.clock.advance(2_000);
    expect(await reconcileOpenOrders(h.deps, 'a')).toEqual({
      led: true,
      settled: [{ orderId: order.orderId, status: 'success' }],
    });
    expect(await orderRow(order.orderId)).toMatchObject({
      status: 'success',
      fulfilled_at: expect.any(Date),
    });
    expect(await assignment(Q.mathsBooster)).toEqual([{ is_assigned: true, assigned_at: expect.any(Date) }]);
    expect(await cartSize()).toBe(0);
    // Any device asking afterwards reads the settled order.
    await expect(
      checkPaymentStatus(h.client, { query: { PgOrderId: order.orderId } }),
    ).resolves.toMatchObject({ status: 'success' });
  });

  test('Scenario: two sweeps racing (two instances) settle and assign once', async () => {
    const order = await checkout();
    await chooseAtGateway(order, 'pending');
    h.clock.advance(PENDING_CONFIRM_MS);

    const [first, second] = await Promise.all([
      reconcileOpenOrders(h.deps, 'instance-1'),
      reconcileOpenOrders(h.deps, 'instance-2'),
    ]);
    // One instance led the sweep, the other did nothing.
    expect([first.led, second.led].sort()).toEqual([false, true]);
    expect([...first.settled, ...second.settled]).toEqual([{ orderId: order.orderId, status: 'success' }]);

    const settled = await orderRow(order.orderId);
    const [assigned] = await assignment(Q.mathsBooster);
    // Later sweeps (either instance) and a status check find nothing left to do: the first fulfilment stands.
    h.clock.advance(60_000);
    await releaseLease(h.db, first.led ? 'instance-1' : 'instance-2');
    expect(await reconcileOpenOrders(h.deps, 'instance-2')).toEqual({ led: true, settled: [] });
    await checkPaymentStatus(h.client, { query: { PgOrderId: order.orderId } });
    expect(await orderRow(order.orderId)).toEqual(settled);
    expect(await assignment(Q.mathsBooster)).toEqual([assigned]);
    const orders = await h.db.query('select 1 from store_orders where user_id = $1', [userId]);
    expect(orders).toHaveLength(1);
  });

  test('Scenario: a sweep and a status check racing on the same order fulfil it once', async () => {
    const order = await checkout();
    await chooseAtGateway(order, 'pending');
    h.clock.advance(PENDING_CONFIRM_MS);
    const [swept, checked] = await Promise.all([
      reconcileOpenOrders(h.deps, 'a'),
      checkPaymentStatus(h.client, { query: { PgOrderId: order.orderId } }),
    ]);
    expect(checked.status).toBe('success');
    expect(swept.settled.length).toBeLessThanOrEqual(1);
    expect(await assignment(Q.mathsBooster)).toHaveLength(1);
    expect((await orderRow(order.orderId)).status).toBe('success');
  });

  test('Scenario: the gateway reports a failure: the sweep fails the order and the cart is kept', async () => {
    const order = await checkout();
    await chooseAtGateway(order, 'pending');
    // The bank declines the pending payment before it confirms.
    await h.db.query(`update store_gateway_payments set status = 'failed' where order_id = $1`, [
      order.orderId,
    ]);
    expect((await reconcileOpenOrders(h.deps, 'a')).settled).toEqual([
      { orderId: order.orderId, status: 'failed' },
    ]);
    expect(await assignment(Q.mathsBooster)).toEqual([]);
    expect(await cartSize()).toBe(1);
  });

  test('Scenario: an order the gateway never heard of expires after 30 minutes', async () => {
    const order = await checkout();
    h.clock.advance(ORDER_OPEN_MS - 2_000);
    expect((await reconcileOpenOrders(h.deps, 'a')).settled).toEqual([]);
    h.clock.advance(2_000);
    expect((await reconcileOpenOrders(h.deps, 'a')).settled).toEqual([
      { orderId: order.orderId, status: 'failed' },
    ]);
  });
});

describe('reconciliation: one instance at a time (the lease)', () => {
  test('Scenario: the holder renews its lease; another instance takes it only once it lapsed or was given up', async () => {
    expect(await takeLease(h.db, 'a')).toBe(true);
    expect(await takeLease(h.db, 'b')).toBe(false);
    expect(await takeLease(h.db, 'a')).toBe(true);
    expect((await reconcileOpenOrders(h.deps, 'b')).led).toBe(false);

    await releaseLease(h.db, 'a');
    expect(await takeLease(h.db, 'b', 1)).toBe(true);
    // b's one-millisecond lease lapses: a takes over.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await takeLease(h.db, 'a')).toBe(true);
    expect(await takeLease(h.db, 'b')).toBe(false);
  });

  test('Scenario: a started reconciler sweeps on its interval and gives the lease up when stopped', async () => {
    const order = await checkout();
    await chooseAtGateway(order, 'pending');
    h.clock.advance(PENDING_CONFIRM_MS);
    const reconciler = startReconciler(h.deps, 20, 'interval-test');
    await expect
      .poll(async () => (await orderRow(order.orderId)).status, { timeout: 5_000, interval: 20 })
      .toBe('success');
    await reconciler.stop();
    const leases = await h.db.query('select holder from server_job_leases');
    expect(leases).toEqual([]);
  });
});
