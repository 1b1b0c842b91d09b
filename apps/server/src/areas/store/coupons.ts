import type { Db } from '../../db.ts';

export const COUPON_MESSAGES = {
  applied: 'Coupon applied successfully.',
  invalid: 'Invalid coupon code.',
  used: 'This coupon has already been used.',
  expired: 'This coupon has expired.',
  notYet: 'This coupon is not active yet.',
  emptyCart: 'Your cart is empty. Add a product before applying a coupon.',
} as const;

export type CouponResult =
  | { ok: true; code: string; discountPaise: number; message: string }
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
  }>('select kind, value, valid_from, valid_until, user_id, used_on from store_coupons where code = $1', [
    code,
  ]);
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
  return { ok: true, code, discountPaise, message: COUPON_MESSAGES.applied };
}

/**
 * A paid order uses up its personal coupon (ADR 0061). Only the first paid order records it; a payment that
 * already went through with the same coupon on a second open order is still honoured.
 */
export async function markCouponUsed(db: Db, code: string, orderId: string, now: Date): Promise<void> {
  if (!code) return;
  await db.query(
    `update store_coupons set used_on = $2, used_order_id = $3
      where code = $1 and user_id is not null and used_on is null`,
    [code, now, orderId],
  );
}
