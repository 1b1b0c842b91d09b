import { describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { forgotPasswordMachine } from '@quest/flows';
import { ApiError, identityEndpoints, type ApiClient } from '@quest/api';
import { destinationOf, forgotPasswordImplementations } from './forgot-password-dialog-container';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function arrange(
  reply: (name: string) => Promise<{ message: string }> = () => Promise.resolve({ message: 'ok' }),
) {
  const call = vi.fn((endpoint: { name: string }, _input: unknown) => reply(endpoint.name));
  const api = { call } as unknown as ApiClient;
  const onCodeSent = vi.fn();
  const clock = new SimulatedClock();
  const actor = createActor(forgotPasswordMachine.provide(forgotPasswordImplementations(api, onCodeSent)), {
    clock,
    input: { username: '9876543214' },
  }).start();
  return { actor, call, clock, onCodeSent };
}

describe('forgot-password effects', () => {
  test('the reset runs VerifyUser, ValiateOTP and ChangePassword with the spec fields; the password only in the body', async () => {
    const { actor, call, clock, onCodeSent } = arrange((name) =>
      Promise.resolve({
        message:
          name === 'resetVerifyUser'
            ? 'OTP sent to your registered mobile number ending in 3214.'
            : `${name} ok`,
      }),
    );
    actor.send({ type: 'username.submit' });
    await flush();
    expect(onCodeSent).toHaveBeenCalledWith('OTP sent to your registered mobile number ending in 3214.');
    actor.send({ type: 'otp.resend' });
    await flush();
    expect(actor.getSnapshot().context.info).toBe('OTP was resent successfully!');
    actor.send({ type: 'code.verify', code: '123456' });
    await flush();
    clock.increment(1000);
    actor.send({ type: 'password.submit', newPassword: 'Fresh@123', confirmPassword: 'Fresh@123' });
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(call.mock.calls).toEqual([
      [identityEndpoints.resetVerifyUser, { body: { Username: '9876543214' } }],
      [identityEndpoints.resetVerifyUser, { body: { Username: '9876543214' } }],
      [identityEndpoints.resetValidateOtp, { query: { Username: '9876543214', OTP: '123456' } }],
      [identityEndpoints.resetChangePassword, { body: { Username: '9876543214', newPassword: 'Fresh@123' } }],
    ]);
  });

  test('a server error is shown in the dialog as the server wrote it', async () => {
    const { actor } = arrange((name) =>
      name === 'resetValidateOtp'
        ? Promise.reject(new ApiError('Invalid OTP. Please try again.', 'server', 400, name))
        : Promise.resolve({ message: 'ok' }),
    );
    actor.send({ type: 'username.submit' });
    await flush();
    actor.send({ type: 'code.verify', code: '000000' });
    await flush();
    expect(actor.getSnapshot().value).toBe('enteringCode');
    expect(actor.getSnapshot().context.error).toBe('Invalid OTP. Please try again.');
  });

  test('a throttled send (429) shows the server message with its wait (ADR 0099)', async () => {
    const wait = 'Too many OTP requests for this number. Please try again in 30 seconds.';
    const { actor } = arrange((name) =>
      name === 'resetVerifyUser'
        ? Promise.reject(new ApiError(wait, 'server', 429, name, 30))
        : Promise.resolve({ message: 'ok' }),
    );
    actor.send({ type: 'username.submit' });
    await flush();
    expect(actor.getSnapshot().context.error).toBe(wait);
  });

  type Bad = { username?: string; code?: string; newPassword?: string };
  test.each<[string, Bad, string]>([
    ['a user name the server never takes', { username: 'a b' }, 'Username must be 1-50 letters'],
    ['a code shorter than 4 digits', { code: '12' }, 'Verification Code must be the 4-10 digits'],
    // The password rule (at least 8, not common) is the flow's field error; the contract's maximum is checked here.
    [
      'a new password over 50 characters',
      { newPassword: 'Mango#River42'.padEnd(51, 'x') },
      'New Password must be at most 50 characters',
    ],
  ])('%s gets a field message and is not sent', async (_, bad, message) => {
    const { actor, call, clock } = arrange();
    actor.send({ type: 'username.submit', username: bad.username ?? '9876543214' });
    await flush();
    if (!bad.username) {
      actor.send({ type: 'code.verify', code: bad.code ?? '123456' });
      await flush();
      clock.increment(1000);
    }
    if (bad.newPassword) {
      actor.send({ type: 'password.submit', newPassword: bad.newPassword, confirmPassword: bad.newPassword });
      await flush();
    }
    expect(actor.getSnapshot().context.error).toContain(message);
    expect(call.mock.calls.length).toBe(bad.username ? 0 : bad.code ? 1 : 2);
  });

  test('the code destination comes from the server message when it names the number', () => {
    expect(destinationOf('OTP sent to your registered mobile number ending in 3214.')).toBe(
      'your registered mobile number ending in 3214',
    );
    expect(destinationOf('OTP sent')).toBeUndefined();
  });
});
