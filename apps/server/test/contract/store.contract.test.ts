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
  getProductPlans,
  getQuest,
  getQuestCategory,
  getPendingOrders,
  getRaymondProducts,
  pgData,
  storeEndpoints,
  type ApiError,
} from '@quest/api';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createGatewayApp } from '../../src/areas/store/gateway.ts';
import { PENDING_CONFIRM_MS } from '../../src/areas/store/orders.ts';
import type { Db } from '../../src/db.ts';
import { demo } from '../../src/seed/ids.ts';
import { storeDemo } from '../../src/seed/store-ids.ts';
import { storeSeeder } from '../../src/seed/store.ts';
import { contractSuite } from '../support/contract.ts';
import { createHarness, type Harness } from '../support/harness.ts';

const Q = demo.quests;
const P = storeDemo.products;
const L = storeDemo.plans;

/** The learning quests the store sells (the learning seed's, reduced to what the store reads). */
async function seedLearningQuests(db: Db): Promise<void> {
  await db.query(
    `insert into quests (id, name, icon, description, grade_ids, free_duration, is_free, is_online, form_url) values
       (101, 'Grade 6 Quest', '/media/images/quest-101.svg', '<p>Grade 6</p>', '{6}', 0, false, null, ''),
       (102, 'Coding & Robotics', '/media/images/quest-102.svg', '<p>Coding</p>', '{6,7}', 0, false, null, ''),
       (103, 'Grade 7 Science', '/media/images/quest-103.svg', '<p>Science</p>', '{7}', 7, false, null, ''),
       (104, 'Free Starter', '/media/images/quest-104.svg', '<p>Free</p>', '{6}', 0, true, null, ''),
       (105, 'Maths Booster', '/media/images/quest-105.svg', '<p>Maths</p>', '{6}', 0, false, true, ''),
       (106, 'Robotics Workshop', '/media/images/quest-106.svg', '<p>Offline</p>', '{6}', 0, false, false,
        'https://example.org/form')
     on conflict (id) do nothing`,
  );
}

let h: Harness;
let userId: number;

beforeAll(async () => {
  h = await createHarness();
  await seedLearningQuests(h.db);
  await storeSeeder.run(h.db, h.deps);
});
afterAll(() => h.close());

async function signedInUser(): Promise<number> {
  userId = await h.createUser();
  await h.signInAs(userId);
  return userId;
}

async function visitor(): Promise<void> {
  h.session.setToken(null);
}

contractSuite(
  storeEndpoints.getQuestCategory,
  () => h,
  () => {
    test('a visitor gets the categories with nothing assigned and no last-viewed quest', async () => {
      await visitor();
      const result = await getQuestCategory(h.client, { query: { UserId: 0 } });
      expect(result.lastViewed).toBeNull();
      expect(result.questCategory.map((c) => c.categoryName)).toContain('Grade 6 Quests');
      const quests = result.questCategory.flatMap((c) => c.questList);
      expect(quests.length).toBeGreaterThan(0);
      expect(quests.every((q) => !q.isAssigned && !q.isTrialTaken)).toBe(true);
      // null isOnline reads as online; the offline quest stays offline
      expect(quests.find((q) => q.questId === Q.grade6)?.isOnline).toBe(true);
      expect(quests.find((q) => q.questId === Q.offlineWorkshop)?.isOnline).toBe(false);
    });

    test('a signed-in user sees their own assigned state and last-viewed quest', async () => {
      const id = await signedInUser();
      await h.db.query(
        `insert into user_quests (user_id, quest_id, is_assigned, viewed_on) values ($1, $2, true, $3)`,
        [id, Q.grade6, new Date('2025-01-10T10:00:00Z')],
      );
      await h.db.query('update users set last_quest_id = $2, viewed_on = $3 where id = $1', [
        id,
        Q.grade6,
        new Date('2025-01-10T10:00:00Z'),
      ]);
      const result = await getQuestCategory(h.client, { query: { UserId: id } });
      expect(result.lastViewed).toMatchObject({ questId: Q.grade6, isAssigned: true });
      expect(result.lastViewed?.viewedOn).toBe('2025-01-10 15:30:00');
    });

    test("another user's catalogue is refused", async () => {
      const id = await signedInUser();
      await expect(getQuestCategory(h.client, { query: { UserId: id + 1000 } })).rejects.toMatchObject({
        status: 403,
      });
    });
  },
);

