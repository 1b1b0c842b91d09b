import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { beginAttempt, throttleRules } from '../../security/throttle.ts';
import { otpText, smsSenderFor } from '../../identity/sms.ts';

/** What a code is for: verifying a number before registration, or a password reset of one user. */
export type OtpPurpose = 'register' | 'reset';

export const OTP_LENGTH = 6;
/** A code is good for 10 minutes after it is sent. */
export const OTP_TTL_MS = 10 * 60_000;
/** Wrong codes allowed per code; the fifth wrong one kills it. */
export const OTP_MAX_FAILED = 5;
/** A verified number may be registered for 30 minutes. */
export const REGISTER_VERIFIED_MS = 30 * 60_000;
/** After the reset code is checked, the new password may be set for 10 minutes. */
export const RESET_WINDOW_MS = 10 * 60_000;

export const OTP_MESSAGES = {
  noCode: 'Please request an OTP first.',
  used: 'This OTP has already been used. Request a new OTP.',
  expired: 'OTP has expired. Request a new OTP.',
  wrong: 'Invalid OTP. Please try again.',
  tooMany: 'Too many attempts. Request a new OTP.',
} as const;

const hashCode = (salt: string, code: string) =>
  createHash('sha256').update(`${salt}:${code}`).digest('base64url');

function newCode(deps: AppDeps): string {
  return deps.config.demoOtp ?? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/**
 * Sends a new code to `sendTo` through `deps.sms` (the SMS gateway; outside production the console stand-in, ADR 0102)
 * and replaces any earlier code for the same purpose and subject, so a resend invalidates the old code.
 */
export async function issueOtp(
  deps: AppDeps,
  purpose: OtpPurpose,
  subject: string,
  sendTo: string,
): Promise<void> {
  const code = newCode(deps);
  const salt = randomBytes(16).toString('base64url');
  const now = deps.clock.now();
  await deps.db.query(
    `insert into otp_challenges (purpose, subject, code_hash, salt, sent_to, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (purpose, subject) do update set
       code_hash = excluded.code_hash, salt = excluded.salt, sent_to = excluded.sent_to,
       created_at = excluded.created_at, expires_at = excluded.expires_at,
       failed_attempts = 0, verified_until = null`,
    [purpose, subject, hashCode(salt, code), salt, sendTo, now, new Date(now.getTime() + OTP_TTL_MS)],
  );
  await (deps.sms ?? smsSenderFor(deps.config)).send(sendTo, otpText(code, OTP_TTL_MS / 60_000));
}

interface ChallengeRow {
  code_hash: string | null;
  salt: string;
  expires_at: Date;
  failed_attempts: number;
}

/**
 * Checks a code. Right: the code is used up and the subject counts as verified for `verifiedForMs`.
 * Wrong: the attempt is counted (and kept even though the call fails); the fifth wrong attempt kills the code.
 * Wrong codes are also counted per number (per user for a reset) across codes: a resend does not reset that
 * count, and past its limit every try is a 429 with the wait (ADR 0099).
 */
export async function checkOtp(
  deps: AppDeps,
  purpose: OtpPurpose,
  subject: string,
  code: string,
  verifiedForMs: number,
): Promise<void> {
  const guess = await beginAttempt(deps, [
    { rule: throttleRules.otpGuess, subject: `${purpose}:${subject}` },
  ]);
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<ChallengeRow>(
      `select code_hash, salt, expires_at, failed_attempts from otp_challenges
        where purpose = $1 and subject = $2 for update`,
      [purpose, subject],
    );
    if (!row) return 'noCode' as const;
    if (row.code_hash === null) return 'used' as const;
    if (row.failed_attempts >= OTP_MAX_FAILED) return 'dead' as const;
    if (row.expires_at.getTime() <= now.getTime()) return 'expired' as const;
    const expected = Buffer.from(row.code_hash, 'base64url');
    const given = Buffer.from(hashCode(row.salt, code), 'base64url');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.query(
        `update otp_challenges set code_hash = null, verified_until = $3 where purpose = $1 and subject = $2`,
        [purpose, subject, new Date(now.getTime() + verifiedForMs)],
      );
      return 'ok' as const;
    }
    const [counted] = await tx.query<{ failed_attempts: number }>(
      `update otp_challenges set failed_attempts = failed_attempts + 1
        where purpose = $1 and subject = $2 returning failed_attempts`,
      [purpose, subject],
    );
    return (counted?.failed_attempts ?? OTP_MAX_FAILED) >= OTP_MAX_FAILED
      ? ('tooMany' as const)
      : ('wrong' as const);
  });
  if (outcome === 'ok') await guess.succeeded();
  else if (outcome === 'wrong' || outcome === 'tooMany') await guess.failed();
  else await guess.notCounted();
  if (outcome === 'ok') return;
  const message = outcome === 'dead' ? 'tooMany' : outcome;
  throw fail(message === 'tooMany' ? 429 : 400, OTP_MESSAGES[message]);
}

/** Uses up a verification made by `checkOtp`; false when there is none or its window has passed. */
export async function consumeVerification(
  db: Db,
  now: Date,
  purpose: OtpPurpose,
  subject: string,
): Promise<boolean> {
  const rows = await db.query(
    `delete from otp_challenges
      where purpose = $1 and subject = $2 and verified_until is not null and verified_until > $3
      returning 1`,
    [purpose, subject, now],
  );
  return rows.length > 0;
}
