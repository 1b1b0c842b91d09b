import type { identityEndpoints } from '@quest/api';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { ApiFailure, fail } from '../../contract.ts';
import { hashPassword } from '../../identity/passwords.ts';
import { consumeRate, throttleRules } from '../../security/throttle.ts';
import { isEmail } from './format.ts';
import { consumeVerification, issueOtp, checkOtp, REGISTER_VERIFIED_MS } from './otp.ts';
import { identitySettings } from './settings.ts';
import { assignStarterQuest, checkBoardGrade, profileOf, recordSignupDetails, requireOwn } from './users.ts';

type Body<K extends keyof typeof identityEndpoints> = z.output<
  NonNullable<(typeof identityEndpoints)[K]['body']>
>;

export const REGISTRATION_MESSAGES = {
  alreadyRegistered: 'Mobile number is already registered.',
  verify: 'Please verify mobile number',
  contactMismatch: 'Your mobile number is your user name: userName and contactNo must be the same number.',
  otpSent: 'OTP sent successfully.',
  verified: 'Your mobile number is verified',
} as const;

async function isRegistered(deps: AppDeps, mobile: string): Promise<boolean> {
  const rows = await deps.db.query('select 1 from users where user_name = $1 or contact_no = $1 limit 1', [
    mobile,
  ]);
  return rows.length > 0;
}

/** CheckMobileNumber: tells whether a number is registered, so it is a look-up limited per address (ADR 0099). */
export async function checkMobileNumber(
  deps: AppDeps,
  mobile: string,
  address: string,
): Promise<{ isRegistered: boolean }> {
  await consumeRate(deps, [{ rule: throttleRules.lookupAddress, subject: address }]);
  return { isRegistered: await isRegistered(deps, mobile) };
}

/**
 * SendOTP: a code for a number that is not registered yet (registration only; resend replaces the code). Every
 * request counts for the number and the client address before anything is answered (its 409 also tells whether
 * the number is registered), so neither sends nor look-ups go past the limits of ADR 0099.
 */
export async function sendRegistrationOtp(
  deps: AppDeps,
  mobile: string,
  address: string,
): Promise<{ message: string }> {
  await consumeRate(deps, [
    { rule: throttleRules.otpSendNumber, subject: `register:${mobile}` },
    { rule: throttleRules.otpSendAddress, subject: address },
  ]);
  if (await isRegistered(deps, mobile)) throw fail(409, REGISTRATION_MESSAGES.alreadyRegistered);
  await issueOtp(deps, 'register', mobile, mobile);
  return { message: REGISTRATION_MESSAGES.otpSent };
}

/** ValidateOTP: a right code marks the number verified for registration for 30 minutes. */
export async function validateRegistrationOtp(
  deps: AppDeps,
  mobile: string,
  code: string,
): Promise<{ message: string }> {
  await checkOtp(deps, 'register', mobile, code, REGISTER_VERIFIED_MS);
  return { message: REGISTRATION_MESSAGES.verified };
}

function requiredName(value: string | undefined, message: string): string {
  const name = value?.trim() ?? '';
  if (!name) throw fail(400, message);
  return name;
}

function optionalEmail(value: string | undefined): string {
  const email = value?.trim() ?? '';
  if (email && !isEmail(email)) throw fail(400, 'Email ID is not valid');
  return email;
}

/**
 * RegisterUser, both variants (wizard and cart form). The user name is the mobile number, unique; when the
 * config says otpRequired the number must have been verified with ValidateOTP in the last 30 minutes.
 */
