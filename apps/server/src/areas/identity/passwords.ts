import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import { hashPassword, verifyPassword } from '../../identity/passwords.ts';
import { revokeAllSessions, revokeOtherSessions } from '../../identity/revocation.ts';
import { createSession } from '../../identity/sessions.ts';
import { beginAttempt, consumeRate, throttleRules } from '../../security/throttle.ts';
import { checkOtp, consumeVerification, issueOtp, RESET_WINDOW_MS } from './otp.ts';

export const SIGN_IN_MESSAGES = {
  missing: 'Username and password are required.',
  invalid: 'Invalid username or password.',
  inactive: 'Your account is inactive. Please contact support.',
} as const;

export const PASSWORD_MESSAGES = {
  changed: 'Your password has been changed. Please log out and log in with your new password.',
  wrongOld: 'Current password is incorrect.',
  notPassword: 'Password sign-in is not enabled for this account.',
  unknownUser: 'No account found with this username.',
  resetNotVerified: 'Please verify the OTP sent to your mobile number first.',
  resetDone: 'Your password has been reset. Please login with your new password.',
  otpVerified: 'OTP verified successfully. Please set your new password.',
} as const;

/** `Authorization: Basic base64(user:password)`, UTF-8; null when absent or malformed. */
export function basicCredentials(header: string | undefined): { username: string; password: string } | null {
  const match = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)$/i);
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  const username = decoded
    .slice(0, colon)
    .trim()
    .replace(/^\+91(?=\d{10}$)/, '');
  const password = decoded.slice(colon + 1);
  return username && password ? { username, password } : null;
}

let dummyHash: Promise<string> | undefined;
/** Unknown users take as long as wrong passwords, so timing does not tell which user names exist. */
async function slowNothing(password: string): Promise<false> {
  await verifyPassword(password, await (dummyHash ??= hashPassword('not a real password'))).catch(
    () => false,
  );
  return false;
}

interface Account {
  id: number;
  password_hash: string;
  is_active: boolean;
  is_deleted: boolean;
}

/**
 * AuthenticateUser: a session token for the right user name and password of an active account. Failures are
 * counted per user name (known or not, so the answer never tells them apart) and per client address; past the
 * limits every try is a 429 with the wait, even with the right password (ADR 0099). A success resets the user
 * name's count.
 */
export async function signIn(
  deps: AppDeps,
  header: string | undefined,
  address: string,
): Promise<{ token: string }> {
  const credentials = basicCredentials(header);
  if (!credentials) throw fail(401, SIGN_IN_MESSAGES.missing);
  const attempt = await beginAttempt(deps, [
    { rule: throttleRules.signInAccount, subject: credentials.username.toLowerCase() },
    { rule: throttleRules.signInAddress, subject: address },
  ]);
  const [account] = await deps.db.query<Account>(
    'select id, password_hash, is_active, is_deleted from users where user_name = $1',
    [credentials.username],
  );
  const valid = account
    ? await verifyPassword(credentials.password, account.password_hash)
    : await slowNothing(credentials.password);
  if (!account || account.is_deleted || !valid) {
    await attempt.failed();
    throw fail(401, SIGN_IN_MESSAGES.invalid);
  }
  await attempt.succeeded();
  if (!account.is_active) throw fail(403, SIGN_IN_MESSAGES.inactive);
  return { token: await createSession(deps, account.id) };
}

/** ChangePassword: the current password must be right; other sessions of the user end. */
export async function changePassword(
  deps: AppDeps,
  userId: number,
  token: string,
  oldPassword: string,
  newPassword: string,
): Promise<{ message: string }> {
  const [row] = await deps.db.query<{ password_hash: string; login_type: string }>(
    'select password_hash, login_type from users where id = $1',
    [userId],
  );
  if (!row) throw fail(404, 'User not found.');
  if (row.login_type !== 'PASSWORD') throw fail(403, PASSWORD_MESSAGES.notPassword);
  if (!(await verifyPassword(oldPassword, row.password_hash))) throw fail(400, PASSWORD_MESSAGES.wrongOld);
  await deps.db.query('update users set password_hash = $2 where id = $1', [
    userId,
    await hashPassword(newPassword),
  ]);
  await revokeOtherSessions(deps, userId, token);
  return { message: PASSWORD_MESSAGES.changed };
}

interface ResetAccount {
  id: number;
  contact_no: string;
  user_name: string;
  is_active: boolean;
}

async function resetAccount(deps: AppDeps, username: string): Promise<ResetAccount> {
  const [account] = await deps.db.query<ResetAccount>(
    `select id, contact_no, user_name, is_active from users where user_name = $1 and not is_deleted`,
    [username],
  );
  if (!account) throw fail(404, PASSWORD_MESSAGES.unknownUser);
  if (!account.is_active) throw fail(403, SIGN_IN_MESSAGES.inactive);
  return account;
}

/**
 * ResetPassword/VerifyUser: a code to the user's registered mobile number. It tells whether a user name exists,
 * so it counts as a look-up of the client address; the send counts for the number (its reset codes) and the
 * address (ADR 0099).
 */
export async function resetVerifyUser(
  deps: AppDeps,
  username: string,
  address: string,
): Promise<{ message: string }> {
  await consumeRate(deps, [{ rule: throttleRules.lookupAddress, subject: address }]);
  const account = await resetAccount(deps, username);
  const mobile = account.contact_no || account.user_name;
  await consumeRate(deps, [
    { rule: throttleRules.otpSendNumber, subject: `reset:${mobile}` },
    { rule: throttleRules.otpSendAddress, subject: address },
  ]);
  await issueOtp(deps, 'reset', String(account.id), mobile);
  return { message: `OTP sent to your registered mobile number ending in ${mobile.slice(-4)}.` };
}

/** ResetPassword/ValiateOTP: a right code allows a new password for 10 minutes. */
export async function resetValidateOtp(
  deps: AppDeps,
  username: string,
  code: string,
): Promise<{ message: string }> {
  const account = await resetAccount(deps, username);
  await checkOtp(deps, 'reset', String(account.id), code, RESET_WINDOW_MS);
  return { message: PASSWORD_MESSAGES.otpVerified };
}

/** ResetPassword/ChangePassword: only after a checked code, within its window; every session ends. */
export async function resetChangePassword(
  deps: AppDeps,
  username: string,
  newPassword: string,
): Promise<{ message: string }> {
  const account = await resetAccount(deps, username);
  const hash = await hashPassword(newPassword);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeVerification(tx, deps.clock.now(), 'reset', String(account.id)))) {
      throw fail(400, PASSWORD_MESSAGES.resetNotVerified);
    }
    await tx.query('update users set password_hash = $2 where id = $1', [account.id, hash]);
    await revokeAllSessions({ db: tx, clock: deps.clock }, account.id);
  });
  return { message: PASSWORD_MESSAGES.resetDone };
}