contractSuite(
  storeEndpoints.getProductCategory,
  () => h,
  () => {
    test('product categories with paid flags and quest details, for a visitor', async () => {
      await visitor();
      const { productCategory } = await getProductCategory(h.client, { query: {} });
      const free = productCategory.find((c) => c.categoryName === 'Free to start');
      expect(free?.isPaid).toBe(false);
      expect(productCategory.some((c) => c.isPaid)).toBe(true);
      const combo = productCategory.flatMap((c) => c.productList).find((p) => p.productId === P.grade6Combo);
      expect(combo?.questDetails.map((q) => q.questId)).toEqual([Q.grade6, Q.mathsBooster]);
      expect(combo?.productIcon).toBe(`/media/images/product-${P.grade6Combo}.svg`);
      expect(combo?.discountPrice).toBeLessThan(combo?.price ?? 0);
    });
  },
);

contractSuite(
  storeEndpoints.getQuest,
  () => h,
  () => {
    test('one quest with its store fields', async () => {
      await visitor();
      const quest = await getQuest(h.client, { query: { QuestId: Q.grade7Trial } });
      expect(quest).toMatchObject({
        questId: Q.grade7Trial,
        freeDuration: 7,
        isFree: false,
        isOnTrial: false,
      });
    });
    test('an unknown quest is 404', async () => {
      await expect(getQuest(h.client, { query: { QuestId: 999 } })).rejects.toMatchObject({ status: 404 });
    });
  },
);

contractSuite(
  storeEndpoints.getProduct,
  () => h,
  () => {
    test('one product as the signed-in user sees it', async () => {
      await signedInUser();
      const product = await getProduct(h.client, { query: { ProductId: P.grade6Explorer } });
      expect(product).toMatchObject({
        productId: P.grade6Explorer,
        trialDuration: 7,
        isAssigned: false,
        isTrialTaken: false,
      });
      expect(product.questDetails[0]?.questId).toBe(Q.grade6);
    });
    test('an unknown product is 404', async () => {
      await expect(getProduct(h.client, { query: { ProductId: 999 } })).rejects.toMatchObject({
        status: 404,
      });
    });
  },
);

contractSuite(
  storeEndpoints.getProductPlans,
  () => h,
  () => {
    test('the plans of a product, prices above and below ₹600', async () => {
      await visitor();
      const plans = await getProductPlans(h.client, { query: { ProductId: P.grade6Explorer } });
      expect(plans.map((p) => p.planId)).toEqual([L.grade6Yearly, L.grade6HalfYearly]);
      expect(plans[0]).toMatchObject({ productId: P.grade6Explorer, planPrice: 1499 });
      expect(plans[0]?.productDescription).toContain('<p>');
    });
    test('a product without plans has an empty list', async () => {
      await expect(getProductPlans(h.client, { query: { ProductId: P.freeStarter } })).resolves.toEqual([]);
    });
  },
);

contractSuite(
  storeEndpoints.getRaymondProducts,
  () => h,
  () => {
    test('the partner list: product, plan and plan price', async () => {
      const id = await signedInUser();
      const list = await getRaymondProducts(h.client, { query: { UserId: id } });
      expect(list[0]).toEqual({
        productId: P.raymondAchievers,
        productDisplayName: expect.any(String),
        productIcon: `/media/images/product-${P.raymondAchievers}.svg`,
        planPrice: 999,
        planId: L.raymondAchievers,
        isAssigned: false,
        questId: demo.quests.grade6,
        questName: expect.any(String),
      });
    });

    test('a product the student has is marked (its card offers Launch, issue 23)', async () => {
      const id = await signedInUser();
      await h.db.query(
        `insert into user_quests (user_id, quest_id, is_assigned, assigned_at) values ($1, $2, true, now())`,
        [id, demo.quests.spectrum],
      );
      const list = await getRaymondProducts(h.client, { query: { UserId: id } });
      const olympiad = list.find((p) => p.productId === P.raymondOlympiad);
      expect(olympiad).toMatchObject({ isAssigned: true, questId: demo.quests.spectrum });
      expect(list.find((p) => p.productId === P.raymondAchievers)?.isAssigned).toBe(false);
    });
  },
);

