import { Button } from '../../components/button';
import { PasswordField } from '../../components/password-field';
import { DialogActions } from './layout';

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

/** Props of {@link CancelSubmitActions}. */
interface CancelSubmitActionsProps {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}

/** A dialog form's Cancel and submit buttons; while busy Cancel is disabled and submit shows progress. */
export function CancelSubmitActions({ cancelLabel, submitLabel, busy, onCancel }: CancelSubmitActionsProps) {
  return (
    <DialogActions>
      <Button variant="secondary" disabled={busy} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
