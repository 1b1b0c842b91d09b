import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { changePasswordMachine } from '@quest/flows';
import { ApiError, identityEndpoints, type ApiClient } from '@quest/api';
import { canChangePassword, changePasswordImplementations } from './change-password-dialog-container';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const typed = { currentPassword: 'Demo@123', newPassword: 'Fresh@123', confirmPassword: 'Fresh@123' };

function arrange(reply: () => Promise<{ message: string }>) {
  const call = vi.fn((_endpoint: unknown, _input: unknown) => reply());
  const showToast = vi.fn();
  const api = { call } as unknown as ApiClient;
  const actor = createActor(
    changePasswordMachine.provide(changePasswordImplementations(api, showToast)),
  ).start();
  return { actor, call, showToast };
}

describe('change-password effects', () => {
  test('success: one ChangePassword call with both passwords in the body, the spec message as a 6 s toast', async () => {
    const { actor, call, showToast } = arrange(() => Promise.resolve({ message: 'changed' }));
    actor.send({ type: 'password.submit', ...typed });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(call.mock.calls).toEqual([
      [identityEndpoints.changePassword, { body: { oldPassword: 'Demo@123', newPassword: 'Fresh@123' } }],
    ]);
    expect(showToast.mock.calls).toEqual([
      [
        {
          message: 'Your password has been changed. Please log out and log in with your new password.',
          type: 'success',
          durationMs: 6000,
        },
      ],
    ]);
  });

  test('a server error is a red 6 s toast and stays in the dialog with the values kept', async () => {
    const { actor, showToast } = arrange(() =>
      Promise.reject(new ApiError('Current password is incorrect.', 'server', 400, 'changePassword')),
    );
    actor.send({ type: 'password.submit', ...typed });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ ...typed, error: 'Current password is incorrect.' });
    expect(showToast).toHaveBeenCalledWith({
      message: 'Current password is incorrect.',
      type: 'error',
      durationMs: 6000,
    });
  });

  test('a new password under 8 characters or a common one gets the rule as a field error and is not sent', async () => {
    const { actor, call } = arrange(() => Promise.resolve({ message: 'changed' }));
    for (const [password, message] of [
      ['abc', 'Password must be at least 8 characters'],
      ['password123', 'This password is too common. Choose another'],
    ]) {
      actor.send({
        type: 'password.submit',
        currentPassword: 'Demo@123',
        newPassword: password,
        confirmPassword: password,
      });
      await flush();
      expect(actor.getSnapshot().context.errors).toEqual({ newPassword: message });
    }
    expect(call).not.toHaveBeenCalled();
  });

  test('a new password over 50 characters gets a field message and is not sent', async () => {
    const { actor, call, showToast } = arrange(() => Promise.resolve({ message: 'changed' }));
    const long = 'Mango#River42'.padEnd(51, 'x');
    actor.send({
      type: 'password.submit',
      currentPassword: 'Demo@123',
      newPassword: long,
      confirmPassword: long,
    });
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'New Password must be at most 50 characters', type: 'error' }),
    );
  });

  test('only the PASSWORD login type may change its password', () => {
    expect(canChangePassword({ loginType: 'PASSWORD' })).toBe(true);
    expect(canChangePassword({ loginType: 'OTP' })).toBe(false);
    expect(canChangePassword(undefined)).toBe(false);
  });
});
