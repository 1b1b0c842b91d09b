import { useId, type ReactNode } from 'react';
import { mobileDigits } from '../field';
import { TextField, type TextFieldProps } from '../text-field';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps extends Omit<
  TextFieldProps,
  'type' | 'start' | 'end' | 'sanitize' | 'maxLength' | 'showCounter' | 'inputMode' | 'autoComplete'
> {
  /** Content: the label, e.g. "Mobile number" or "Mobile Number (Your User Name)". */
  label: string;
  /** Content: the country code shown before the number (not part of the value). */
  countryCode?: string;
  /** Content: a slot at the end of the box: the GET OTP chip, or its verified tick. */
  trailing?: ReactNode;
}

/**
 * An Indian mobile number: "+91" shown before it, digits only and at most 10 of them (letters, signs and an
 * 11th digit change nothing), numeric keyboard, autofill of the national number. The caller validates.
 */
export function PhoneField({ countryCode = '+91', trailing, describedBy, ...rest }: PhoneFieldProps) {
  const prefixId = useId();
  return (
    <TextField
      {...rest}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      sanitize={mobileDigits}
      start={<span id={prefixId}>{countryCode}</span>}
      end={trailing}
      describedBy={[prefixId, describedBy].filter(Boolean).join(' ')}
    />
  );
}
