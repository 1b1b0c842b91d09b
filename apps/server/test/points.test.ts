import {
  addCart,
  applyCoupon,
  deleteCart,
  getPointsBalance,
  openContent,
  pgData,
  redeemPoints,
  sendContentAccess,
  type RedeemedCoupon,
} from '@quest/api';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { istTimestamp, OPEN_SECONDS_FOR_POINTS } from '../src/areas/learning/content-access.ts';
import { recordOutcome } from '../src/areas/store/orders.ts';
import { demo } from '../src/seed/ids.ts';
import { learningSeeder } from '../src/seed/learning.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { studentWithQuestPoints } from './support/points.ts';

/*
 * Redeem Points (ADR 0061): the balance arithmetic, and the personal coupon in the store: only its owner can
 * apply it, it works once (used when the order is paid) and it expires after 90 days.
 */

const Q = demo.quests;
const DAY = 24 * 60 * 60 * 1000;
let h: Harness;

beforeAll(async () => {
  h = await createHarness();
  await learningSeeder.run(h.db, h.deps);
});
afterAll(() => h.close());
beforeEach(() => h.clock.reset());

let earned = 0;
async function student(): Promise<number> {
  const id = await h.createUser();
  earned = await studentWithQuestPoints(h.db, id, Q.grade6, h.clock.now());
  await h.signInAs(id);
  return id;
}

const redeem = (points: number) => redeemPoints(h.client, { body: { questId: Q.grade6, points } });
const balance = () => getPointsBalance(h.client, { query: { QuestId: Q.grade6 } });
const apply = (userId: number, code: string) =>
  applyCoupon(h.client, { query: { UserId: userId, CouponCode: code } });

/** A quest in the signed-in student's cart: the Maths Booster (₹449) unless told. */
async function cartWithBooster(userId: number, questId: number = Q.mathsBooster) {
  return addCart(h.client, {
    body: [
      {
        cartId: '',
        userId,
        questId,
        questName: 'as the client says',
        productIcon: '',
        qty: 1,
        price: 1,
        netPrice: 1,
        planId: 0,
      },
    ],
  });
}

/** Checks out with the coupon and records the gateway's success, as the payment return does. */
async function payWith(userId: number, code: string) {
  const cart = await cartWithBooster(userId);
  await apply(userId, code);
  const order = await pgData(h.client, {
    body: { userId, paymentMode: 'CARD', couponCode: code, cartList: cart.cartList },
  });
  await recordOutcome(h.db, order.orderId, { status: 'success' }, h.clock.now());
  return order;
}

describe('redeem points: the balance', () => {
  test('Scenario: redemptions add up; available = earned − redeemed; the earned points never drop', async () => {
    await student();
    expect(earned).toBeGreaterThanOrEqual(200);
    await redeem(100);
    await redeem(100);
    const after = await balance();
    expect(after).toMatchObject({ earnedPoints: earned, redeemedPoints: 200, availablePoints: earned - 200 });
    expect(after.coupons.map((c) => [c.points, c.amount])).toEqual([
      [100, 10],
      [100, 10],
    ]);
    expect(new Set(after.coupons.map((c) => c.code)).size).toBe(2);
  });

  test('Scenario: all the available points can be spent, then not one block more', async () => {
    await student();
    const blocks = Math.floor(earned / 100);
    await redeem(blocks * 100);
    await expect(balance()).resolves.toMatchObject({ availablePoints: earned - blocks * 100 });
    await expect(redeem(100)).rejects.toMatchObject({
      status: 400,
      message: 'You do not have enough points.',
    });
  });

  test('Scenario: points of one quest are not spent in another', async () => {
    const id = await student();
    await redeem(100);
    await studentWithQuestPoints(h.db, id, Q.spectrum, h.clock.now());
    const other = await getPointsBalance(h.client, { query: { QuestId: Q.spectrum } });
    expect(other.redeemedPoints).toBe(0);
    expect(other.coupons).toEqual([]);
  });
});

describe('points are measured by the server (ADR 0106)', () => {
  const content = async () => {
    const [row] = await h.db.query<{ id: number; type: string; points: number }>(
      `select c.id, c.type_code as type, c.points from contents c
         join operations o on o.id = c.operation_id join missions m on m.id = o.mission_id
        where m.quest_id = $1 and c.points > 0 order by c.id limit 1`,
      [Q.grade6],
    );
    return row!;
  };
  const send = async (userId: number, contentId: number, type: string) =>
    (
      await sendContentAccess(h.client, {
        body: {
          missionActivityId: '',
          userId,
          locationId: 1,
          groupId: 1,
          questId: Q.grade6,
          contentId,
          contentTypeCode: type as '01',
          accessDate: istTimestamp(h.clock.now()),
          accessDuration: '30',
          missionActivitySummaryId: '',
        },
      })
    ).pointCardSatus;

  test('Scenario: no open, then an open 10 s before: the first access counts, the second earns the points', async () => {
    const id = await h.createUser();
    await h.db.query(
      'insert into user_quests (user_id, quest_id, is_assigned, assigned_at) values ($1, $2, true, $3)',
      [id, Q.grade6, h.clock.now()],
    );
    await h.signInAs(id);
    const c = await content();
    await expect(send(id, c.id, c.type)).resolves.toMatchObject({ isFirstAccess: true, earnedPoints: 0 });
    await openContent(h.client, { body: { userId: id, questId: Q.grade6, contentId: c.id } });
    h.clock.advance(OPEN_SECONDS_FOR_POINTS * 1000);
    await expect(send(id, c.id, c.type)).resolves.toMatchObject({
      isFirstAccess: false,
      accessCount: 2,
      earnedPoints: c.points,
      totalPoints: c.points,
    });
    await expect(balance()).resolves.toMatchObject({ earnedPoints: c.points });
  });
});

