import { readdir } from 'node:fs/promises';
import path from 'node:path';
import {
  authenticateUser,
  changePassword,
  checkMobileNumber,
  createApiClient,
  getCurrentUser,
  identityEndpoints,
  logout,
  memorySessionStore,
  registerUser,
  resetChangePassword,
  resetValidateOtp,
  resetVerifyUser,
  sendOtp,
  updateUser,
  uploadProfilePic,
  validateOtp,
  type AnyEndpoint,
  type ApiClient,
} from '@quest/api';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { OTP_MESSAGES } from '../src/areas/identity/otp.ts';
import { identitySettings } from '../src/areas/identity/settings.ts';
import { tokenTtlMs } from '../src/identity/sessions.ts';
import { consoleSmsSender, type SmsSender } from '../src/identity/sms.ts';
import { identitySeeder } from '../src/seed/identity.ts';
import { demoGrades } from '../src/seed/identity-ids.ts';
import { demo } from '../src/seed/ids.ts';
import { createHarness, type Harness } from './support/harness.ts';
import { captureLog } from './support/log-capture.ts';

const MINUTE = 60_000;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

/** Random codes (no demo OTP), read back from what the server handed its SMS sender; the log stands beside it. */
let h: Harness;
const log = captureLog();
const sent: Array<{ to: string; text: string }> = [];
const sms: SmsSender = {
  send: async (to, text) => {
    sent.push({ to, text });
    await consoleSmsSender({ showText: false, log: log.log }).send(to, text);
  },
};
let nextMobile = 8000000000;
const freshMobile = () => String((nextMobile += 1));

/** The code of the last SMS sent to this number ("Your Quest OTP is 123456. …"). */
function lastOtp(mobile: string): string {
  const text = sent.filter((message) => message.to === mobile).at(-1)?.text;
  const code = text && /\bOTP is (\d+)\b/.exec(text)?.[1];
  if (!code) throw new Error(`no OTP sent to ${mobile}`);
  return code;
}
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

const signIn = (username: string, password: string, client: ApiClient = h.client) =>
  authenticateUser(client, {}, { credentials: { username, password } });

beforeAll(async () => {
  h = await createHarness({ demoOtp: null }, [], { sms, log: log.log });
  await identitySeeder.run(h.db, h.deps);
});
afterEach(() => {
  h.clock.reset();
  delete process.env.QUEST_OTP_REQUIRED;
});
afterAll(async () => {
  await h.close();
});

/** The sign-up wizard's payload for a number. */
const wizard = (mobile: string) => ({
  userName: mobile,
  password: 'Ananya#Pune42',
  firstName: 'Ananya',
  emailId: 'ananya@quest.example',
  contactNo: mobile,
  cityName: 'Pune',
  pincode: '411001',
});

async function verifiedMobile(): Promise<string> {
  const mobile = freshMobile();
  await sendOtp(h.client, { body: { MobileNumber: mobile } });
  await validateOtp(h.client, { query: { OTP: lastOtp(mobile), MobileNumber: mobile } });
  return mobile;
}

