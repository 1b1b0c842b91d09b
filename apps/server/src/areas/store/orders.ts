import type { z } from 'zod';
import {
  paymentReturnPath,
  type PaymentStatusValue,
  type paymentGatewayRequestSchema,
  type paymentGatewayResponseSchema,
  type paymentStatusSchema,
  type pendingOrdersSchema,
} from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { grantQuest } from './assign.ts';
import { cartRows, cartTotalPaise, itemKey, type CartRow } from './cart.ts';
import {
  claimCoupon,
  COUPON_MESSAGES,
  couponHolder,
  evaluateCoupon,
  markCouponUsed,
  NOT_APPLIED_MESSAGE,
  releaseCoupon,
  wasApplied,
} from './coupons.ts';
import { whyNotBuyable } from './held.ts';
import { amountText, rupees } from './money.ts';
import { gatewaySecret, signPaymentRequest, type PaymentRequestFields } from './signing.ts';

/** An order nobody paid for (no word from the gateway) closes as failed after this long. */
export const ORDER_OPEN_MS = 30 * 60 * 1000;
/** The fake gateway's "Pending" confirms as success this long after it was chosen (deps.clock). */
export const PENDING_CONFIRM_MS = 5_000;

export const PAYMENT_MESSAGES = {
  pending: 'Your payment is being processed.',
  success: 'Payment successful. Your purchase has been added to your account.',
  declined: 'The payment was declined by the bank.',
  cancelled: 'The payment was cancelled.',
  expired: 'The payment was not completed in time.',
} as const;

type OrderStatus = 'created' | 'pending' | 'success' | 'failed';

interface OrderItem {
  questId: number | null;
  productId: number | null;
  planId: number;
  name: string;
  netPaise: number;
}

export interface OrderRow {
  order_id: string;
  user_id: number;
  status: OrderStatus;
  amount_paise: number;
  coupon_code: string;
  items: OrderItem[];
  message: string;
  created_at: Date;
  fulfilled_at: Date | null;
}

const orderColumns =
  'order_id, user_id, status, amount_paise, coupon_code, items, message, created_at, fulfilled_at';

export async function findOrder(db: Db, orderId: string, lock = false): Promise<OrderRow | undefined> {
  const [row] = await db.query<OrderRow>(
    `select ${orderColumns} from store_orders where order_id = $1${lock ? ' for update' : ''}`,
    [orderId],
  );
  return row;
}

export const returnUrl = (deps: AppDeps): string => `${deps.config.origins.app}${paymentReturnPath}`;

/** The payment form for an order: where it posts and its signed fields. */
async function paymentForm(
  deps: AppDeps,
  order: Pick<OrderRow, 'order_id' | 'amount_paise'>,
): Promise<z.input<typeof paymentGatewayResponseSchema>> {
  const fields: PaymentRequestFields = {
    orderId: order.order_id,
    amount: amountText(order.amount_paise),
    currency: 'INR',
    returnUrl: returnUrl(deps),
  };
  const signature = signPaymentRequest(await gatewaySecret(deps.db), fields);
  return {
    orderId: order.order_id,
    postUrl: `${deps.config.origins.gateway}/pay`,
    dictValues: [
      { key: 'orderId', value: fields.orderId },
      { key: 'amount', value: fields.amount },
      { key: 'currency', value: fields.currency },
      { key: 'returnUrl', value: fields.returnUrl },
      { key: 'signature', value: signature },
    ],
  };
}

