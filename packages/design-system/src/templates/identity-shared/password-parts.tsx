import { PasswordField } from '../../components/password-field';
import { PasswordRuleHint, type PasswordRuleHintCheck } from '../../components/password-rule-hint';

/** Props of {@link NewPasswordFields}. */
interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
  newPassword: string;
  confirmPassword: string;
  /** The password rule checked against the new password as typed: a hint under it that updates while typing. */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  errors: { newPassword?: string; confirmPassword?: string };
  /** The new password takes focus as the dialog opens. */
  focusFirst?: boolean;
  onFieldChange: (field: 'newPassword' | 'confirmPassword', value: string) => void;
}

/** A new password and its confirmation, both hinted `new-password` for the browser's password manager. */
export function NewPasswordFields({
  newLabel,
  confirmLabel,
  newPassword,
  confirmPassword,
  passwordChecks,
  errors,
  focusFirst = false,
  onFieldChange,
}: NewPasswordFieldsProps) {
  return (
    <>
      <PasswordField
        label={newLabel}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        helperText={passwordChecks && <PasswordRuleHint checks={passwordChecks} />}
        error={errors.newPassword}
        required
        data-autofocus={focusFirst || undefined}
        onValueChange={(value) => onFieldChange('newPassword', value)}
      />
      <PasswordField
        label={confirmLabel}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword}
        required
        onValueChange={(value) => onFieldChange('confirmPassword', value)}
      />
    </>
  );
}

export { CancelSubmitActions } from '../../components/dialog/dialog-form';
