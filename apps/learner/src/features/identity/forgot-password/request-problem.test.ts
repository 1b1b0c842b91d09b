import { identityEndpoints } from '@quest/api';
import { activateLocale } from '@quest/design-system';
import { afterAll, describe, expect, test } from 'vitest';
import { requestProblem } from './request-problem';

const labels = { Username: 'Username', newPassword: 'New Password' };

describe('requestProblem', () => {
  test('a schema message follows the field label as the dialog shows it', () => {
    const body = { Username: '9876543214', newPassword: 'Mango#River42'.padEnd(51, 'x') };
    expect(requestProblem(identityEndpoints.resetChangePassword.body, body, labels)).toBe(
      'New Password must be at most 50 characters',
    );
  });

  test("the password rule's messages are whole sentences, shown as they are (ADR 0101)", () => {
    const schema = identityEndpoints.resetChangePassword.body;
    expect(requestProblem(schema, { Username: '9876543214', newPassword: 'abc' }, labels)).toBe(
      'Password must be at least 8 characters',
    );
    expect(requestProblem(schema, { Username: '9876543214', newPassword: 'password123' }, labels)).toBe(
      'This password is too common. Choose another',
    );
    expect(
      requestProblem(schema, { Username: '9876543214', newPassword: 'Mango#River42' }, labels),
    ).toBeNull();
  });

  describe('in Hindi: every message the reset calls can give is a whole translated sentence', () => {
    afterAll(() => activateLocale('en'));
    const e = identityEndpoints;
    const all = { Username: 'Username', OTP: 'Verification Code', newPassword: 'New Password' };
    test.each([
      ['a user name with a space', e.resetVerifyUser.body, { Username: 'aarav 12' }, 'यूज़रनेम में 1 से 50'],
      [
        'a user name of 51 characters',
        e.resetVerifyUser.body,
        { Username: 'a'.repeat(51) },
        'यूज़रनेम में 1 से 50',
      ],
      [
        'a code of 3 digits',
        e.resetValidateOtp.query,
        { Username: 'aarav', OTP: '123' },
        'सत्यापन कोड में कोड के',
      ],
      [
        'a password of 51 characters',
        e.resetChangePassword.body,
        { Username: 'aarav', newPassword: 'Mango#River42'.padEnd(51, 'x') },
        'नया पासवर्ड में अधिकतम 50 अक्षर',
      ],
      [
        'a short password',
        e.resetChangePassword.body,
        { Username: 'aarav', newPassword: 'abc' },
        'पासवर्ड में कम से कम 8',
      ],
    ])('%s', async (_, schema, body, start) => {
      await activateLocale('hi');
      const message = requestProblem(schema, body, all);
      expect(message).toMatch(new RegExp(`^${start}`));
      expect(message).not.toMatch(/[A-Za-z]{3}/);
    });
  });
});
