import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { TextField } from './text-field';

const noop = () => {};

/** Designer guidance for TextField (shown on its docs page by text-field.mdx). */
export const guidance: GuidanceProps = {
  use: ['For one line of free text: name, email, city, user name. Always with a visible label.'],
  avoid: [
    'A mobile number, pincode or code: use Phone Field, Pincode Field or OTP Field (digits only, right keyboard).',
    'A password: use Password Field; a search box: use Search Field; several lines: use Text Area.',
    'A choice from a known list: use Select or Radio Group.',
  ],
  dos: [
    {
      caption: "A short label above, a hint under it, and the spec's limit with a counter.",
      example: (
        <TextField
          label="Your City"
          helperText="Where you live now"
          maxLength={50}
          showCounter
          defaultValue="Pune"
          onValueChange={noop}
        />
      ),
    },
    {
      caption: "The error says what to do, in the spec's words, under the field.",
      example: (
        <TextField label="Name" required error="Name is required" defaultValue="" onValueChange={noop} />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't use the placeholder as the label: it disappears as soon as the learner types.",
      example: (
        <TextField
          label="Name"
          hideLabel
          placeholder="Enter your full name as on your school ID card"
          onValueChange={noop}
        />
      ),
    },
    {
      caption: "Don't blame or shout in errors.",
      example: (
        <TextField
          label="Email ID"
          error="INVALID INPUT!!! You entered a wrong email."
          defaultValue="asha@"
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Labels as the spec spells them: "Name", "Email ID", "Your City"; one to three words, no colon.',
    'Limits from the spec: 50 characters for name, user name, password, city and email (learning-app.md §9); show a counter near the limit.',
    'Errors: the spec\'s texts ("Name is required", "Email ID is not valid"); otherwise kind and specific. Length: "Length should be less than 50 characters".',
    'Hindi input is welcome in names and cities; Devanagari takes more width, so never size a field to its expected text.',
  ],
  a11y: [
    'The label names the input (also when hidden with hideLabel); helper, counter and error describe it, in that order.',
    'An error sets aria-invalid; required sets aria-required and an asterisk. Disabled fields are skipped by Tab; read-only ones are not.',
    'The box is at least 44 px tall; focus shows a ring; errors show an icon and text, not only red.',
  ],
};
