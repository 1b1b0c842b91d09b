import type { Db } from '../../db.ts';
import { currentLog } from '../../log.ts';

export const COUPON_MESSAGES = {
  applied: 'Coupon applied successfully.',
  invalid: 'Invalid coupon code.',
  used: 'This coupon has already been used.',
  expired: 'This coupon has expired.',
  notYet: 'This coupon is not active yet.',
  emptyCart: 'Your cart is empty. Add a product before applying a coupon.',
  /** A single-use coupon held by another order that is still waiting for its payment (ADR 0106). */
  held: 'This coupon is already applied to another order that is awaiting payment.',
} as const;

export type CouponResult =
  | { ok: true; code: string; discountPaise: number; message: string; singleUse: boolean }
  | { ok: false; code: string; discountPaise: 0; message: string };

/**
 * A coupon on a cart total (ADR 0027): codes are matched without regard to case; a percentage is rounded to
 * the paisa; a flat amount never exceeds the total. A personal coupon (redeemed points, ADR 0061) is known only
 * to its owner and works once: it is marked used when the order that applied it is paid.
 */
export async function evaluateCoupon(
  db: Db,
  rawCode: string,
  totalPaise: number,
  now: Date,
  userId: number,
): Promise<CouponResult> {
  const code = rawCode.trim().toUpperCase();
  const refuse = (message: string): CouponResult => ({ ok: false, code, discountPaise: 0, message });
  const [coupon] = await db.query<{
    kind: 'percent' | 'flat';
    value: string;
    valid_from: Date | null;
    valid_until: Date | null;
    user_id: number | null;
    used_on: Date | null;
    single_use: boolean;
  }>(
    'select kind, value, valid_from, valid_until, user_id, used_on, single_use from store_coupons where code = $1',
    [code],
  );
  if (!coupon || (coupon.user_id !== null && coupon.user_id !== userId))
    return refuse(COUPON_MESSAGES.invalid);
  if (coupon.used_on) return refuse(COUPON_MESSAGES.used);
  if (coupon.valid_until && coupon.valid_until.getTime() < now.getTime())
    return refuse(COUPON_MESSAGES.expired);
  if (coupon.valid_from && coupon.valid_from.getTime() > now.getTime()) return refuse(COUPON_MESSAGES.notYet);
  if (totalPaise <= 0) return refuse(COUPON_MESSAGES.emptyCart);
  const value = Number(coupon.value);
  const discountPaise =
    coupon.kind === 'percent'
      ? Math.round((totalPaise * value) / 100)
      : Math.min(Math.round(value * 100), totalPaise);
  return { ok: true, code, discountPaise, message: COUPON_MESSAGES.applied, singleUse: coupon.single_use };
}

/** The order holding a single-use coupon, with its status; undefined when none does. */
export async function couponHolder(
  db: Db,
  code: string,
): Promise<{ orderId: string; userId: number; status: string } | undefined> {
  const [row] = await db.query<{ orderId: string; userId: number; status: string }>(
    `select c.order_id as "orderId", o.user_id as "userId", o.status
       from store_coupon_claims c join store_orders o on o.order_id = c.order_id
      where c.code = $1`,
    [code],
  );
  return row;
}

/**
 * Takes a single-use coupon for an order (ADR 0106). The claim's primary key is the coupon code, so of any
 * number of orders racing for it exactly one gets it; true when this order holds it now.
 */
export async function claimCoupon(db: Db, code: string, orderId: string, now: Date): Promise<boolean> {
  const [claimed] = await db.query<{ order_id: string }>(
    `insert into store_coupon_claims (code, order_id, claimed_at) values ($1, $2, $3)
     on conflict (code) do nothing returning order_id`,
    [code, orderId, now],
  );
  if (claimed) return true;
  return (await couponHolder(db, code))?.orderId === orderId;
}

/** A failed or expired order gives its single-use coupon back. */
export async function releaseCoupon(db: Db, orderId: string): Promise<void> {
  await db.query('delete from store_coupon_claims where order_id = $1', [orderId]);
}

/**
 * A paid order uses up its single-use coupon (personal coupons included, ADR 0061, ADR 0106). The order holds its
 * claim (taken at checkout); a payment confirmed for an order that had expired takes the claim again if it is free.
 * When another order took it meanwhile, the money was already taken at the discounted amount, so the payment is
 * honoured and the overlap is logged for the shop to settle.
 */
export async function markCouponUsed(db: Db, code: string, orderId: string, now: Date): Promise<void> {
  if (!code) return;
  const [coupon] = await db.query<{ single_use: boolean }>(
    'select single_use from store_coupons where code = $1',
    [code],
  );
  if (!coupon?.single_use) return;
  if (!(await claimCoupon(db, code, orderId, now))) {
    currentLog().warn(
      { orderId, coupon: code },
      'An order was paid with a single-use coupon another order holds',
    );
    return;
  }
  await db.query(
    `update store_coupons set used_on = $2, used_order_id = $3
      where code = $1 and single_use and used_on is null`,
    [code, now, orderId],
  );
}

/** How long an applied coupon stays good for checkout without applying it again. */
export const APPLIED_COUPON_MS = 24 * 60 * 60_000;

/** Checkout's refusal of a coupon the student has not applied through ApplyCoupon (ADR 0107). */
export const NOT_APPLIED_MESSAGE = 'Please apply the coupon again before paying.';

/** Remembers the coupon a student applied to their cart: the one code checkout will accept (ADR 0107). */
export async function rememberAppliedCoupon(db: Db, userId: number, code: string, now: Date): Promise<void> {
  await db.query(
    `insert into store_applied_coupons (user_id, code, applied_at) values ($1, $2, $3)
     on conflict (user_id) do update set code = excluded.code, applied_at = excluded.applied_at`,
    [userId, code, now],
  );
}

/** Whether checkout may use this code: the student applied it through ApplyCoupon within the last day. */
export async function wasApplied(db: Db, userId: number, rawCode: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'select 1 from store_applied_coupons where user_id = $1 and code = $2 and applied_at > $3',
    [userId, rawCode.trim().toUpperCase(), new Date(now.getTime() - APPLIED_COUPON_MS)],
  );
  return rows.length > 0;
}
