import { PasswordField } from '../../components/password-field';
import { PasswordRuleHint, type PasswordRuleHintCheck } from '../../components/password-rule-hint';
import { useTranslate } from '../../i18n/use-texts';

/** Props of {@link NewPasswordFields}. */
interface NewPasswordFieldsProps {
  /** The labels, already in the active language. */
  newLabel: string;
  confirmLabel: string;
  newPassword: string;
  confirmPassword: string;
  /** The password rule checked against the new password as typed: a hint under it that updates while typing. */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  /** The flow's errors, in English: translated here. */
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
  const t = useTranslate();
  return (
    <>
      <PasswordField
        label={newLabel}
        name="new-password"
        autoComplete="new-password"
        value={newPassword}
        helperText={passwordChecks && <PasswordRuleHint checks={passwordChecks} />}
        error={errors.newPassword && t(errors.newPassword)}
        required
        data-autofocus={focusFirst || undefined}
        onValueChange={(value) => onFieldChange('newPassword', value)}
      />
      <PasswordField
        label={confirmLabel}
        name="confirm-password"
        autoComplete="new-password"
        value={confirmPassword}
        error={errors.confirmPassword && t(errors.confirmPassword)}
        required
        onValueChange={(value) => onFieldChange('confirmPassword', value)}
      />
    </>
  );
}

export { CancelSubmitActions } from '../../components/dialog/dialog-form';