describe('sign-in and sessions', () => {
  test('Scenario: a wrong password, an unknown user and a deleted user all get the same message', async () => {
    const deleted = freshMobile();
    const deletedId = await h.createUser({ userName: deleted, password: 'pass123' });
    await h.db.query('update users set is_deleted = true where id = $1', [deletedId]);
    for (const [username, password] of [
      [demo.users.student.userName, 'wrong-password'],
      ['9111111111', 'whatever'],
      [deleted, 'pass123'],
    ] as const) {
      await expect(signIn(username, password)).rejects.toMatchObject({
        kind: 'server',
        status: 401,
        message: 'Invalid username or password.',
      });
    }
  });

  test('Scenario: an inactive account cannot sign in, even with the right password', async () => {
    const userName = freshMobile();
    const userId = await h.createUser({ userName, password: 'pass123' });
    await h.db.query('update users set is_active = false where id = $1', [userId]);
    await expect(signIn(userName, 'pass123')).rejects.toMatchObject({
      status: 403,
      message: 'Your account is inactive. Please contact support.',
    });
  });

  test('Scenario: every demo student signs in with the documented password', async () => {
    for (const user of Object.values(demo.users)) {
      await expect(signIn(user.userName, user.password)).resolves.toEqual({ token: expect.any(String) });
    }
  });

  test('Scenario: a token expires when the test clock passes its lifetime', async () => {
    const { token } = await signIn(demo.users.student.userName, demo.users.student.password);
    h.session.setToken(token);
    h.client.sessionStarted();
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ userId: demo.users.student.id });
    h.clock.advance(tokenTtlMs() + 1_000);
    await expect(getCurrentUser(h.client, {})).rejects.toMatchObject({ kind: 'session', status: 401 });
    expect(h.session.getToken()).toBeNull();
  });

  test('Scenario: logout invalidates the token, other sessions of the user stay signed in', async () => {
    const userName = freshMobile();
    await h.createUser({ userName, password: 'pass123' });
    const first = await signIn(userName, 'pass123');
    const second = await signIn(userName, 'pass123');
    h.session.setToken(first.token);
    h.client.sessionStarted();
    await logout(h.client, {});
    await expect(getCurrentUser(h.client, {})).rejects.toMatchObject({ status: 401 });
    h.session.setToken(second.token);
    h.client.sessionStarted();
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ userName });
  });
});

describe('one-time codes', () => {
  test('Scenario: a code expires 10 minutes after it was sent', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    const code = lastOtp(mobile);
    expect(code).toMatch(/^\d{6}$/);
    h.clock.advance(10 * MINUTE);
    await expect(validateOtp(h.client, { query: { OTP: code, MobileNumber: mobile } })).rejects.toMatchObject(
      {
        status: 400,
        message: OTP_MESSAGES.expired,
      },
    );
  });

  test('Scenario: a code is still good just before 10 minutes', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    h.clock.advance(10 * MINUTE - 5_000);
    await expect(
      validateOtp(h.client, { query: { OTP: lastOtp(mobile), MobileNumber: mobile } }),
    ).resolves.toEqual({ message: 'Your mobile number is verified' });
  });

  test('Scenario: the fifth wrong code kills it; even the right code is then refused', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    const code = lastOtp(mobile);
    for (let i = 1; i <= 4; i += 1) {
      await expect(
        validateOtp(h.client, { query: { OTP: wrongCode(code), MobileNumber: mobile } }),
      ).rejects.toMatchObject({ status: 400, message: OTP_MESSAGES.wrong });
    }
    await expect(
      validateOtp(h.client, { query: { OTP: wrongCode(code), MobileNumber: mobile } }),
    ).rejects.toMatchObject({ status: 429, message: 'Too many attempts. Request a new OTP.' });
    await expect(validateOtp(h.client, { query: { OTP: code, MobileNumber: mobile } })).rejects.toMatchObject(
      {
        message: 'Too many attempts. Request a new OTP.',
      },
    );
    // A new code starts over.
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    await expect(
      validateOtp(h.client, { query: { OTP: lastOtp(mobile), MobileNumber: mobile } }),
    ).resolves.toBeTruthy();
  });

  test('Scenario: a resend invalidates the old code', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    const old = lastOtp(mobile);
    let fresh = old;
    // Random codes may repeat (1 in a million); resend until they differ.
    while (fresh === old) {
      await sendOtp(h.client, { body: { MobileNumber: mobile } });
      fresh = lastOtp(mobile);
    }
    await expect(validateOtp(h.client, { query: { OTP: old, MobileNumber: mobile } })).rejects.toMatchObject({
      message: OTP_MESSAGES.wrong,
    });
    await expect(validateOtp(h.client, { query: { OTP: fresh, MobileNumber: mobile } })).resolves.toEqual({
      message: 'Your mobile number is verified',
    });
  });

  test('Scenario: a used code cannot be used again', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    const code = lastOtp(mobile);
    await validateOtp(h.client, { query: { OTP: code, MobileNumber: mobile } });
    await expect(validateOtp(h.client, { query: { OTP: code, MobileNumber: mobile } })).rejects.toMatchObject(
      {
        message: OTP_MESSAGES.used,
      },
    );
  });

  test('Scenario: only a hash of the code is stored; the log masks the number', async () => {
    const mobile = freshMobile();
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    const code = lastOtp(mobile);
    const rows = await h.db.query<Record<string, unknown>>(
      `select * from otp_challenges where purpose = 'register' and subject = $1`,
      [mobile],
    );
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(log.text()).toContain(`SMS to ${mobile.slice(0, 5)}xxxxx`);
    expect(log.text()).not.toContain(mobile);
    expect(log.text()).not.toContain(code);
  });

  test('Scenario: QUEST_DEMO_OTP fixes the code', async () => {
    h.deps.config.demoOtp = '424242';
    try {
      const mobile = freshMobile();
      await sendOtp(h.client, { body: { MobileNumber: mobile } });
      expect(lastOtp(mobile)).toBe('424242');
      await expect(
        validateOtp(h.client, { query: { OTP: '424242', MobileNumber: mobile } }),
      ).resolves.toBeTruthy();
    } finally {
      h.deps.config.demoOtp = null;
    }
  });
});

