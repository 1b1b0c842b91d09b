import { digitsOnly } from '../field';
import { TextField, type TextFieldProps } from '../text-field';

/** An Indian PIN code has 6 digits. */
export const PINCODE_LENGTH = 6;

/** Props of {@link PincodeField}. */
export interface PincodeFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'sanitize' | 'maxLength' | 'inputMode' | 'autoComplete'
> {
  /** Content: the label, e.g. "Pincode". */
  label: string;
}

/** A postal PIN code: digits only, at most 6 (more are ignored), numeric keyboard, postal-code autofill. */
export function PincodeField(props: PincodeFieldProps) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="postal-code"
      sanitize={(raw) => digitsOnly(raw, PINCODE_LENGTH)}
    />
  );
}