describe('redeem points: the coupon in the store', () => {
  let owner: number;
  let coupon: RedeemedCoupon;
  beforeEach(async () => {
    owner = await student();
    coupon = await redeem(100);
  });

  test('Scenario: its owner applies it as ₹10 off; another student gets "Invalid coupon code."', async () => {
    await cartWithBooster(owner);
    await expect(apply(owner, coupon.code.toLowerCase())).resolves.toMatchObject({
      isSuccess: true,
      discount: 10,
      totalAmount: 439,
    });

    const other = await h.createUser();
    await h.signInAs(other);
    await cartWithBooster(other);
    await expect(apply(other, coupon.code)).resolves.toMatchObject({
      isSuccess: false,
      discount: 0,
      message: 'Invalid coupon code.',
    });
    const cart = await cartWithBooster(other);
    await expect(
      pgData(h.client, {
        body: { userId: other, paymentMode: 'CARD', couponCode: coupon.code, cartList: cart.cartList },
      }),
    ).rejects.toMatchObject({ status: 409, message: 'Please apply the coupon again before paying.' });
  });

  test('Scenario: it works once: paid, it is used and refused afterwards; the balance shows it Used', async () => {
    const order = await payWith(owner, coupon.code);
    const [row] = await h.db.query<{ amount_paise: number }>(
      'select amount_paise::int from store_orders where order_id = $1',
      [order.orderId],
    );
    expect(row?.amount_paise).toBe(43_900);

    await cartWithBooster(owner, Q.grade7Trial);
    await expect(apply(owner, coupon.code)).resolves.toMatchObject({
      isSuccess: false,
      message: 'This coupon has already been used.',
    });
    const [mine] = (await balance()).coupons;
    expect(mine).toMatchObject({ code: coupon.code, status: 'Used', usedOn: expect.any(String) });
  });

  test('Scenario: two orders made before either is paid: the second is refused, only one gets the discount', async () => {
    const cart = await cartWithBooster(owner);
    await apply(owner, coupon.code);
    const first = await pgData(h.client, {
      body: { userId: owner, paymentMode: 'CARD', couponCode: coupon.code, cartList: cart.cartList },
    });
    // Another cart (the Booster swapped for the Grade 7 quest) with the same coupon, the first still open.
    const other = await cartWithBooster(owner, Q.grade7Trial);
    const booster = other.cartList.find((item) => item.questId === Q.mathsBooster)!;
    const swapped = await deleteCart(h.client, { query: { cartId: Number(booster.cartId) } });
    await expect(
      pgData(h.client, {
        body: { userId: owner, paymentMode: 'CARD', couponCode: coupon.code, cartList: swapped.cartList },
      }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'This coupon is already applied to another order that is awaiting payment.',
    });
    await recordOutcome(h.db, first.orderId, { status: 'success' }, h.clock.now());
    await expect(
      pgData(h.client, {
        body: { userId: owner, paymentMode: 'CARD', couponCode: coupon.code, cartList: swapped.cartList },
      }),
    ).rejects.toMatchObject({ status: 409, message: 'This coupon has already been used.' });
    const discounted = await h.db.query(
      'select 1 from store_orders where coupon_code = $1 and discount_paise > 0',
      [coupon.code],
    );
    expect(discounted).toHaveLength(1);
  });

  test('Scenario: a failed payment leaves it unused', async () => {
    const cart = await cartWithBooster(owner);
    await apply(owner, coupon.code);
    const order = await pgData(h.client, {
      body: { userId: owner, paymentMode: 'CARD', couponCode: coupon.code, cartList: cart.cartList },
    });
    await recordOutcome(h.db, order.orderId, { status: 'failed', reason: 'declined' }, h.clock.now());
    await expect(apply(owner, coupon.code)).resolves.toMatchObject({ isSuccess: true });
    await expect(balance()).resolves.toMatchObject({ coupons: [{ status: 'Available', usedOn: null }] });
  });

  test('Scenario: after 90 days it has expired', async () => {
    h.clock.advance(90 * DAY + 1000);
    await h.signInAs(owner);
    await cartWithBooster(owner);
    await expect(apply(owner, coupon.code)).resolves.toMatchObject({
      isSuccess: false,
      message: 'This coupon has expired.',
    });
    await expect(balance()).resolves.toMatchObject({ coupons: [{ status: 'Expired' }] });
  });
});
