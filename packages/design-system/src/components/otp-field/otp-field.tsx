import { digitsOnly } from '../field';
import { TextField, type TextFieldProps } from '../text-field';

/** The spec's longest verification code. */
export const OTP_MAX_LENGTH = 10;

/** Props of {@link OtpField}. */
export interface OtpFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'sanitize' | 'maxLength' | 'inputMode' | 'autoComplete'
> {
  /** Content: the label, e.g. "Verification Code". */
  label: string;
}

/**
 * A one-time verification code: digits only, at most 10 (more are ignored), numeric keyboard, and the
 * `one-time-code` autofill so phones offer the code from the SMS.
 */
export function OtpField(props: OtpFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      sanitize={(raw) => digitsOnly(raw, OTP_MAX_LENGTH)}
    />
  );
}
