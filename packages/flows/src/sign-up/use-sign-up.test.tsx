import { afterEach, describe, expect, test, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { RegistrationDraft } from '@quest/api';
import { act, flush, renderHook } from '../testing/render-hook.tsx';
import type { SignUpInput, SignUpResult } from './sign-up.machine.ts';
import { signUpTexts } from './sign-up.rules.ts';
import { useSignUp } from './use-sign-up.ts';

let cleanup: () => void = () => {};
afterEach(() => cleanup());

const wizardInput: SignUpInput = { variant: 'wizard', showPromoScreen: true, otpRequired: true };

function arrange(
  input: SignUpInput,
  options: { register?: (draft: RegistrationDraft) => Promise<{ userId: number }> } = {},
) {
  const spies = {
    sendOtp: vi.fn(async (_input: { mobile: string }): Promise<unknown> => ({})),
    verifyOtp: vi.fn(async (_input: { mobile: string; code: string }): Promise<unknown> => ({})),
    register: vi.fn(options.register ?? (async (_draft: RegistrationDraft) => ({ userId: 42 }))),
    login: vi.fn(async (_input: { userName: string; password: string }): Promise<unknown> => ({})),
    signUpComplete: vi.fn((_result: SignUpResult) => {}),
    signUpClosed: vi.fn(),
  };
  const { result, unmount } = renderHook(() =>
    useSignUp(
      {
        actors: {
          sendOtp: fromPromise(({ input }) => spies.sendOtp(input)),
          verifyOtp: fromPromise(({ input }) => spies.verifyOtp(input)),
          resendOtp: fromPromise(async (): Promise<unknown> => ({})),
          register: fromPromise(({ input }) => spies.register(input)),
          login: fromPromise(({ input }) => spies.login(input)),
        },
        actions: {
          signUpComplete: (_, params) => spies.signUpComplete(params),
          signUpClosed: () => spies.signUpClosed(),
        },
      },
      input,
    ),
  );
  cleanup = unmount;
  return { result, spies };
}

describe('useSignUp', () => {
  test('Scenario: the wizard verifies the number, registers, logs in, takes a coupon and completes', async () => {
    const { result, spies } = arrange(wizardInput);
    expect(result.current).toMatchObject({
      step: 'mobile',
      title: signUpTexts.mobileStepTitle,
      stepIndex: 0,
      stepCount: 3,
      canSendOtp: false,
      mobileLocked: false,
    });

    act(() => result.current.setMobile('98765'));
    expect(result.current.canSendOtp).toBe(false);
    act(() => result.current.next());
    expect(result.current.errors.mobile).toBe(signUpTexts.mobileInvalid);

    act(() => result.current.setMobile('98765-43210'));
    expect(result.current).toMatchObject({ mobile: '9876543210', canSendOtp: true });
    act(() => result.current.next());
    expect(result.current.errors.mobile).toBe(signUpTexts.validateMobile);

    act(() => result.current.sendOtp());
    expect(result.current.otpBusy).toBe(true);
    await flush();
    expect(spies.sendOtp).toHaveBeenCalledWith({ mobile: '9876543210' });
    expect(result.current).toMatchObject({ otpDialogOpen: true, otpBusy: false });

    act(() => result.current.verifyOtp(' '));
    expect(result.current.errors.code).toBe(signUpTexts.codeRequired);
    act(() => result.current.verifyOtp(' 123456 '));
    expect(result.current.otpBusy).toBe(true);
    await flush();
    expect(spies.verifyOtp).toHaveBeenCalledWith({ mobile: '9876543210', code: '123456' });
    expect(result.current).toMatchObject({
      otpDialogOpen: false,
      mobileVerified: true,
      mobileLocked: true,
      canSendOtp: false,
      snackbar: { severity: 'success', message: signUpTexts.mobileVerified },
    });
    act(() => result.current.closeSnackbar());
    expect(result.current.snackbar).toBeNull();

    act(() => result.current.next());
    expect(result.current).toMatchObject({
      step: 'loginDetails',
      title: signUpTexts.loginDetailsStepTitle,
      stepIndex: 1,
      isLastDetailsStep: true,
    });
    act(() => result.current.next());
    expect(result.current.errors).toEqual({
      firstName: signUpTexts.nameRequired,
      password: signUpTexts.passwordRequired,
    });
    act(() => result.current.setField('firstName', 'Asha'));
    // The password rule's hint follows what is typed; Finish refuses a common password (issue 22).
    expect(result.current.passwordChecks.map((check) => check.met)).toEqual([false, false]);
    act(() => result.current.setField('password', 'abc'));
    expect(result.current.passwordChecks.map((check) => check.met)).toEqual([false, true]);
    act(() => result.current.setField('password', '12345678'));
    expect(result.current.passwordChecks.map((check) => check.met)).toEqual([true, false]);
    act(() => result.current.next());
    expect(result.current.errors.password).toBe('This password is too common. Choose another');
    expect(spies.register).not.toHaveBeenCalled();
    act(() => result.current.setField('password', 'Mango#River42'));
    expect(result.current.passwordChecks.map((check) => check.met)).toEqual([true, true]);
    act(() => result.current.setField('pincode', '41100a12'));
    expect(result.current.details.pincode).toBe('411001');

    act(() => result.current.next());
    expect(result.current).toMatchObject({ submitting: true, canGoBack: true });
    await flush();
    expect(spies.register).toHaveBeenCalledWith({
      userName: '9876543210',
      password: 'Mango#River42',
      firstName: 'Asha',
      contactNo: '9876543210',
      cityName: '',
      pincode: '411001',
    });
    expect(spies.login).toHaveBeenCalledWith({ userName: '9876543210', password: 'Mango#River42' });
    expect(result.current).toMatchObject({
      submitting: false,
      alert: { severity: 'success', message: signUpTexts.registeredWizard },
    });

    act(() => result.current.acknowledge());
    expect(result.current).toMatchObject({
      step: 'coupon',
      title: signUpTexts.couponStepTitle,
      stepIndex: 2,
      canGoBack: false,
      alert: null,
    });
    act(() => result.current.setPromoCode(' WELCOME '));
    act(() => result.current.applyPromoCode());
    expect(result.current.appliedPromoCode).toBe('WELCOME');
    act(() => result.current.next());
    expect(result.current).toMatchObject({ completed: true, step: null, title: '' });
    expect(spies.signUpComplete).toHaveBeenCalledWith({
      userId: 42,
      userName: '9876543210',
      promoCode: 'WELCOME',
    });
  });

  test('Scenario: a registration error shows a danger alert; OK returns to Login Details with what was typed', async () => {
    const { result } = arrange(
      { ...wizardInput, otpRequired: false, mobile: '9876543210' },
      { register: () => Promise.reject(new Error('User already exists')) },
    );
    act(() => result.current.next());
    act(() => result.current.setField('firstName', 'Asha'));
    act(() => result.current.setField('password', 'Mango#River42'));
    act(() => result.current.setField('emailId', 'asha@example.com'));
    act(() => result.current.next());
    await flush();
    expect(result.current).toMatchObject({
      step: 'loginDetails',
      submitting: false,
      alert: { severity: 'danger', message: 'User already exists' },
    });
    act(() => result.current.acknowledge());
    expect(result.current).toMatchObject({ step: 'loginDetails', alert: null, mobile: '9876543210' });
    expect(result.current.details).toMatchObject({
      firstName: 'Asha',
      password: 'Mango#River42',
      emailId: 'asha@example.com',
    });
  });

  test('Scenario: the cart form is one step that validates every field and asks to verify the number', () => {
    const { result, spies } = arrange({ variant: 'cart', showPromoScreen: false, otpRequired: true });
    expect(result.current).toMatchObject({ step: 'form', title: '', stepCount: 1, isLastDetailsStep: true });
    act(() => result.current.setMobile('9876543210'));
    act(() => result.current.next());
    expect(result.current.errors).toEqual({
      mobile: signUpTexts.verifyMobile,
      firstName: signUpTexts.firstNameRequired,
      lastName: signUpTexts.lastNameRequired,
      password: signUpTexts.passwordRequired,
    });
    expect(result.current).toMatchObject({ step: 'form', submitting: false, mobile: '9876543210' });
    expect(spies.register).not.toHaveBeenCalled();
  });

  test('Scenario: Back on the first step closes the wizard', () => {
    const { result, spies } = arrange(wizardInput);
    act(() => result.current.back());
    expect(result.current).toMatchObject({ closed: true, step: null, canGoBack: false });
    expect(spies.signUpClosed).toHaveBeenCalledTimes(1);
  });
});
