import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { passwordRuleChecks } from '@quest/api/password-rule';
import { signUpMachine, type SignUpEvent, type SignUpInput } from './sign-up.machine.ts';
import { hasTenDigits, signUpTexts, type SignUpField } from './sign-up.rules.ts';

/** The implementations the app supplies (`sendOtp`, `verifyOtp`, `resendOtp`, `register`, `login`, analytics…). */
export type SignUpImplementations = Parameters<typeof signUpMachine.provide>[0];

type StepState =
  | 'mobile'
  | 'loginDetails'
  | 'form'
  | 'registering'
  | 'registrationFailed'
  | 'loggingIn'
  | 'loginFailed'
  | 'registered'
  | 'coupon';
type OtpState = 'unverified' | 'sending' | 'codeEntry' | 'verifying' | 'resending' | 'verified';

export type SignUpStep = 'mobile' | 'loginDetails' | 'form' | 'coupon';

const stepTitles: Record<SignUpStep, string> = {
  mobile: signUpTexts.mobileStepTitle,
  loginDetails: signUpTexts.loginDetailsStepTitle,
  form: '',
  coupon: signUpTexts.couponStepTitle,
};

/**
 * The sign-up wizard (or the cart's sign-up form) as plain values and callbacks. The implementations are
 * read once, on the first render.
 */
export function useSignUp(implementations: SignUpImplementations, input: SignUpInput) {
  const [machine] = useState(() => signUpMachine.provide(implementations));
  const actorRef = useActorRef(machine, { input });
  const snapshot = useSelector(actorRef, (s) => s);
  const { context } = snapshot;

  const inStep = (step: StepState) => snapshot.matches({ editing: { step } });
  const inOtp = (otp: OtpState) => snapshot.matches({ editing: { otp } });
  const onLoginDetails =
    inStep('loginDetails') || inStep('registering') || inStep('registrationFailed') || inStep('loggingIn');
  const step: SignUpStep | null = inStep('coupon')
    ? 'coupon'
    : context.variant === 'cart'
      ? 'form'
      : onLoginDetails || inStep('loginFailed') || inStep('registered')
        ? 'loginDetails'
        : snapshot.status === 'done'
          ? null
          : 'mobile';
  const stepCount =
    context.showPromoScreen && context.variant === 'wizard' ? 3 : context.variant === 'cart' ? 1 : 2;
  const stepIndex = step === 'coupon' ? 2 : step === 'loginDetails' ? 1 : 0;
  const mobileEditable = step === 'mobile' || step === 'form';
  // Only the public events: the machine raises its internal ones (otp.requested, mobile.changed) itself.
  const send: (event: SignUpEvent) => void = actorRef.send;

  return {
    /** The screen to show, or null once the flow has finished. */
    step,
    /** The step's heading ("Please enter Mobile number", …); empty for the cart form. */
    title: step === null ? '' : stepTitles[step],
    /** 0-based position and number of steps (2, or 3 with the promo screen; 1 for the cart form). */
    stepIndex,
    stepCount,
    /** The final action reads Finish on Login Details. */
    isLastDetailsStep: step === 'loginDetails' || step === 'form',
    mobile: context.mobile,
    /** The mobile field can be typed into (false once verified until Edit, and on later steps). */
    mobileLocked: !mobileEditable || context.mobileVerified,
    mobileVerified: context.mobileVerified,
    /** Whether the OTP check is needed at all (app config otpRequired). */
    otpRequired: context.otpRequired,
    /** GET OTP is visible only with exactly 10 digits and before verification. */
    canSendOtp:
      context.otpRequired && mobileEditable && hasTenDigits(context.mobile) && !context.mobileVerified,
    /** The Verification dialog is open (or busy sending/verifying/resending). */
    otpDialogOpen: inOtp('codeEntry') || inOtp('verifying') || inOtp('resending'),
    otpBusy: inOtp('sending') || inOtp('verifying') || inOtp('resending'),
    details: context.details,
    /** The password rule's hint lines for what is typed (at least 8 characters, not common), updated as it changes. */
    passwordChecks: passwordRuleChecks(context.details.password),
    promoCode: context.promoCode,
    appliedPromoCode: context.appliedPromoCode,
    errors: context.errors,
    /** Registering or logging in: disable Finish / Sign Up and show progress. */
    submitting: inStep('registering') || inStep('loggingIn'),
    snackbar: context.snackbar,
    /** A dialog needing OK: success, or a danger/error alert. */
    alert: context.alert,
    /** Back is disabled on the coupon step and while submitting. */
    canGoBack: step === 'mobile' || step === 'loginDetails' || step === 'form',
    completed: snapshot.matches('completed'),
    closed: snapshot.matches('closed'),
    setMobile: (value: string) => send({ type: 'mobile.change', value }),
    editMobile: () => send({ type: 'mobile.edit' }),
    sendOtp: () => send({ type: 'otp.send' }),
    verifyOtp: (code: string) => send({ type: 'otp.verify', code }),
    resendOtp: () => send({ type: 'otp.resend' }),
    dismissOtp: () => send({ type: 'otp.dismiss' }),
    setField: (field: SignUpField, value: string) => send({ type: 'details.change', field, value }),
    setPromoCode: (value: string) => send({ type: 'coupon.change', value }),
    applyPromoCode: () => send({ type: 'coupon.apply' }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
    acknowledge: () => send({ type: 'dialog.ok' }),
    closeSnackbar: () => send({ type: 'snackbar.close' }),
  };
}
