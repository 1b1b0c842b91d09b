import { useState } from 'react';
import { useTranslate } from '../../i18n/use-texts';
import { IconButton } from '../icon-button';
import { TextField, type TextFieldProps } from '../text-field';

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'end' | 'sanitize' | 'autoComplete' | 'locked'
> {
  /** Content: the label, e.g. "Password", "Set Password" or "Confirm Password". */
  label: string;
  /** Behaviour: `current-password` to sign in, `new-password` to set one (password managers offer to save it). */
  autoComplete?: 'current-password' | 'new-password';
  /** Behaviour: starts with the password shown. */
  defaultVisible?: boolean;
  /** Accessibility: the toggle's label while the password is hidden. */
  showPasswordLabel?: string;
  /** Accessibility: the toggle's label while the password is shown. */
  hidePasswordLabel?: string;
}

/**
 * A password input with a show/hide toggle (a pressed-state icon button). The value lives only in the input
 * and the caller's state: nothing is written to attributes, storage or the URL.
 */
export function PasswordField({
  autoComplete = 'current-password',
  defaultVisible = false,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  disabled,
  ...rest
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(defaultVisible);
  const t = useTranslate();
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <IconButton
          size="sm"
          icon="eye"
          pressedIcon="eye-off"
          label={t(visible ? hidePasswordLabel : showPasswordLabel)}
          pressed={visible}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
