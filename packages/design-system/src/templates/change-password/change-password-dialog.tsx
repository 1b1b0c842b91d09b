import styled from 'styled-components';
import { Dialog } from '../../components/dialog';
import { PasswordField } from '../../components/password-field';
import type { PasswordRuleHintCheck } from '../../components/password-rule-hint';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { DialogFields as Fields, DialogForm as Form, submitHandler } from '../identity-shared/layout';
import { CancelSubmitActions, NewPasswordFields } from '../identity-shared/password-parts';

/** Texts of the Change Password dialog (learning-app.md §2 "Profile", §5). */
export const changePasswordDialogTexts = {
  title: 'Change Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  save: 'Change Password',
  cancel: 'Cancel',
} as const;

/** The dialog's fields. */
export type ChangePasswordDialogField = 'currentPassword' | 'newPassword' | 'confirmPassword';

/** Props of {@link ChangePasswordDialog}. */
export interface ChangePasswordDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the typed passwords; they live only in the inputs and the caller's memory. */
  values: Record<ChangePasswordDialogField, string>;
  /**
   * Content: the password rule checked against the new password as typed ("At least 8 characters", "Not a common
   * password"), shown under it as a hint that updates while typing. Leave undefined to show no hint.
   */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  /**
   * Content: field errors with the spec's texts: "Current Password required", "New Password required",
   * "Confirm Password required", "Passwords do not match.", and the password rule's ("Password must be at least 8
   * characters", "This password is too common. Choose another").
   */
  errors?: Partial<Record<ChangePasswordDialogField, string>>;
  /** Content: the last server failure, also shown in the dialog (an alert) while the app's toast shows it. */
  failure?: string | null;
  /** Content: the signed-in user name, for the browser's password manager (never shown). */
  username?: string;
  /** Behaviour: the new password is being saved; the form is locked and the main button shows progress. */
  busy?: boolean;
  /** Events: typing in a field. */
  onFieldChange: (field: ChangePasswordDialogField, value: string) => void;
  /** Events: Change Password pressed or Enter in a field, with the values as typed. */
  onSubmit: (values: Record<ChangePasswordDialogField, string>) => void;
  /** Events: Cancel, Escape or the close button. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The profile's Change Password dialog (only for the PASSWORD login type): Current Password, New Password and
 * Confirm Password with show/hide toggles, Cancel and Change Password. The caller shows the result as a 6 s
 * toast and closes the dialog on success.
 */
export function ChangePasswordDialog({
  open,
  values,
  passwordChecks,
  errors = {},
  failure,
  username,
  busy = false,
  onFieldChange,
  onSubmit,
  onClose,
  inline = false,
}: ChangePasswordDialogProps) {
  const t = useTexts(changePasswordDialogTexts);
  const translate = useTranslate();
  const submit = submitHandler(busy, () => onSubmit(values));
  return (
    <Dialog
      open={open}
      inline={inline}
      title={t.title}
      size="sm"
      fullScreenOnSmall
      dismissible={!busy}
      onClose={onClose}
    >
      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {username !== undefined ? (
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
        ) : null}
        <Fields disabled={busy}>
          <PasswordField
            label={t.currentPassword}
            name="current-password"
            autoComplete="current-password"
            value={values.currentPassword}
            error={errors.currentPassword && translate(errors.currentPassword)}
            required
            data-autofocus
            onValueChange={(value) => onFieldChange('currentPassword', value)}
          />
          <NewPasswordFields
            newLabel={t.newPassword}
            confirmLabel={t.confirmPassword}
            newPassword={values.newPassword}
            confirmPassword={values.confirmPassword}
            passwordChecks={passwordChecks}
            errors={errors}
            onFieldChange={onFieldChange}
          />
        </Fields>
        {failure ? <Failure role="alert">{translate(failure)}</Failure> : null}
        <CancelSubmitActions cancelLabel={t.cancel} submitLabel={t.save} busy={busy} onCancel={onClose} />
      </Form>
    </Dialog>
  );
}

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;
