import { identityEndpoints, passwordRuleTexts, type AnyEndpoint } from '@quest/api';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { routePath } from '../src/contract.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * The new-password rule on the server (issue 22, ADR 0101): every call that sets a password — RegisterUser,
 * ChangePassword, ResetPassword/ChangePassword — refuses one shorter than 8 characters or on the common list with a
 * 400 and the sentence the student reads, and accepts a strong one. The server checks with the contract's schemas,
 * so these requests are raw JSON: the API client would refuse them before sending.
 */

let h: Harness;
let nextMobile = 7100000000;
const freshMobile = () => String((nextMobile += 1));
const otpRequired = process.env.QUEST_OTP_REQUIRED;

beforeAll(async () => {
  h = await createHarness();
  process.env.QUEST_OTP_REQUIRED = 'false';
});
afterAll(async () => {
  if (otpRequired === undefined) delete process.env.QUEST_OTP_REQUIRED;
  else process.env.QUEST_OTP_REQUIRED = otpRequired;
  await h.close();
});
afterEach(() => {
  h.session.clearAll();
});

async function post(
  endpoint: AnyEndpoint,
  body: unknown,
  token?: string,
): Promise<{ status: number; body: { error?: string } & Record<string, unknown> }> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await h.app.request(routePath(endpoint), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { error?: string } };
}

/** Asks for a reset code and checks it, whatever method the contract gives VerifyUser (the demo code is 123456). */
async function verifyReset(userName: string): Promise<void> {
  const verify = identityEndpoints.resetVerifyUser as AnyEndpoint;
  const asked =
    verify.method === 'GET'
      ? await h.app.request(`${routePath(verify)}?Username=${userName}`)
      : await h.app.request(routePath(verify), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ Username: userName }),
        });
  expect(asked.status).toBe(200);
  const checked = await h.app.request(
    `${routePath(identityEndpoints.resetValidateOtp)}?Username=${userName}&OTP=123456`,
  );
  expect(checked.status).toBe(200);
}

const signInStatus = async (userName: string, password: string) =>
  (
    await h.app.request(routePath(identityEndpoints.authenticateUser), {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${userName}:${password}`).toString('base64')}` },
    })
  ).status;

const weak = [
  ['abc', passwordRuleTexts.tooShort],
  ['Zx9!kq2', passwordRuleTexts.tooShort],
  ['password123', passwordRuleTexts.tooCommon],
  ['QWERTYUIOP', passwordRuleTexts.tooCommon],
  ['india@123', passwordRuleTexts.tooCommon],
] as const;
const strong = 'Mango#River42';

describe('the new-password rule on the server (issue 22)', () => {
  test.each(weak)(
    'RegisterUser refuses %j with 400 "%s" and creates no account',
    async (password, message) => {
      const mobile = freshMobile();
      const answer = await post(identityEndpoints.registerUser, {
        userName: mobile,
        password,
        firstName: 'Ananya',
        contactNo: mobile,
      });
      expect(answer).toEqual({ status: 400, body: { error: message } });
      const rows = await h.db.query('select 1 from users where user_name = $1', [mobile]);
      expect(rows).toHaveLength(0);
    },
  );

  test('RegisterUser accepts a strong password, in both the wizard and the cart form, and it signs in', async () => {
    const wizard = freshMobile();
    const cart = freshMobile();
    const registered = [
      await post(identityEndpoints.registerUser, {
        userName: wizard,
        password: strong,
        firstName: 'Ananya',
        contactNo: wizard,
        cityName: 'Pune',
        pincode: '411001',
      }),
      await post(identityEndpoints.registerUser, {
        userName: cart,
        password: strong,
        firstName: 'Ravi',
        lastName: 'Kumar',
        contactNo: cart,
        schoolName: '',
        cityName: '',
      }),
    ];
    for (const answer of registered)
      expect(answer).toEqual({ status: 200, body: { userId: expect.any(Number) } });
    expect(await signInStatus(wizard, strong)).toBe(200);
    expect(await signInStatus(cart, strong)).toBe(200);
  });

  test.each(weak)(
    'ChangePassword refuses %j with 400 "%s"; the old password still signs in',
    async (password, message) => {
      const userName = freshMobile();
      const userId = await h.createUser({ userName, password: 'old-secret-1' });
      const token = await h.signInAs(userId);
      const answer = await post(
        identityEndpoints.changePassword,
        { oldPassword: 'old-secret-1', newPassword: password },
        token,
      );
      expect(answer).toEqual({ status: 400, body: { error: message } });
      expect(await signInStatus(userName, 'old-secret-1')).toBe(200);
      expect(await signInStatus(userName, password)).toBe(401);
    },
  );

  test('ChangePassword accepts a strong password', async () => {
    const userName = freshMobile();
    const userId = await h.createUser({ userName, password: 'abc' });
    const token = await h.signInAs(userId);
    // An account made before the rule keeps its short password until it changes it: sign-in never applies the rule.
    expect(await signInStatus(userName, 'abc')).toBe(200);
    const answer = await post(
      identityEndpoints.changePassword,
      { oldPassword: 'abc', newPassword: strong },
      token,
    );
    expect(answer.status).toBe(200);
    expect(await signInStatus(userName, strong)).toBe(200);
  });

  test.each(weak)(
    'ResetPassword/ChangePassword refuses %j with 400 "%s"; the checked code still allows a strong one',
    async (password, message) => {
      const userName = freshMobile();
      await h.createUser({ userName, password: 'old-secret-1' });
      await verifyReset(userName);
      const refused = await post(identityEndpoints.resetChangePassword, {
        Username: userName,
        newPassword: password,
      });
      expect(refused).toEqual({ status: 400, body: { error: message } });
      expect(await signInStatus(userName, 'old-secret-1')).toBe(200);
      const accepted = await post(identityEndpoints.resetChangePassword, {
        Username: userName,
        newPassword: strong,
      });
      expect(accepted.status).toBe(200);
      expect(await signInStatus(userName, strong)).toBe(200);
    },
  );

  test('the maximum of 50 characters is still checked, with the field named', async () => {
    const mobile = freshMobile();
    const answer = await post(identityEndpoints.registerUser, {
      userName: mobile,
      password: `${strong}${'x'.repeat(50)}`,
      firstName: 'Ananya',
    });
    expect(answer).toEqual({ status: 400, body: { error: 'password must be at most 50 characters' } });
  });
});