describe('registration', () => {
  test('Scenario: with otpRequired, registration needs a verified number', async () => {
    const mobile = freshMobile();
    await expect(registerUser(h.client, { body: wizard(mobile) })).rejects.toMatchObject({
      status: 400,
      message: 'Please verify mobile number',
    });
    await sendOtp(h.client, { body: { MobileNumber: mobile } });
    await expect(registerUser(h.client, { body: wizard(mobile) })).rejects.toMatchObject({
      message: 'Please verify mobile number',
    });
    await validateOtp(h.client, { query: { OTP: lastOtp(mobile), MobileNumber: mobile } });
    await expect(registerUser(h.client, { body: wizard(mobile) })).resolves.toEqual({
      userId: expect.any(Number),
    });
    await expect(signIn(mobile, 'Ananya#Pune42')).resolves.toEqual({ token: expect.any(String) });
  });

  test('Scenario: a verification is good for 30 minutes', async () => {
    const mobile = await verifiedMobile();
    h.clock.advance(30 * MINUTE);
    await expect(registerUser(h.client, { body: wizard(mobile) })).rejects.toMatchObject({
      message: 'Please verify mobile number',
    });
  });

  test('Scenario: a verification is for its own number only', async () => {
    await verifiedMobile();
    await expect(registerUser(h.client, { body: wizard(freshMobile()) })).rejects.toMatchObject({
      message: 'Please verify mobile number',
    });
  });

  test('Scenario: with otpRequired off (QUEST_OTP_REQUIRED=false) registration works without a code', async () => {
    process.env.QUEST_OTP_REQUIRED = 'false';
    expect(identitySettings(h.deps).otpRequired).toBe(false);
    const mobile = freshMobile();
    await expect(registerUser(h.client, { body: wizard(mobile) })).resolves.toEqual({
      userId: expect.any(Number),
    });
  });

  test('Scenario: a number registers once; the pre-check and SendOTP refuse it afterwards', async () => {
    const mobile = await verifiedMobile();
    await registerUser(h.client, { body: wizard(mobile) });
    await expect(registerUser(h.client, { body: wizard(mobile) })).rejects.toMatchObject({
      status: 409,
      message: 'Mobile number is already registered.',
    });
    await expect(sendOtp(h.client, { body: { MobileNumber: mobile } })).rejects.toMatchObject({
      status: 409,
    });
    await expect(checkMobileNumber(h.client, { query: { MobileNumber: mobile } })).resolves.toEqual({
      isRegistered: true,
    });
  });

  test('Scenario: new users are NewUser with showDashboard, new ids are above the demo ids', async () => {
    const mobile = await verifiedMobile();
    const { userId } = await registerUser(h.client, { body: wizard(mobile) });
    expect(userId).toBeGreaterThan(2000);
    const [row] = await h.db.query<{ user_type: string; show_dashboard: boolean; login_type: string }>(
      'select user_type, show_dashboard, login_type from users where id = $1',
      [userId],
    );
    expect(row).toEqual({ user_type: 'NewUser', show_dashboard: true, login_type: 'PASSWORD' });
  });

  test.each([
    [{ firstName: ' ' }, 'Name is required'],
    [{ lastName: 'Rao', firstName: '' }, 'First name is required'],
    [{ lastName: ' ' }, 'Last name is required'],
    [{ emailId: 'ananya@' }, 'Email ID is not valid'],
  ])('Scenario: the sign-up messages of the spec (%o)', async (change, message) => {
    process.env.QUEST_OTP_REQUIRED = 'false';
    await expect(
      registerUser(h.client, { body: { ...wizard(freshMobile()), ...change } }),
    ).rejects.toMatchObject({ status: 400, message });
  });

  test('Scenario: the user name is the mobile number: contactNo must match, limits are checked', async () => {
    process.env.QUEST_OTP_REQUIRED = 'false';
    const mobile = freshMobile();
    await expect(
      registerUser(h.client, { body: { ...wizard(mobile), contactNo: freshMobile() } }),
    ).rejects.toMatchObject({ status: 400 });
    for (const body of [
      { ...wizard(mobile), password: 'ab' },
      { ...wizard(mobile), firstName: 'x'.repeat(51) },
      { ...wizard(mobile), pincode: '1234567' },
      { ...wizard(mobile), userName: '12345' },
    ]) {
      const response = await h.app.request('/QuestUser/RegisterUser', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(400);
    }
  });
});

describe('UpdateUser', () => {
  beforeAll(async () => {
    await h.db.query(
      `insert into quests (id, name, is_free, grade_ids) values
         (9101, 'Grade 7 Starter', true, $1), (9102, 'Grade 7 Paid', false, $1)`,
      [[demoGrades.cbse7]],
    );
  });

  test('Scenario: choosing board and grade assigns the grade’s free starter quest', async () => {
    const userId = await h.createUser({ userType: 'NewUser', showDashboard: true });
    await h.signInAs(userId);
    await expect(
      updateUser(h.client, {
        body: {
          userId,
          firstName: 'Diya',
          boardId: 1,
          gradeId: demoGrades.cbse7,
          promoCode: '',
          UTMData: 'utm_source=play',
        },
      }),
    ).resolves.toEqual({ questId: 9101, questname: 'Grade 7 Starter' });
    const user = await getCurrentUser(h.client, {});
    expect(user).toMatchObject({ boardId: 1, gradeId: demoGrades.cbse7, firstName: 'Diya' });
    expect(user.userQuestList).toEqual([
      {
        questId: 9101,
        questName: 'Grade 7 Starter',
        productId: null,
        isTrialOver: false,
        isOnTrial: false,
        isAssigned: true,
      },
    ]);
  });

  test('Scenario: a grade without a free quest assigns nothing', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    await expect(
      updateUser(h.client, { body: { userId, firstName: 'Diya', boardId: 2, gradeId: 212 } }),
    ).resolves.toEqual({});
  });

  test('Scenario: board and grade must go together and match', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    await expect(updateUser(h.client, { body: { userId, gradeId: 106 } })).rejects.toMatchObject({
      message: 'Please select board',
    });
    await expect(updateUser(h.client, { body: { userId, boardId: 1 } })).rejects.toMatchObject({
      message: 'Please select grade',
    });
    await expect(updateUser(h.client, { body: { userId, boardId: 2, gradeId: 106 } })).rejects.toMatchObject({
      message: 'Please select grade',
    });
    await expect(updateUser(h.client, { body: { userId, firstName: '  ' } })).rejects.toMatchObject({
      message: 'Name is required',
    });
  });

  test('Scenario: GetCurrentUser leaves a NewUser as is; user_type ExistingUser records the switch', async () => {
    const userId = await h.createUser({ userType: 'NewUser' });
    await h.signInAs(userId);
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ user_type: 'NewUser' });
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ user_type: 'NewUser' });
    await updateUser(h.client, { body: { userId, user_type: 'ExistingUser' } });
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ user_type: 'ExistingUser' });
  });

  test('Scenario: a Spectrum user stays Spectrum', async () => {
    await h.signInAs(demo.users.spectrum.id);
    await updateUser(h.client, { body: { userId: demo.users.spectrum.id, user_type: 'ExistingUser' } });
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ user_type: 'Spectrum' });
  });
});

