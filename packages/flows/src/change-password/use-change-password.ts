import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { passwordRuleChecks, type PasswordRuleCheck } from '@quest/api/password-rule';
import {
  changePasswordMachine,
  type ChangePasswordErrors,
  type ChangePasswordField,
  type ChangePasswordValues,
} from './change-password.machine.ts';

/** The real effects the app supplies (`machine.provide` options). */
export type ChangePasswordImplementations = Parameters<typeof changePasswordMachine.provide>[0];

export interface ChangePasswordView {
  /** True while the new password is being saved. */
  saving: boolean;
  /** True once the password was changed (the dialog closes). */
  done: boolean;
  values: ChangePasswordValues;
  /** The password rule's hint lines for the new password as typed (at least 8 characters, not common). */
  passwordChecks: PasswordRuleCheck[];
  /** Field errors with the spec's texts. */
  errors: ChangePasswordErrors;
  /** The last server error (also shown as a 6 s red toast). */
  error: string | null;
  /** The success message once done. */
  success: string | null;
  setField: (field: ChangePasswordField, value: string) => void;
  /** Validate and save (optionally with the form's values). */
  submit: (values?: Partial<ChangePasswordValues>) => void;
}

/** Change Password dialog flow for the screen: plain values and callbacks, no state strings. */
export function useChangePassword(implementations: ChangePasswordImplementations): ChangePasswordView {
  const [machine] = useState(() => changePasswordMachine.provide(implementations));
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const setField = useCallback(
    (field: ChangePasswordField, value: string) => send({ type: 'field.change', field, value }),
    [send],
  );
  const submit = useCallback(
    (values?: Partial<ChangePasswordValues>) => send({ type: 'password.submit', ...values }),
    [send],
  );
  return {
    saving: snapshot.matches('saving'),
    done: snapshot.matches('done'),
    values: {
      currentPassword: context.currentPassword,
      newPassword: context.newPassword,
      confirmPassword: context.confirmPassword,
    },
    passwordChecks: passwordRuleChecks(context.newPassword),
    errors: context.errors,
    error: context.error,
    success: context.success,
    setField,
    submit,
  };
}
