import type { Db } from '../../db.ts';

export const COUPON_MESSAGES = {
  applied: 'Coupon applied successfully.',
  invalid: 'Invalid coupon code.',
  expired: 'This coupon has expired.',
  notYet: 'This coupon is not active yet.',
  emptyCart: 'Your cart is empty. Add a product before applying a coupon.',
} as const;

export type CouponResult =
  | { ok: true; code: string; discountPaise: number; message: string }
  | { ok: false; code: string; discountPaise: 0; message: string };

/**
 * A coupon on a cart total (ADR 0027): codes are matched without regard to case; a percentage is rounded to
 * the paisa; a flat amount never exceeds the total.
 */
export async function evaluateCoupon(
  db: Db,
  rawCode: string,
  totalPaise: number,
  now: Date,
): Promise<CouponResult> {
  const code = rawCode.trim().toUpperCase();
  const refuse = (message: string): CouponResult => ({ ok: false, code, discountPaise: 0, message });
  const [coupon] = await db.query<{
    kind: 'percent' | 'flat';
    value: string;
    valid_from: Date | null;
    valid_until: Date | null;
  }>('select kind, value, valid_from, valid_until from store_coupons where code = $1', [code]);
  if (!coupon) return refuse(COUPON_MESSAGES.invalid);
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
