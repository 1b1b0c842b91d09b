import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { GetOtpChip } from '../chip';
import { PhoneField } from './phone-field';

const noop = () => {};

/** Designer guidance for PhoneField (shown on its docs page by phone-field.mdx). */
export const guidance: GuidanceProps = {
  use: [
    'An Indian mobile number: "+91" before the box, digits only, 10 at most; GET OTP in the box once 10 digits are in.',
  ],
  avoid: [
    'Any other number (pincode, code): use Pincode Field or OTP Field.',
    'A phone number shown, not edited: write it as text.',
  ],
  dos: [
    {
      caption:
        "The spec's label; GET OTP appears with exactly 10 digits; a verified number is locked with a tick.",
      example: (
        <div style={{ display: 'grid', gap: 8 }}>
          <PhoneField
            label="Mobile number"
            defaultValue="9876543210"
            trailing={<GetOtpChip onClick={noop} />}
            onValueChange={noop}
          />
          <PhoneField
            label="Mobile Number (Your User Name)"
            defaultValue="9876543210"
            locked
            trailing={<GetOtpChip verified />}
            onValueChange={noop}
          />
        </div>
      ),
    },
  ],
  donts: [
    {
      caption:
        "Don't ask for the country code or spaces in the hint: +91 is fixed and pasted numbers are cleaned.",
      example: (
        <PhoneField
          label="Mobile number"
          helperText="Type +91 first, then your number with spaces, e.g. +91 98765 43210"
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Label: "Mobile number" (or "Mobile Number (Your User Name)" in sign-up). 10 digits, +91 shown, not typed.',
    'Errors from the spec: "Mobile number is required", "Mobile number is not valid", "Please verify mobile number".',
    'Digits typed on a Hindi keyboard (Devanagari digits) are turned into 0–9; a pasted "+91 98765 43210" keeps the 10 digits.',
  ],
  a11y: [
    'The label names the input; "+91" is read with it (aria-describedby); the phone shows the number pad (inputMode numeric).',
    'The verified tick is an image named "Mobile number verified", not colour alone; GET OTP is a 44 px target.',
  ],
};