export async function registerUser(deps: AppDeps, body: Body<'registerUser'>): Promise<{ userId: number }> {
  const cartForm = body.lastName !== undefined;
  const firstName = requiredName(body.firstName, cartForm ? 'First name is required' : 'Name is required');
  const lastName = cartForm ? requiredName(body.lastName, 'Last name is required') : '';
  const emailId = optionalEmail(body.emailId);
  const contactNo = body.contactNo ?? body.userName;
  if (contactNo !== body.userName) throw fail(400, REGISTRATION_MESSAGES.contactMismatch);
  await checkBoardGrade(deps.db, body.boardId, body.gradeId);
  const { otpRequired } = identitySettings(deps);
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();

  try {
    return await deps.db.transaction(async (tx) => {
      if (await isRegistered({ ...deps, db: tx }, body.userName)) {
        throw fail(409, REGISTRATION_MESSAGES.alreadyRegistered);
      }
      if (otpRequired && !(await consumeVerification(tx, now, 'register', body.userName))) {
        throw fail(400, REGISTRATION_MESSAGES.verify);
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into users (user_name, password_hash, first_name, last_name, email_id, contact_no,
                            school_name, city_name, pincode, board_id, grade_id, user_type, login_type,
                            show_dashboard, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'NewUser', 'PASSWORD', true, $12)
         returning id`,
        [
          body.userName,
          passwordHash,
          firstName,
          lastName,
          emailId,
          contactNo,
          body.schoolName?.trim() ?? '',
          body.cityName?.trim() ?? '',
          body.pincode ?? '',
          body.boardId ?? null,
          body.gradeId ?? null,
          now,
        ],
      );
      await recordSignupDetails(tx, now, row!.id, body.promoCode?.trim(), body.UTMData);
      return { userId: row!.id };
    });
  } catch (error) {
    if (!(error instanceof ApiFailure) && (error as { code?: string }).code === '23505') {
      throw fail(409, REGISTRATION_MESSAGES.alreadyRegistered);
    }
    throw error;
  }
}

/**
 * UpdateUser: name (Enter Your Name), name + board + grade (Enter Details; assigns the grade's free starter
 * quest), other user fields, or `user_type: 'ExistingUser'` once a NewUser has finished loading.
 */
export async function updateUser(
  deps: AppDeps,
  sessionUserId: number,
  body: Body<'updateUser'>,
): Promise<{ questId?: number | null; questname?: string | null }> {
  requireOwn(sessionUserId, body.userId);
  const changes: [column: string, value: unknown][] = [];
  if (body.firstName !== undefined)
    changes.push(['first_name', requiredName(body.firstName, 'Name is required')]);
  if (body.lastName !== undefined) changes.push(['last_name', body.lastName.trim()]);
  if (body.emailId !== undefined) changes.push(['email_id', optionalEmail(body.emailId)]);
  if (body.schoolName !== undefined) changes.push(['school_name', body.schoolName.trim()]);
  if (body.cityName !== undefined) changes.push(['city_name', body.cityName.trim()]);
  if (body.pincode !== undefined) changes.push(['pincode', body.pincode]);
  await checkBoardGrade(deps.db, body.boardId, body.gradeId);
  if (body.boardId !== undefined) changes.push(['board_id', body.boardId], ['grade_id', body.gradeId]);

  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (changes.length > 0) {
      const set = changes.map(([column], i) => `${column} = $${i + 2}`).join(', ');
      await tx.query(`update users set ${set} where id = $1`, [body.userId, ...changes.map(([, v]) => v)]);
    }
    if (body.user_type === 'ExistingUser') {
      await tx.query(`update users set user_type = 'ExistingUser' where id = $1 and user_type = 'NewUser'`, [
        body.userId,
      ]);
    }
    await recordSignupDetails(tx, now, body.userId, body.promoCode?.trim(), body.UTMData);
    if (body.gradeId === undefined) return {};
    return (await assignStarterQuest(tx, now, body.userId, body.gradeId)) ?? {};
  });
}

/** UpdateProfile: the profile-details rules of store-and-assessment.md §5. */
export async function updateProfile(deps: AppDeps, sessionUserId: number, body: Body<'updateProfile'>) {
  requireOwn(sessionUserId, body.userId);
  const firstName = requiredName(body.firstName, 'Name is required');
  const emailId = body.emailId.trim();
  if (!emailId) throw fail(400, 'Email is required');
  if (!isEmail(emailId)) throw fail(400, 'Email ID is not valid');
  await deps.db.query(
    'update users set first_name = $2, email_id = $3, city_name = $4, pincode = $5 where id = $1',
    [body.userId, firstName, emailId, body.cityName.trim(), body.pincode],
  );
  return profileOf(deps.db, body.userId);
}
