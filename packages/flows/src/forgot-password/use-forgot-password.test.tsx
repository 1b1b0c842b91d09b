import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import { forgotPasswordTexts } from './forgot-password.machine.ts';
import { useForgotPassword } from './use-forgot-password.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

type Call = (input: unknown) => Promise<MessageResponse>;
const ok = (message: string) => vi.fn<Call>(async () => ({ message }));

function arrange(
  overrides: Partial<Record<'verifyUser' | 'resendCode' | 'validateCode' | 'changePassword', Call>> = {},
  delays?: { stepDelay?: number; successDelay?: number },
) {
  const calls = {
    verifyUser: vi.fn<Call>(overrides.verifyUser ?? ok('OTP sent')),
    resendCode: vi.fn<Call>(overrides.resendCode ?? ok('OTP sent')),
    validateCode: vi.fn<Call>(overrides.validateCode ?? ok('OTP verified successfully')),
    changePassword: vi.fn<Call>(overrides.changePassword ?? ok('Password reset successfully')),
  };
  const { result, unmount } = renderHook(() =>
    useForgotPassword({
      actors: {
        verifyUser: fromPromise(({ input }) => calls.verifyUser(input)),
        resendCode: fromPromise(({ input }) => calls.resendCode(input)),
        validateCode: fromPromise(({ input }) => calls.validateCode(input)),
        changePassword: fromPromise(({ input }) => calls.changePassword(input)),
      },
      delays,
    }),
  );
  cleanup = unmount;
  return { result, calls };
}

describe('useForgotPassword', () => {
  test('Scenario: an empty username gives the spec text; a username sends the code and opens Verification', async () => {
    const { result, calls } = arrange();
    expect(result.current).toMatchObject({ step: 'username', busy: false, closed: false });

    act(() => result.current.submitUsername());
    expect(result.current.errors).toEqual({ username: forgotPasswordTexts.usernameRequired });
    expect(result.current.step).toBe('username');

    act(() => result.current.submitUsername(' 9876543210 '));
    expect(result.current).toMatchObject({ step: 'username', busy: true, errors: {} });
    await flush();
    expect(calls.verifyUser).toHaveBeenCalledWith({ username: '9876543210' });
    expect(result.current).toMatchObject({ step: 'verification', busy: false, username: '9876543210' });

    act(() => result.current.verifyCode('123456'));
    expect(result.current.busy).toBe(true);
    await flush();
    expect(calls.validateCode).toHaveBeenCalledWith({ username: '9876543210', code: '123456' });
    // During the 1 s step delay the code check's message shows.
    expect(result.current).toMatchObject({
      step: 'verification',
      busy: false,
      codeAccepted: true,
      info: 'OTP verified successfully',
    });
  });

  test('Scenario: the whole reset — code accepted, new password checked and saved, success shown', async () => {
    // No step delay, so step 2 follows the code check within flush(); the 6 s success message stays.
    const { result, calls } = arrange({}, { stepDelay: 0 });
    act(() => result.current.submitUsername('9876543210'));
    await flush();

    act(() => result.current.verifyCode());
    expect(result.current.errors).toEqual({ code: forgotPasswordTexts.codeRequired });
    act(() => result.current.setField('code', '123456789012'));
    expect(result.current.code).toBe('1234567890');
    act(() => result.current.verifyCode());
    await flush();
    expect(calls.validateCode).toHaveBeenCalledWith({ username: '9876543210', code: '1234567890' });
    expect(result.current).toMatchObject({ step: 'newPassword', codeAccepted: false, busy: false });

    act(() => result.current.submitPassword());
    expect(result.current.errors).toEqual({
      newPassword: forgotPasswordTexts.newPasswordRequired,
      confirmPassword: forgotPasswordTexts.confirmPasswordRequired,
    });
    act(() =>
      result.current.submitPassword({ newPassword: 'Mango#River42', confirmPassword: 'Mango#River43' }),
    );
    expect(result.current.errors).toEqual({ confirmPassword: forgotPasswordTexts.passwordMismatch });

    act(() =>
      result.current.submitPassword({ newPassword: 'Mango#River42', confirmPassword: 'Mango#River42' }),
    );
    expect(result.current).toMatchObject({ step: 'newPassword', busy: true });
    await flush();
    expect(calls.changePassword).toHaveBeenCalledWith({
      username: '9876543210',
      newPassword: 'Mango#River42',
    });
    expect(result.current).toMatchObject({
      step: 'success',
      busy: false,
      closed: false,
      success: 'Password reset successfully',
    });
  });

  test('Scenario: a wrong code shows the server error and keeps the code; Resend OTP shows its text', async () => {
    const { result, calls } = arrange({
      validateCode: async () => {
        throw new Error('Invalid OTP');
      },
    });
    act(() => result.current.submitUsername('9876543210'));
    await flush();
    act(() => result.current.verifyCode('000000'));
    await flush();
    expect(result.current).toMatchObject({
      step: 'verification',
      busy: false,
      error: 'Invalid OTP',
      code: '000000',
      username: '9876543210',
    });

    act(() => result.current.resendCode());
    expect(result.current).toMatchObject({ resending: true, busy: true, error: null });
    await flush();
    expect(calls.resendCode).toHaveBeenCalledWith({ username: '9876543210' });
    expect(result.current).toMatchObject({
      step: 'verification',
      resending: false,
      info: forgotPasswordTexts.resent,
    });
  });

  test('Scenario: an unknown user keeps the typed name with the error; Edit returns to it and Not now closes', async () => {
    let fail = true;
    const { result } = arrange({
      verifyUser: async () => {
        if (fail) throw new Error('User does not exist');
        return { message: 'OTP sent' };
      },
    });
    act(() => result.current.submitUsername('9876543219'));
    await flush();
    expect(result.current).toMatchObject({
      step: 'username',
      error: 'User does not exist',
      username: '9876543219',
    });

    fail = false;
    act(() => result.current.submitUsername('9876543210'));
    await flush();
    expect(result.current.step).toBe('verification');
    act(() => result.current.editUsername());
    expect(result.current).toMatchObject({ step: 'username', username: '9876543210', code: '' });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ step: 'closed', closed: true });
  });
});
