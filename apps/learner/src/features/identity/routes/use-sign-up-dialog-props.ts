import { useState } from 'react';
import type { useSignUp } from '@quest/flows';

type SignUpFlow = ReturnType<typeof useSignUp>;

/**
 * The props the sign-up views share (the wizard page and the store's sign-up dialog): the mobile field, the
 * password rule's hint, the Verification dialog with its typed code, the snackbar and the message dialog, wired to the sign-up flow.
 */
export function useSignUpDialogProps(signUp: SignUpFlow) {
  const [code, setCode] = useState('');
  const [resending, setResending] = useState(false);
  return {
    mobile: signUp.mobile,
    mobileVerified: signUp.mobileVerified,
    mobileLocked: signUp.mobileLocked,
    canSendOtp: signUp.canSendOtp,
    sendingOtp: signUp.otpBusy && !signUp.otpDialogOpen,
    errors: signUp.errors,
    /** The password rule's hint under Set Password, updated while typing. */
    passwordChecks: signUp.passwordChecks,
    otp: {
      open: signUp.otpDialogOpen,
      code,
      error: signUp.errors.code,
      busy: signUp.otpDialogOpen && signUp.otpBusy,
      resending: resending && signUp.otpBusy,
    },
    snackbar: signUp.snackbar ? { type: signUp.snackbar.severity, message: signUp.snackbar.message } : null,
    alert: signUp.alert ? { type: signUp.alert.severity, message: signUp.alert.message } : null,
    onMobileChange: signUp.setMobile,
    onGetOtp: () => {
      setCode('');
      signUp.sendOtp();
    },
    onEditMobile: () => {
      if (signUp.otpDialogOpen) signUp.dismissOtp();
      signUp.editMobile();
    },
    onFieldChange: signUp.setField,
    onOtpCodeChange: setCode,
    onVerifyOtp: (value: string) => {
      setResending(false);
      signUp.verifyOtp(value);
    },
    onResendOtp: () => {
      setResending(true);
      setCode('');
      signUp.resendOtp();
    },
    onCloseOtp: signUp.dismissOtp,
    onAlertOk: signUp.acknowledge,
    onSnackbarClose: signUp.closeSnackbar,
  };
}
