import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { PasswordField } from './password-field';

const noop = () => {};

/** Designer guidance for PasswordField (shown on its docs page by password-field.mdx). */
export const guidance: GuidanceProps = {
  use: ['To sign in (current-password) or set a password (new-password), with a show/hide toggle.'],
  avoid: ['A one-time code: use OTP Field.', 'A value that is not secret: use Text Field.'],
  dos: [
    {
      caption: "The spec's label, the toggle to check what was typed, the rules under a new password.",
      example: (
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          helperText="At least 3 characters."
          defaultValue=""
          onValueChange={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption: "Don't repeat the rule as a shouted error before the learner has finished typing.",
      example: (
        <PasswordField
          label="Set Password"
          autoComplete="new-password"
          defaultValue="ab"
          error="PASSWORD TOO SHORT! Password must be at least 3 characters long and must not be empty."
          onValueChange={noop}
        />
      ),
    },
  ],
  content: [
    'Labels: "Password", "Set Password", "Confirm Password", "Current Password"; mismatch: "Password not match." (spec).',
    'Limits: at least 3 and at most 50 characters (learning-app.md §9). Never show the password in an error.',
  ],
  a11y: [
    'The toggle is a button named "Show password" / "Hide password" with aria-pressed; it keeps focus in place.',
    'autoComplete lets password managers fill or save it; never block paste.',
  ],
};
