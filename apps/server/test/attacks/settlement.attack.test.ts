import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paymentReturnPath } from '@quest/api';
import { createGatewayApp } from '../../src/areas/store/gateway.ts';
import { PENDING_CONFIRM_MS } from '../../src/areas/store/orders.ts';
import { reconcileOpenOrders } from '../../src/areas/store/reconcile.ts';
import { createSession } from '../../src/identity/sessions.ts';
import { boosterCartLine, createHarness, pathOf, send, type Harness } from './support.ts';
import { seedStoreData } from '../support/store-data.ts';

/*
 * Settlement on the server (issue 23, ADRs 0109, 0110): a pending payment settles without a browser, through a
 * sweep, a status check, or the gateway's return replayed. An attacker replays the return page and the signed
 * outcome while sweeps run, and reads another student's pending orders. Each attack passes when the server held:
 * one order fulfilled once, one assignment, nothing of another student's shown.
 */

let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await seedStoreData(h.db, h.deps);
});
afterAll(async () => {
  await h?.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A student with Maths Booster ordered and Pending chosen at the gateway. */
async function pendingOrder() {
  const userId = await h.createUser();
  const token = await createSession(h.deps, userId);
  const added = await send(h, 'POST', pathOf('addCart'), {
    token,
    body: JSON.stringify([boosterCartLine(userId)]),
  });
  const cart = (await added.json()) as { cartList: unknown[] };
  const ordered = await send(h, 'POST', pathOf('pgData'), {
    token,
    headers: { 'Idempotency-Key': `settle-${userId}` },
    body: JSON.stringify({ userId, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList }),
  });
  const order = (await ordered.json()) as { orderId: string; dictValues: { key: string; value: string }[] };
  const fields = Object.fromEntries(order.dictValues.map(({ key, value }) => [key, value]));
  const gateway = createGatewayApp(h.deps);
  expect((await gateway.request('/pay/complete', form({ ...fields, outcome: 'pending' }))).status).toBe(303);
  return { userId, token, orderId: order.orderId, gateway };
}

const hiddenFields = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]),
  );

describe('attack: settling a payment twice', () => {
  test('the return page and its signed outcome replayed while two sweeps run assign once', async () => {
    const { userId, orderId, gateway } = await pendingOrder();
    h.clock.advance(PENDING_CONFIRM_MS);
    const returnPage = await (await gateway.request(`/pay/return?orderId=${orderId}`)).text();
    const replays = Array.from({ length: 5 }, () =>
      send(h, 'POST', paymentReturnPath, form(hiddenFields(returnPage))),
    );
    const [first, second] = await Promise.all([
      reconcileOpenOrders(h.deps, 'attack-a'),
      reconcileOpenOrders(h.deps, 'attack-b'),
      ...replays,
    ]);
    expect([first.led, second.led].filter(Boolean)).toHaveLength(1);
    const orders = await h.db.query<{ status: string; fulfilled_at: Date | null }>(
      'select status, fulfilled_at from store_orders where user_id = $1',
      [userId],
    );
    expect(orders).toEqual([{ status: 'success', fulfilled_at: expect.any(Date) }]);
    const held = await h.db.query('select 1 from user_quests where user_id = $1 and quest_id = 105', [
      userId,
    ]);
    expect(held).toHaveLength(1);
    h.clock.reset();
  });

  test("another student's pending orders are neither listed nor checked", async () => {
    const victim = await pendingOrder();
    const attacker = await h.createUser();
    const token = await createSession(h.deps, attacker);
    const listed = await send(h, 'GET', pathOf('getPendingOrders', { UserId: victim.userId }), { token });
    expect(listed.status).toBe(403);
    expect(await listed.text()).not.toContain(victim.orderId);
    const own = await send(h, 'GET', pathOf('getPendingOrders', { UserId: attacker }), { token });
    expect(await own.json()).toEqual({ orders: [] });
    const checked = await send(h, 'GET', pathOf('checkPaymentStatus', { PgOrderId: victim.orderId }), {
      token,
    });
    expect(checked.status).toBe(404);
  });
});
