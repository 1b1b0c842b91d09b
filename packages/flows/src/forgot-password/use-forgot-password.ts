import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { passwordRuleChecks, type PasswordRuleCheck } from '@quest/api/password-rule';
import {
  forgotPasswordMachine,
  type ForgotPasswordErrors,
  type ForgotPasswordField,
  type ForgotPasswordInput,
} from './forgot-password.machine.ts';

/** The real effects the app supplies (`machine.provide` options). */
export type ForgotPasswordImplementations = Parameters<typeof forgotPasswordMachine.provide>[0];

/** Which dialog content shows: the username, the Verification dialog, step 2, the success message, or nothing. */
export type ForgotPasswordStep = 'username' | 'verification' | 'newPassword' | 'success' | 'closed';

export interface ForgotPasswordView {
  step: ForgotPasswordStep;
  /** True while a call is in flight (verify user, resend, code check, password change). */
  busy: boolean;
  /** True while resending the code. */
  resending: boolean;
  /** True after the code was accepted, during the 1 s step delay. */
  codeAccepted: boolean;
  username: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  /** The password rule's hint lines for the new password as typed (at least 8 characters, not common). */
  passwordChecks: PasswordRuleCheck[];
  /** Field errors with the spec's texts. */
  errors: ForgotPasswordErrors;
  /** A server error to show in the dialog. */
  error: string | null;
  /** Info text (the code check's message, or "OTP was resent successfully!"). */
  info: string | null;
  /** The success message, shown 6 s before the flow closes. */
  success: string | null;
  /** True once the flow is closed (Not now, close, or after success). */
  closed: boolean;
  setField: (field: ForgotPasswordField, value: string) => void;
  /** Step 1: check the username and send the code. */
  submitUsername: (username?: string) => void;
  /** Verification dialog: Verify. */
  verifyCode: (code?: string) => void;
  /** Verification dialog: Resend OTP. */
  resendCode: () => void;
  /** Verification dialog: Edit (back to the username). */
  editUsername: () => void;
  /** Step 2: save the new password. */
  submitPassword: (values?: { newPassword: string; confirmPassword: string }) => void;
  /** Not now / close, at any step. */
  close: () => void;
}

/** Forgot-password dialog flow for the screen: plain values and callbacks, no state strings. */
export function useForgotPassword(
  implementations: ForgotPasswordImplementations,
  input?: ForgotPasswordInput,
): ForgotPasswordView {
  const [machine] = useState(() => forgotPasswordMachine.provide(implementations));
  const [snapshot, send] = useMachine(machine, { input });
  const { context } = snapshot;
  const setField = useCallback(
    (field: ForgotPasswordField, value: string) => send({ type: 'field.change', field, value }),
    [send],
  );
  const submitUsername = useCallback(
    (username?: string) => send({ type: 'username.submit', ...(username === undefined ? {} : { username }) }),
    [send],
  );
  const verifyCode = useCallback(
    (code?: string) => send({ type: 'code.verify', ...(code === undefined ? {} : { code }) }),
    [send],
  );
  const resendCode = useCallback(() => send({ type: 'otp.resend' }), [send]);
  const editUsername = useCallback(() => send({ type: 'username.edit' }), [send]);
  const submitPassword = useCallback(
    (values?: { newPassword: string; confirmPassword: string }) =>
      send({ type: 'password.submit', ...values }),
    [send],
  );
  const close = useCallback(() => send({ type: 'dialog.close' }), [send]);

  const step: ForgotPasswordStep =
    snapshot.matches('enteringUsername') || snapshot.matches('verifyingUser')
      ? 'username'
      : snapshot.matches('enteringPassword') || snapshot.matches('changing')
        ? 'newPassword'
        : snapshot.matches('succeeded')
          ? 'success'
          : snapshot.matches('closed')
            ? 'closed'
            : 'verification';
  return {
    step,
    busy:
      snapshot.matches('verifyingUser') ||
      snapshot.matches('resendingCode') ||
      snapshot.matches('checkingCode') ||
      snapshot.matches('changing'),
    resending: snapshot.matches('resendingCode'),
    codeAccepted: snapshot.matches('codeAccepted'),
    username: context.username,
    code: context.code,
    newPassword: context.newPassword,
    confirmPassword: context.confirmPassword,
    passwordChecks: passwordRuleChecks(context.newPassword),
    errors: context.errors,
    error: context.error,
    info: context.info,
    success: context.success,
    closed: step === 'closed',
    setField,
    submitUsername,
    verifyCode,
    resendCode,
    editUsername,
    submitPassword,
    close,
  };
}