contractSuite(
  storeEndpoints.assignQuest,
  () => h,
  () => {
    test('a free quest is claimed', async () => {
      const id = await signedInUser();
      await expect(assignQuest(h.client, { query: { UserId: id, QuestId: Q.freeStarter } })).resolves.toEqual(
        {
          success: true,
          questId: Q.freeStarter,
          questName: 'Free Starter',
          isOnTrial: false,
          trialEndsAt: null,
        },
      );
    });
    test('a paid quest cannot be claimed', async () => {
      const id = await signedInUser();
      const error = (await assignQuest(h.client, { query: { UserId: id, QuestId: Q.grade6 } }).catch(
        (e: unknown) => e,
      )) as ApiError;
      expect(error.status).toBe(409);
      expect(error.message).toBe('This quest is not free. Please buy it to start.');
    });
  },
);

contractSuite(
  storeEndpoints.assignTrialQuest,
  () => h,
  () => {
    test('a trial starts for the quest’s days', async () => {
      const id = await signedInUser();
      const result = await assignTrialQuest(h.client, { query: { UserId: id, QuestId: Q.grade7Trial } });
      expect(result).toMatchObject({ success: true, questId: Q.grade7Trial, isOnTrial: true });
      expect(new Date(result.trialEndsAt!).getTime() - h.clock.now().getTime()).toBeGreaterThan(
        6.9 * 86_400_000,
      );
    });
  },
);

contractSuite(
  storeEndpoints.assignFreeProduct,
  () => h,
  () => {
    test('a free product assigns its quests', async () => {
      const id = await signedInUser();
      await expect(
        assignFreeProduct(h.client, { query: { UserId: id, ProductId: P.freeStarter } }),
      ).resolves.toMatchObject({ success: true, productId: P.freeStarter, questIds: [Q.freeStarter] });
    });
  },
);

contractSuite(
  storeEndpoints.assignTrialProduct,
  () => h,
  () => {
    test('a product trial puts its quests on trial', async () => {
      const id = await signedInUser();
      await expect(
        assignTrialProduct(h.client, { query: { UserId: id, ProductId: P.grade6Combo } }),
      ).resolves.toMatchObject({ success: true, questId: Q.grade6, questIds: [Q.grade6, Q.mathsBooster] });
    });
  },
);

contractSuite(
  storeEndpoints.addCart,
  () => h,
  () => {
    test('adds an item at the catalogue price, whatever the client says', async () => {
      const id = await signedInUser();
      const cart = await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            productId: P.grade6Explorer,
            productName: 'anything',
            productIcon: '',
            qty: 1,
            price: 1,
            netPrice: 1,
            planId: L.grade6Yearly,
          },
        ],
      });
      expect(cart.cartList).toHaveLength(1);
      expect(cart.cartList[0]).toMatchObject({ productId: P.grade6Explorer, price: 1499, netPrice: 1499 });
      expect(cart.total).toBe(1499);
    });
  },
);

contractSuite(
  storeEndpoints.deleteCart,
  () => h,
  () => {
    test('removes an item and answers the cart', async () => {
      const id = await signedInUser();
      const cart = await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            questId: Q.mathsBooster,
            productIcon: '',
            qty: 1,
            price: 0,
            netPrice: 0,
            planId: 0,
          },
        ],
      });
      const cartId = Number(cart.cartList[0]!.cartId);
      await expect(deleteCart(h.client, { query: { cartId } })).resolves.toEqual({ cartList: [], total: 0 });
    });
  },
);

contractSuite(
  storeEndpoints.getCartDetails,
  () => h,
  () => {
    test('a new user has an empty cart', async () => {
      const id = await signedInUser();
      await expect(getCartDetails(h.client, { query: { UserId: id } })).resolves.toEqual({
        cartList: [],
        total: 0,
      });
    });
  },
);

contractSuite(
  storeEndpoints.applyCoupon,
  () => h,
  () => {
    test('a valid coupon answers the discount on the cart total', async () => {
      const id = await signedInUser();
      await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            productId: P.mathsBooster,
            productIcon: '',
            qty: 1,
            price: 0,
            netPrice: 0,
            planId: 0,
          },
        ],
      });
      await expect(applyCoupon(h.client, { query: { UserId: id, CouponCode: 'FLAT50' } })).resolves.toEqual({
        isSuccess: true,
        discount: 50,
        message: 'Coupon applied successfully.',
        total: 449,
        totalAmount: 399,
      });
    });
    test('a code longer than 6 characters is refused', async () => {
      const id = await signedInUser();
      expect(storeEndpoints.applyCoupon.query.safeParse({ UserId: id, CouponCode: 'TOOLONG' }).success).toBe(
        false,
      );
      const response = await h.app.request(`/QuestStore/ApplyCoupon?UserId=${id}&CouponCode=TOOLONG`, {
        headers: { Authorization: `Bearer ${h.session.getToken()}` },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'CouponCode must be at most 6 characters' });
    });
  },
);