describe('passwords', () => {
  test('Scenario: forgot password end to end: the new password signs in, the old one no longer does', async () => {
    const userName = freshMobile();
    const userId = await h.createUser({ userName, password: 'old-secret' });
    const before = await h.signInAs(userId);

    await resetVerifyUser(h.client, { body: { Username: userName } });
    await expect(
      resetValidateOtp(h.client, { query: { Username: userName, OTP: lastOtp(userName) } }),
    ).resolves.toEqual({ message: 'OTP verified successfully. Please set your new password.' });
    await resetChangePassword(h.client, { body: { Username: userName, newPassword: 'new-secret' } });

    await expect(signIn(userName, 'new-secret')).resolves.toEqual({ token: expect.any(String) });
    await expect(signIn(userName, 'old-secret')).rejects.toMatchObject({ status: 401 });
    // Sessions from before the reset are over.
    h.session.setToken(before);
    h.client.sessionStarted();
    await expect(getCurrentUser(h.client, {})).rejects.toMatchObject({ status: 401 });
    // The checked code allows one change only.
    await expect(
      resetChangePassword(h.client, { body: { Username: userName, newPassword: 'third-secret-3' } }),
    ).rejects.toMatchObject({ status: 400 });
  });

  test('Scenario: the new password must be set within 10 minutes of the code check', async () => {
    const userName = freshMobile();
    await h.createUser({ userName });
    await resetVerifyUser(h.client, { body: { Username: userName } });
    await resetValidateOtp(h.client, { query: { Username: userName, OTP: lastOtp(userName) } });
    h.clock.advance(10 * MINUTE);
    await expect(
      resetChangePassword(h.client, { body: { Username: userName, newPassword: 'late-secret-9' } }),
    ).rejects.toMatchObject({ message: 'Please verify the OTP sent to your mobile number first.' });
  });

  test('Scenario: the reset code has the same attempt limit', async () => {
    const userName = freshMobile();
    await h.createUser({ userName });
    await resetVerifyUser(h.client, { body: { Username: userName } });
    const code = lastOtp(userName);
    for (let i = 0; i < 5; i += 1) {
      await resetValidateOtp(h.client, { query: { Username: userName, OTP: wrongCode(code) } }).catch(
        () => {},
      );
    }
    await expect(
      resetValidateOtp(h.client, { query: { Username: userName, OTP: code } }),
    ).rejects.toMatchObject({ message: 'Too many attempts. Request a new OTP.' });
  });

  test('Scenario: change password: old one checked, new one signs in, this session stays, others end', async () => {
    const userName = freshMobile();
    const userId = await h.createUser({ userName, password: 'first' });
    const other = await signIn(userName, 'first');
    await h.signInAs(userId);
    await expect(
      changePassword(h.client, { body: { oldPassword: 'wrong', newPassword: 'second-secret' } }),
    ).rejects.toMatchObject({ status: 400, message: 'Current password is incorrect.' });
    await changePassword(h.client, { body: { oldPassword: 'first', newPassword: 'second-secret' } });
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({ userName });
    await expect(signIn(userName, 'second-secret')).resolves.toBeTruthy();
    await expect(signIn(userName, 'first')).rejects.toMatchObject({ status: 401 });
    h.session.setToken(other.token);
    h.client.sessionStarted();
    await expect(getCurrentUser(h.client, {})).rejects.toMatchObject({ status: 401 });
  });

  test('Scenario: passwords never appear in any URL the client builds', async () => {
    const secret = 'Zz-SECRET-pass-42';
    const urls: string[] = [];
    const session = memorySessionStore();
    const client = createApiClient({
      session,
      fetch: (input, init) => {
        urls.push(String(input));
        return Promise.resolve(h.app.request(String(input), init));
      },
    });
    // No identity call takes a password (or anything like one) in its query.
    for (const endpoint of Object.values(identityEndpoints) as AnyEndpoint[]) {
      const keys =
        endpoint.query && 'shape' in endpoint.query ? Object.keys(endpoint.query.shape as object) : [];
      expect(
        keys.filter((k) => /pass|pwd/i.test(k)),
        endpoint.name,
      ).toEqual([]);
      if (
        endpoint.body &&
        'shape' in endpoint.body &&
        Object.keys(endpoint.body.shape as object).some((k) => /password/i.test(k))
      ) {
        expect(endpoint.method, endpoint.name).toBe('POST');
      }
    }
    // Each call with a query, with realistic inputs: the URL carries no password.
    const mobile = freshMobile();
    const inputs: Partial<Record<keyof typeof identityEndpoints, unknown>> = {
      getConfig: { AppId: 1 },
      resetValidateOtp: { Username: mobile, OTP: '123456' },
      validateOtp: { OTP: '123456', MobileNumber: mobile },
      checkMobileNumber: { MobileNumber: mobile },
    };
    for (const [name, endpoint] of Object.entries(identityEndpoints) as [string, AnyEndpoint][]) {
      const query = client.url(endpoint, inputs[name as keyof typeof identityEndpoints]).split('?')[1] ?? '';
      expect(query, name).not.toMatch(/pass|pwd/i);
    }
    // A whole journey through the client: register, sign in, change and reset the password.
    process.env.QUEST_OTP_REQUIRED = 'false';
    const { userId } = await registerUser(client, { body: { ...wizard(mobile), password: secret } });
    const { token } = await authenticateUser(
      client,
      {},
      { credentials: { username: mobile, password: secret } },
    );
    session.setToken(token);
    await changePassword(client, { body: { oldPassword: secret, newPassword: `${secret}-2` } });
    await resetVerifyUser(client, { body: { Username: mobile } });
    await resetValidateOtp(client, { query: { Username: mobile, OTP: lastOtp(mobile) } });
    await resetChangePassword(client, { body: { Username: mobile, newPassword: `${secret}-3` } });
    expect(userId).toBeGreaterThan(0);
    expect(urls.length).toBeGreaterThanOrEqual(6);
    for (const url of urls) {
      expect(url).not.toContain(secret);
      expect(decodeURIComponent(url)).not.toContain(secret);
    }
  });
});

