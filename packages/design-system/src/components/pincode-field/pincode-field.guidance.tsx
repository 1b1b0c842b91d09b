import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PincodeField } from './pincode-field';

const noop = () => {};

/** Designer guidance for PincodeField (shown on its docs page by pincode-field.mdx). */
export const guidance: GuidanceProps = {
  use: ['An Indian pincode: digits only, 6 at most, number pad on phones.'],
  avoid: ['A mobile number: use Phone Field; a one-time code: use OTP Field.'],
  dos: [
    {
      caption: "The spec's label, short box, digits only.",
      example: <PincodeField label="Pincode" defaultValue="411001" onValueChange={noop} />,
    },
  ],
  donts: [
    {
      caption:
        "Don't use a text field for a pincode: letters are accepted and the phone shows the wrong keyboard.",
      example: (
        <PincodeField
          label="Pincode / ZIP / Postal code of your area (6 digits)"
          defaultValue="411001"
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Label: "Pincode". 6 digits (learning-app.md §9); the spec does not check it on submit in the wizard.',
  ],
  a11y: [
    'Number pad (inputMode numeric) and autocomplete=postal-code; the label names it; errors are read with it.',
  ],
};
