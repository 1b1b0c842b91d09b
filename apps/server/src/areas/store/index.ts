import type { Hono } from 'hono';
import { storeEndpoints as e } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail, implement, requireSelf } from '../../contract.ts';
import { beginAttempt, clientAddress, throttleRules } from '../../security/throttle.ts';
import { storeDemo } from '../../seed/store-ids.ts';
import { viewerFor } from './access.ts';
import { claimFreeProduct, claimFreeQuest, startProductTrial, startQuestTrial } from './assign.ts';
import { addToCart, cartRows, cartTotalPaise, readCart, removeFromCart } from './cart.ts';
import {
  lastViewedQuest,
  loadQuests,
  partnerProducts,
  productCategories,
  productPlans,
  productRecord,
  productView,
  questCategories,
} from './catalogue.ts';
import { COUPON_MESSAGES, evaluateCoupon, rememberAppliedCoupon } from './coupons.ts';
import { rupees } from './money.ts';
import { createOrder, paymentStatus, pendingOrders } from './orders.ts';
import { paymentReturnRoute } from './payment-return.ts';

/** Serves the store calls of the contract, and the gateway's return post. */
export function registerStore(app: Hono, deps: AppDeps): void {
  // ── Catalogue: open to visitors (ADR 0025) ──
  implement(app, deps, e.getQuestCategory, async ({ query, user }) => {
    const viewer = viewerFor(user, query.UserId);
    const now = deps.clock.now();
    const quests = await loadQuests(deps.db, viewer, now);
    return {
      lastViewed: viewer ? await lastViewedQuest(deps.db, viewer, quests) : null,
      questCategory: await questCategories(deps.db, quests),
    };
  });

  implement(app, deps, e.getProductCategory, async ({ query, user }) => {
    const viewer = viewerFor(user, query.UserId);
    const quests = await loadQuests(deps.db, viewer, deps.clock.now());
    return { productCategory: await productCategories(deps.db, quests) };
  });

  implement(app, deps, e.getQuest, async ({ query, user }) => {
    const quest = (await loadQuests(deps.db, user?.userId ?? null, deps.clock.now())).get(query.QuestId);
    if (!quest) throw fail(404, 'Quest not found.');
    return quest;
  });

  implement(app, deps, e.getProduct, async ({ query, user }) => {
    const record = await productRecord(deps.db, query.ProductId);
    if (!record) throw fail(404, 'Product not found.');
    return productView(record, await loadQuests(deps.db, user?.userId ?? null, deps.clock.now()));
  });

  implement(app, deps, e.getProductPlans, async ({ query }) => {
    if (!(await productRecord(deps.db, query.ProductId))) throw fail(404, 'Product not found.');
    return productPlans(deps.db, query.ProductId);
  });

  implement(app, deps, e.getRaymondProducts, async ({ query, user }) => {
    const viewer = viewerFor(user, query.UserId);
    const quests = await loadQuests(deps.db, viewer, deps.clock.now());
    return partnerProducts(deps.db, storeDemo.partner, quests);
  });

  // ── Free claims and trials ──
  implement(app, deps, e.assignQuest, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return deps.db.transaction((db) => claimFreeQuest(db, user.userId, query.QuestId, deps.clock.now()));
  });
  implement(app, deps, e.assignTrialQuest, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return deps.db.transaction((db) => startQuestTrial(db, user.userId, query.QuestId, deps.clock.now()));
  });
  implement(app, deps, e.assignFreeProduct, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return deps.db.transaction((db) => claimFreeProduct(db, user.userId, query.ProductId, deps.clock.now()));
  });
  implement(app, deps, e.assignTrialProduct, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return deps.db.transaction((db) => startProductTrial(db, user.userId, query.ProductId, deps.clock.now()));
  });

  // ── Cart and coupon ──
  implement(app, deps, e.addCart, ({ body, user }) =>
    deps.db.transaction((db) => addToCart(db, user.userId, body, deps.clock.now())),
  );
  implement(app, deps, e.deleteCart, ({ query, user }) => removeFromCart(deps.db, user.userId, query.cartId));
  implement(app, deps, e.getCartDetails, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return readCart(deps.db, user.userId);
  });
  implement(app, deps, e.applyCoupon, async ({ query, user, c }) => {
    requireSelf(user, query.UserId);
    // A code that does not exist is a guess: counted per student and per address (ADR 0107).
    const guess = await beginAttempt(deps, [
      { rule: throttleRules.couponUser, subject: String(user.userId) },
      { rule: throttleRules.couponAddress, subject: clientAddress(c, deps.config) },
    ]);
    const now = deps.clock.now();
    const totalPaise = cartTotalPaise(await cartRows(deps.db, user.userId));
    const coupon = await evaluateCoupon(deps.db, query.CouponCode, totalPaise, now, user.userId);
    if (!coupon.ok && coupon.message === COUPON_MESSAGES.invalid) await guess.failed();
    else await guess.notCounted();
    if (coupon.ok) await rememberAppliedCoupon(deps.db, user.userId, coupon.code, now);
    return {
      isSuccess: coupon.ok,
      discount: rupees(coupon.discountPaise),
      message: coupon.message,
      total: rupees(totalPaise),
      totalAmount: rupees(totalPaise - coupon.discountPaise),
    };
  });

  // ── Payment ──
  implement(app, deps, e.pgData, ({ body, user, deps: tx }) => {
    requireSelf(user, body.userId);
    return createOrder(tx, user.userId, body);
  });
  implement(app, deps, e.checkPaymentStatus, ({ query, user }) =>
    paymentStatus(deps, user.userId, query.PgOrderId),
  );
  implement(app, deps, e.getPendingOrders, ({ query, user }) => {
    requireSelf(user, query.UserId);
    return pendingOrders(deps, user.userId);
  });
  paymentReturnRoute(app, deps);
}