describe('current user', () => {
  test('Scenario: userQuestList: held quests with isAssigned forced true and trials ending by the clock', async () => {
    const userId = await h.createUser();
    await h.db.query(
      `insert into quests (id, name, product_id) values (9201, 'Trial Quest', 77), (9202, 'Bought Quest', null),
         (9203, 'Coders Quest', null)`,
    );
    await h.db.query(
      `insert into missions (id, quest_id, name, display_name) values (9301, 9203, 'GO_CODERZ', 'Go Coderz')`,
    );
    const now = h.clock.now();
    await h.db.query(
      `insert into user_quests (user_id, quest_id, is_assigned, is_on_trial, is_trial_taken, trial_ends_at) values
         ($1, 9201, false, true, true, $2), ($1, 9202, true, false, false, null)`,
      [userId, new Date(now.getTime() + 60 * MINUTE)],
    );
    await h.signInAs(userId);
    const user = await getCurrentUser(h.client, {});
    expect(user.userQuestList).toEqual([
      {
        questId: 9201,
        questName: 'Trial Quest',
        productId: 77,
        isTrialOver: false,
        isOnTrial: true,
        isAssigned: true,
      },
      {
        questId: 9202,
        questName: 'Bought Quest',
        productId: null,
        isTrialOver: false,
        isOnTrial: false,
        isAssigned: true,
      },
    ]);
    expect(user.coderCompetition).toEqual({ eligible: false, status: 'NotRegistered' });

    h.clock.advance(61 * MINUTE);
    const later = await getCurrentUser(h.client, {});
    expect(later.userQuestList[0]).toMatchObject({ questId: 9201, isTrialOver: true });

    await h.db.query(`insert into user_quests (user_id, quest_id, is_assigned) values ($1, 9203, true)`, [
      userId,
    ]);
    await h.db.query(
      `insert into coder_competition_entries (user_id, status, updated_at) values ($1, 'Registered', now())`,
      [userId],
    );
    await expect(getCurrentUser(h.client, {})).resolves.toMatchObject({
      coderCompetition: { eligible: true, status: 'Registered' },
    });
  });

  test('Scenario: the seeded demo students look as documented', async () => {
    const seen = async (id: number) => {
      await h.signInAs(id);
      return getCurrentUser(h.client, {});
    };
    await expect(seen(demo.users.student.id)).resolves.toMatchObject({
      firstName: 'Aarav',
      boardId: demo.boards.cbse,
      gradeId: demoGrades.cbse6,
      user_type: 'ExistingUser',
      showDashboard: false,
      locationId: 1,
      loginType: 'PASSWORD',
    });
    await expect(seen(demo.users.newStudent.id)).resolves.toMatchObject({
      user_type: 'NewUser',
      showDashboard: true,
    });
    await expect(seen(demo.users.spectrum.id)).resolves.toMatchObject({ user_type: 'Spectrum' });
    await expect(seen(demo.users.locked.id)).resolves.toMatchObject({
      locationId: demo.locations.playLocked,
    });
  });
});

