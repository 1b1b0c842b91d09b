import { PasswordField } from '../../components/password-field';

/** Props of {@link NewPasswordFields}. */
interface NewPasswordFieldsProps {
  newLabel: string;
  confirmLabel: string;
  newPassword: string;
  confirmPassword: string;
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