const sameIds = (a: string[], b: string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * PGData (ADR 0028): the amount comes from the server's cart and coupon, never from the request. The cart the
 * app shows must be the server's cart. While an order for the same cart and coupon is still open it is
 * answered again, so a second Idempotency-Key cannot start a second payment for one cart.
 */
export async function createOrder(
  deps: AppDeps,
  userId: number,
  request: z.output<typeof paymentGatewayRequestSchema>,
): Promise<z.input<typeof paymentGatewayResponseSchema>> {
  const { db } = deps;
  const now = deps.clock.now();
  // One checkout at a time per user, so two keys racing cannot both open an order.
  await db.query('select id from users where id = $1 for update', [userId]);
  await settleOpenOrders(db, userId, now);

  const rows = await cartRows(db, userId);
  if (rows.length === 0) throw fail(409, 'Your cart is empty.');
  const posted = request.cartList.map((item) => item.cartId);
  if (
    request.cartList.some((item) => item.userId !== 0 && item.userId !== userId) ||
    !sameIds(
      posted,
      rows.map((row) => String(row.id)),
    )
  ) {
    throw fail(409, 'Your cart has changed. Please review it and try again.');
  }

  const totalPaise = cartTotalPaise(rows);
  let discountPaise = 0;
  let couponCode = '';
  let singleUse = false;
  if (request.couponCode) {
    // Codes are guessed through ApplyCoupon only, where wrong ones are throttled (ADR 0107).
    if (!(await wasApplied(db, userId, request.couponCode, now))) throw fail(409, NOT_APPLIED_MESSAGE);
    const coupon = await evaluateCoupon(db, request.couponCode, totalPaise, now, userId);
    if (!coupon.ok) throw fail(409, coupon.message);
    discountPaise = coupon.discountPaise;
    couponCode = coupon.code;
    singleUse = coupon.singleUse;
  }
  const amountPaise = totalPaise - discountPaise;
  if (amountPaise <= 0) throw fail(409, 'There is nothing to pay for this cart.');

  const cartKey = `${rows.map(itemKey).sort().join(',')}|${couponCode}`;
  const [open] = await db.query<Pick<OrderRow, 'order_id' | 'amount_paise'>>(
    `select order_id, amount_paise from store_orders
      where user_id = $1 and cart_key = $2 and status in ('created', 'pending')`,
    [userId, cartKey],
  );
  if (open) return paymentForm(deps, open);

  // Owned, bought, or in another order still awaiting payment: not bought twice (ADR 0106).
  const buyables = rows.map((row) => ({ questId: row.quest_id, productId: row.product_id, name: row.name }));
  const held = await whyNotBuyable(db, userId, buyables, now);
  const refusal = buyables.map((item) => held.get(item)).find((message) => message !== undefined);
  if (refusal) throw fail(409, refusal);

  const items: OrderItem[] = rows.map((row: CartRow) => ({
    questId: row.quest_id,
    productId: row.product_id,
    planId: row.plan_id,
    name: row.name,
    netPaise: row.net_paise,
  }));
  const [created] = await db.query<Pick<OrderRow, 'order_id' | 'amount_paise'>>(
    `insert into store_orders (user_id, status, payment_mode, coupon_code, total_paise, discount_paise,
                               amount_paise, cart_key, items, created_at, updated_at)
     values ($1, 'created', $2, $3, $4, $5, $6, $7, $8, $9, $9)
     returning order_id, amount_paise`,
    [
      userId,
      request.paymentMode,
      couponCode,
      totalPaise,
      discountPaise,
      amountPaise,
      cartKey,
      JSON.stringify(items),
      now,
    ],
  );
  if (!created) throw new Error('The order could not be created');
  if (singleUse && !(await holdCoupon(db, userId, couponCode, created.order_id, now))) {
    // Throwing rolls the whole checkout back, the new order included.
    const holder = await couponHolder(db, couponCode);
    throw fail(409, holder?.status === 'success' ? COUPON_MESSAGES.used : COUPON_MESSAGES.held);
  }
  return paymentForm(deps, created);
}

/**
 * Takes a single-use coupon for a new order, inside the checkout's transaction (ADR 0106). When another user's
 * open order holds it, that order is settled first (it may have failed or expired, which gives the coupon back).
 * The user's own open orders were settled at the start of the checkout.
 */
async function holdCoupon(
  db: Db,
  userId: number,
  code: string,
  orderId: string,
  now: Date,
): Promise<boolean> {
  if (await claimCoupon(db, code, orderId, now)) return true;
  const holder = await couponHolder(db, code);
  if (!holder || holder.userId === userId || (holder.status !== 'created' && holder.status !== 'pending')) {
    return false;
  }
  await settle(db, holder.orderId, now);
  return claimCoupon(db, code, orderId, now);
}

/** Brings the user's open orders up to date with the gateway; those it never heard of close after a while. */
export async function settleOpenOrders(db: Db, userId: number, now: Date): Promise<void> {
  const open = await db.query<Pick<OrderRow, 'order_id'>>(
    `select order_id from store_orders where user_id = $1 and status in ('created', 'pending') order by created_at`,
    [userId],
  );
  for (const { order_id } of open) await settle(db, order_id, now);
}

export type Outcome =
  | { status: 'success' }
  | { status: 'pending' }
  | { status: 'failed'; reason: 'declined' | 'cancelled' | 'expired' };

/**
 * Records what happened to an order. Success assigns what was bought (once: the first success fulfils) and
 * removes those items from the cart; a failure keeps the cart. A settled order does not change again, except
 * that a payment the gateway confirms for an order that had expired is still fulfilled.
 */
export async function recordOutcome(db: Db, orderId: string, outcome: Outcome, now: Date): Promise<OrderRow> {
  const order = await findOrder(db, orderId, true);
  if (!order) throw fail(404, 'Order not found.');
  if (order.status === 'success') return order;
  // Money taken for an order that had already closed (expired) is still honoured.
  if (order.status === 'failed' && outcome.status !== 'success') return order;

  if (outcome.status === 'pending') {
    await db.query(
      `update store_orders set status = 'pending', message = $2, updated_at = $3 where order_id = $1`,
      [orderId, PAYMENT_MESSAGES.pending, now],
    );
  } else if (outcome.status === 'failed') {
    await db.query(
      `update store_orders set status = 'failed', message = $2, updated_at = $3 where order_id = $1`,
      [orderId, PAYMENT_MESSAGES[outcome.reason], now],
    );
    // A failed or expired order gives its single-use coupon back (its items are free again too: held.ts).
    await releaseCoupon(db, orderId);
  } else {
    await fulfil(db, order, now);
  }
  return (await findOrder(db, orderId))!;
}

async function fulfil(db: Db, order: OrderRow, now: Date): Promise<void> {
  const [won] = await db.query<{ order_id: string }>(
    `update store_orders set status = 'success', message = $2, fulfilled_at = $3, updated_at = $3
      where order_id = $1 and fulfilled_at is null returning order_id`,
    [order.order_id, PAYMENT_MESSAGES.success, now],
  );
  if (!won) return;
  await markCouponUsed(db, order.coupon_code, order.order_id, now);
  const productIds = order.items.flatMap((item) => (item.productId !== null ? [item.productId] : []));
  const questIds = new Set(order.items.flatMap((item) => (item.questId !== null ? [item.questId] : [])));
  if (productIds.length > 0) {
    const rows = await db.query<{ quest_id: number }>(
      'select quest_id from store_product_quests where product_id = any($1::int[])',
      [productIds],
    );
    rows.forEach((row) => questIds.add(row.quest_id));
  }
  for (const questId of questIds) await grantQuest(db, order.user_id, questId, now);

  const bought = new Set(
    order.items.map((item) =>
      itemKey({ quest_id: item.questId, product_id: item.productId, plan_id: item.planId }),
    ),
  );
  for (const row of await cartRows(db, order.user_id)) {
    if (bought.has(itemKey(row))) await db.query('delete from store_cart_items where id = $1', [row.id]);
  }
}

/**
 * The gateway's own record of the payment, read the way a merchant server asks a real gateway for a
 * payment's status; a pending payment whose time has come is confirmed as success (ADR 0029).
 */
export async function gatewayVerdict(db: Db, orderId: string, now: Date): Promise<Outcome | null> {
  const [payment] = await db.query<{ status: string; confirm_at: Date | null }>(
    'select status, confirm_at from store_gateway_payments where order_id = $1',
    [orderId],
  );
  if (!payment) return null;
  if (payment.status === 'pending') {
    if (!payment.confirm_at || payment.confirm_at.getTime() > now.getTime()) return { status: 'pending' };
    await db.query(
      `update store_gateway_payments set status = 'success', updated_at = $2 where order_id = $1`,
      [orderId, now],
    );
    return { status: 'success' };
  }
  if (payment.status === 'success') return { status: 'success' };
  return { status: 'failed', reason: payment.status === 'cancelled' ? 'cancelled' : 'declined' };
}

/** Settles an open order from the gateway's record; one the gateway never heard of closes after a while. */
export async function settle(db: Db, orderId: string, now: Date): Promise<OrderRow> {
  const order = await findOrder(db, orderId, true);
  if (!order) throw fail(404, 'Order not found.');
  if (order.status === 'success' || order.status === 'failed') return order;
  const verdict = await gatewayVerdict(db, orderId, now);
  if (verdict) return recordOutcome(db, orderId, verdict, now);
  if (order.created_at.getTime() + ORDER_OPEN_MS <= now.getTime()) {
    return recordOutcome(db, orderId, { status: 'failed', reason: 'expired' }, now);
  }
  return order;
}

/** CheckPaymentStatus: settles an open order from the gateway's record, then reports it. */
export async function paymentStatus(
  deps: AppDeps,
  userId: number,
  orderId: string,
): Promise<z.input<typeof paymentStatusSchema>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const found = await findOrder(db, orderId);
    if (!found || found.user_id !== userId) throw fail(404, 'Order not found.');
    const order = await settle(db, orderId, now);
    const status: PaymentStatusValue =
      order.status === 'success' ? 'success' : order.status === 'failed' ? 'failed' : 'pending';
    return {
      status,
      orderId,
      amount: rupees(order.amount_paise),
      message: order.message || PAYMENT_MESSAGES.pending,
    };
  });
}

/**
 * GetPendingOrders (ADR 0109): the user's orders brought up to date with the gateway, then those still waiting for
 * the bank's confirmation (the gateway said pending), oldest first.
 */
export async function pendingOrders(
  deps: AppDeps,
  userId: number,
): Promise<z.input<typeof pendingOrdersSchema>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    await settleOpenOrders(db, userId, now);
    const rows = await db.query<OrderRow>(
      `select ${orderColumns} from store_orders where user_id = $1 and status = 'pending'
        order by created_at, order_id`,
      [userId],
    );
    return {
      orders: rows.map((order) => ({
        orderId: order.order_id,
        amount: rupees(order.amount_paise),
        message: order.message || PAYMENT_MESSAGES.pending,
        items: order.items.map((item) => ({
          productId: item.productId,
          questId: item.questId,
          planId: item.planId,
          name: item.name,
        })),
      })),
    };
  });
}