describe('profile picture', () => {
  const stored = async () => readdir(path.join(h.uploadsDir, 'profile')).catch(() => [] as string[]);

  test('Scenario: a file that is not an image is refused and nothing is stored', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    const before = await stored();
    const fake = new File(['<script>alert(1)</script>'], 'evil.png', { type: 'image/png' });
    await expect(uploadProfilePic(h.client, { body: { userId, profilePic: fake } })).rejects.toMatchObject({
      status: 415,
      message: 'Please choose an image file.',
    });
    expect(await stored()).toEqual(before);
    const [row] = await h.db.query<{ profile_pic: string }>('select profile_pic from users where id = $1', [
      userId,
    ]);
    expect(row!.profile_pic).toBe('');
  });

  test('Scenario: a picture over 2 MB is refused', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG);
    await expect(
      uploadProfilePic(h.client, { body: { userId, profilePic: new File([big], 'big.png') } }),
    ).rejects.toMatchObject({ status: 413, message: 'The picture must be 2 MB or smaller.' });
  });

  test('Scenario: a new picture replaces the old file; another user’s id is refused', async () => {
    const userId = await h.createUser();
    await h.signInAs(userId);
    const first = await uploadProfilePic(h.client, {
      body: { userId, profilePic: new File([PNG], 'a.png') },
    });
    const second = await uploadProfilePic(h.client, {
      body: { userId, profilePic: new File([JPEG], 'selfie.jpeg') },
    });
    expect(second.profilePic).toMatch(/-selfie\.jpg$/);
    expect((await h.app.request(new URL(first.profilePic).pathname)).status).toBe(404);
    const served = await h.app.request(new URL(second.profilePic).pathname);
    expect(served.headers.get('Content-Type')).toBe('image/jpeg');
    await expect(
      uploadProfilePic(h.client, {
        body: { userId: demo.users.student.id, profilePic: new File([PNG], 'x.png') },
      }),
    ).rejects.toMatchObject({ status: 403 });
  });

  test('Scenario: only stored pictures are served (no path traversal)', async () => {
    for (const url of [
      '/uploads/profile/..%2F..%2Fetc%2Fpasswd',
      '/uploads/profile/%2e%2e%2fsecret.png',
      '/uploads/profile/.hidden.png',
      '/uploads/profile/missing.png',
      '/uploads/profile/notes.txt',
    ]) {
      expect((await h.app.request(url)).status, url).toBe(404);
    }
  });
});