contractSuite(
  storeEndpoints.pgData,
  () => h,
  () => {
    test('an order with a signed payment form for the gateway', async () => {
      const id = await signedInUser();
      const cart = await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            productId: P.mathsBooster,
            productIcon: '',
            qty: 1,
            price: 0,
            netPrice: 0,
            planId: 0,
          },
        ],
      });
      const order = await pgData(h.client, {
        body: { userId: id, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList },
      });
      expect(order.postUrl).toBe('http://gateway.test/pay');
      const fields = Object.fromEntries(order.dictValues.map((d) => [d.key, d.value]));
      expect(fields).toMatchObject({
        orderId: order.orderId,
        amount: '449.00',
        returnUrl: 'http://app.test/QuestStore/PaymentReturn',
        signature: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });
  },
);

contractSuite(
  storeEndpoints.checkPaymentStatus,
  () => h,
  () => {
    test('an order not yet paid is pending', async () => {
      const id = await signedInUser();
      const cart = await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            productId: P.mentalMathsSprint,
            productIcon: '',
            qty: 1,
            price: 0,
            netPrice: 0,
            planId: L.sprintMonthly,
          },
        ],
      });
      const { orderId } = await pgData(h.client, {
        body: { userId: id, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList },
      });
      await expect(checkPaymentStatus(h.client, { query: { PgOrderId: orderId } })).resolves.toEqual({
        status: 'pending',
        orderId,
        amount: 199,
        message: 'Your payment is being processed.',
      });
    });
    test("someone else's order is not found", async () => {
      await signedInUser();
      await expect(checkPaymentStatus(h.client, { query: { PgOrderId: 'QO999999' } })).rejects.toMatchObject({
        status: 404,
      });
    });
  },
);

contractSuite(
  storeEndpoints.getPendingOrders,
  () => h,
  () => {
    test('a payment the bank has not confirmed is listed until it settles (ADR 0109)', async () => {
      const id = await signedInUser();
      await expect(getPendingOrders(h.client, { query: { UserId: id } })).resolves.toEqual({ orders: [] });
      const cart = await addCart(h.client, {
        body: [
          {
            cartId: '',
            userId: id,
            productId: P.mentalMathsSprint,
            productIcon: '',
            qty: 1,
            price: 0,
            netPrice: 0,
            planId: L.sprintMonthly,
          },
        ],
      });
      const order = await pgData(h.client, {
        body: { userId: id, paymentMode: 'CARD', couponCode: '', cartList: cart.cartList },
      });
      // Checked out but not paid: nothing is awaiting the bank.
      await expect(getPendingOrders(h.client, { query: { UserId: id } })).resolves.toEqual({ orders: [] });
      const fields = Object.fromEntries(order.dictValues.map(({ key, value }) => [key, value]));
      const chosen = await createGatewayApp(h.deps).request('/pay/complete', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...fields, outcome: 'pending' }).toString(),
      });
      expect(chosen.status).toBe(303);
      await expect(getPendingOrders(h.client, { query: { UserId: id } })).resolves.toEqual({
        orders: [
          {
            orderId: order.orderId,
            amount: 199,
            message: 'Your payment is being processed.',
            items: [
              {
                productId: P.mentalMathsSprint,
                questId: null,
                planId: L.sprintMonthly,
                name: expect.any(String),
              },
            ],
          },
        ],
      });
      h.clock.advance(PENDING_CONFIRM_MS);
      await expect(getPendingOrders(h.client, { query: { UserId: id } })).resolves.toEqual({ orders: [] });
      h.clock.reset();
    });
    test("another student's pending orders are refused", async () => {
      const other = await signedInUser();
      await signedInUser();
      await expect(getPendingOrders(h.client, { query: { UserId: other } })).rejects.toMatchObject({
        status: 403,
      });
    });
  },
);
