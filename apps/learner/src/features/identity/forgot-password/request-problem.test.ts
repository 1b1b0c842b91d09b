import { identityEndpoints } from '@quest/api';
import { describe, expect, test } from 'vitest';
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
});