describe('config and terms', () => {
  test('Scenario: settings come from the environment, with defaults', async () => {
    expect(identitySettings(h.deps, {})).toMatchObject({
      tcUrl: 'http://content.test/pages/terms.html',
      otpRequired: true,
      showPromoScreen: true,
      supportEmail: 'support@quest.example',
      reportManualUrl: '/media/docs/report-manual.pdf',
    });
    const settings = identitySettings(h.deps, {
      QUEST_TC_URL: 'https://example.org/terms',
      QUEST_OTP_REQUIRED: 'no',
      QUEST_SHOW_PROMO: '0',
      QUEST_SUPPORT_EMAIL: 'help@school.example',
      QUEST_REPORT_MANUAL_URL: 'https://provider.example/manual.pdf',
      QUEST_UPLOADS_DIR: '/srv/quest/uploads',
    });
    expect(settings).toEqual({
      tcUrl: 'https://example.org/terms',
      otpRequired: false,
      showPromoScreen: false,
      supportEmail: 'help@school.example',
      reportManualUrl: 'https://provider.example/manual.pdf',
      uploadsDir: '/srv/quest/uploads',
    });
    expect(identitySettings(h.deps, { QUEST_DATA_DIR: '/srv/quest/pglite' }).uploadsDir).toBe(
      '/srv/quest/pglite-uploads',
    );
  });
});
