import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { OtpField } from './otp-field';

const noop = () => {};

/** Designer guidance for OtpField (shown on its docs page by otp-field.mdx). */
export const guidance: GuidanceProps = {
  use: ['The code sent by SMS: digits only, up to 10, filled from the SMS on phones that offer it.'],
  avoid: ['A password: use Password Field; a mobile number: use Phone Field.'],
  dos: [
    {
      caption: "One box, the spec's label, the error in the spec's words.",
      example: (
        <OtpField
          label="Verification Code"
          error="Verification Code is required"
          defaultValue=""
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't hide what the code is for behind a vague label.",
      example: <OtpField label="Code" helperText="Enter it" defaultValue="" onValueChange={noop} />,
    },
  ],
  content: [
    'Label: "Verification Code"; up to 10 digits (learning-app.md §9). After a resend: "OTP was resent successfully!".',
  ],
  a11y: [
    'One input (not one box per digit), so paste and screen readers work; autocomplete=one-time-code and the number pad.',
  ],
};
