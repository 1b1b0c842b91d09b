import { useState } from 'react';
import { fn } from 'storybook/test';
import type { SignUpOtpView } from './sign-up-parts';

/** Story-only helpers of the sign-up templates (not part of the package). */

/** The args the sign-up wizard and the cart's sign-up form share: an empty number, no dialog, spies for events. */
export function signUpStoryArgs() {
  return {
    mobile: '',
    mobileVerified: false,
    canSendOtp: true,
    sendingOtp: false,
    errors: {},
    submitting: false,
    otp: { open: false, code: '' },
    snackbar: null,
    alert: null,
    onMobileChange: fn(),
    onGetOtp: fn(),
    onEditMobile: fn(),
    onFieldChange: fn(),
    onOtpCodeChange: fn(),
    onVerifyOtp: fn(),
    onResendOtp: fn(),
    onCloseOtp: fn(),
    onAlertOk: fn(),
    onSnackbarClose: fn(),
  };
}

/** What {@link useStoryMobileAndOtp} reads from a sign-up story's args. */
interface MobileAndOtpArgs {
  mobile: string;
  canSendOtp: boolean;
  otp: SignUpOtpView;
  onMobileChange: (value: string) => void;
  onOtpCodeChange: (code: string) => void;
}

/**
 * Keeps the typed mobile number and OTP code in story state, as the sign-up flow does, and still reports every
 * call to the args. Get OTP follows the flow's rule: offered (when `canSendOtp`) only with exactly 10 digits.
 */
export function useStoryMobileAndOtp(args: MobileAndOtpArgs) {
  const [mobile, setMobile] = useState(args.mobile);
  const [code, setCode] = useState(args.otp.code);
  return {
    mobile,
    canSendOtp: args.canSendOtp && mobile.length === 10,
    otp: { ...args.otp, code },
    onMobileChange: (value: string) => {
      setMobile(value);
      args.onMobileChange(value);
    },
    onOtpCodeChange: (value: string) => {
      setCode(value);
      args.onOtpCodeChange(value);
    },
  };
}

/** Arg-table rows of the mobile, OTP and message props every sign-up template shares, by category. */
export const signUpStoryArgTypes = {
  content: {
    mobile: { table: { category: 'Content' } },
    mobileVerified: { table: { category: 'Content' } },
  },
  messages: {
    errors: { table: { category: 'Content' } },
    otp: { table: { category: 'Content' } },
    snackbar: { table: { category: 'Content' } },
    alert: { table: { category: 'Content' } },
  },
  behaviour: {
    mobileLocked: { table: { category: 'Behaviour' } },
    canSendOtp: { table: { category: 'Behaviour' } },
    sendingOtp: { table: { category: 'Behaviour' } },
    submitting: { table: { category: 'Behaviour' } },
  },
  mobileEvents: {
    onMobileChange: { table: { category: 'Events' } },
    onGetOtp: { table: { category: 'Events' } },
    onEditMobile: { table: { category: 'Events' } },
    onFieldChange: { table: { category: 'Events' } },
  },
  otpEvents: {
    onOtpCodeChange: { table: { category: 'Events' } },
    onVerifyOtp: { table: { category: 'Events' } },
    onResendOtp: { table: { category: 'Events' } },
    onCloseOtp: { table: { category: 'Events' } },
    onAlertOk: { table: { category: 'Events' } },
    onSnackbarClose: { table: { category: 'Events' } },
  },
} as const;
