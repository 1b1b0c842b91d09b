import { randomInt } from 'node:crypto';
import {
  POINTS_PER_RUPEE,
  REDEEM_BLOCK_POINTS,
  REDEEM_COUPON_VALID_DAYS,
  redeemBlockMessage,
  redeemNotEnoughMessage,
  type PointsBalance,
  type RedeemCouponStatus,
  type RedeemedCoupon,
} from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { istTimestamp } from './content-access.ts';
import { questPoints } from './progress.ts';

/*
 * Redeem Points (ADR 0061): a quest's earned points (as GetUserProgress counts them) less the points already
 * redeemed in it can be turned, in blocks of 100, into a personal flat store coupon: 10 points = ₹1, valid 90
 * days, usable once by its owner (store/coupons.ts checks the owner; the checkout claims it for one order and the
 * payment marks it used, ADR 0106).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Upper-case letters and digits without the look-alikes 0/O and 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

interface CouponRow {
  code: string;
  points: number;
  value: string;
  created_at: Date;
  valid_until: Date;
  used_on: Date | null;
}

export function couponStatus(row: Pick<CouponRow, 'valid_until' | 'used_on'>, now: Date): RedeemCouponStatus {
  if (row.used_on) return 'Used';
  return row.valid_until.getTime() < now.getTime() ? 'Expired' : 'Available';
}

const toCoupon = (row: CouponRow, now: Date): RedeemedCoupon => ({
  code: row.code,
  points: row.points,
  amount: Number(row.value),
  createdOn: istTimestamp(row.created_at),
  validUntil: istTimestamp(row.valid_until),
  usedOn: row.used_on ? istTimestamp(row.used_on) : null,
  status: couponStatus(row, now),
});

const couponSql = `
  select r.coupon_code as code, r.points, c.value, r.created_at, c.valid_until, c.used_on
    from points_redemptions r
    join store_coupons c on c.code = r.coupon_code`;

/** The quest's balance and its coupons, newest first. The caller has checked that the quest is held. */
export async function pointsBalance(
  db: Db,
  userId: number,
  questId: number,
  now: Date,
): Promise<PointsBalance> {
  const earnedPoints = await questPoints(db, userId, questId);
  const rows = await db.query<CouponRow>(
    `${couponSql} where r.user_id = $1 and r.quest_id = $2 order by r.created_at desc, r.id desc`,
    [userId, questId],
  );
  const redeemedPoints = rows.reduce((sum, row) => sum + row.points, 0);
  return {
    questId,
    earnedPoints,
    redeemedPoints,
    availablePoints: Math.max(0, earnedPoints - redeemedPoints),
    pointsPerRupee: POINTS_PER_RUPEE,
    blockPoints: REDEEM_BLOCK_POINTS,
    coupons: rows.map((row) => toCoupon(row, now)),
  };
}

/** A code no coupon has yet (random; tried again on the rare clash). */
async function freshCode(db: Db): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = Array.from(
      { length: CODE_LENGTH },
      () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)],
    ).join('');
    const [taken] = await db.query('select 1 from store_coupons where code = $1', [code]);
    if (!taken) return code;
  }
  throw new Error('No free coupon code was found');
}

/**
 * RedeemPoints: spends `points` of the quest's available balance on a new personal coupon. Runs in the call's
 * transaction; the user's row is locked so two redemptions cannot both spend the same points.
 */
export async function redeemPoints(
  db: Db,
  userId: number,
  questId: number,
  points: number,
  now: Date,
): Promise<RedeemedCoupon> {
  if (points < REDEEM_BLOCK_POINTS || points % REDEEM_BLOCK_POINTS !== 0) throw fail(400, redeemBlockMessage);
  await db.query('select id from users where id = $1 for update', [userId]);
  const { availablePoints } = await pointsBalance(db, userId, questId, now);
  if (points > availablePoints) throw fail(400, redeemNotEnoughMessage);

  const code = await freshCode(db);
  const amount = points / POINTS_PER_RUPEE;
  const validUntil = new Date(now.getTime() + REDEEM_COUPON_VALID_DAYS * DAY_MS);
  await db.query(
    `insert into store_coupons (code, kind, value, valid_from, valid_until, description, user_id, single_use)
     values ($1, 'flat', $2, $3, $4, $5, $6, true)`,
    [code, amount, now, validUntil, `${points} points redeemed`, userId],
  );
  await db.query(
    `insert into points_redemptions (user_id, quest_id, points, coupon_code, created_at)
     values ($1, $2, $3, $4, $5)`,
    [userId, questId, points, code, now],
  );
  const [row] = await db.query<CouponRow>(`${couponSql} where r.coupon_code = $1`, [code]);
  return toCoupon(row!, now);
}
