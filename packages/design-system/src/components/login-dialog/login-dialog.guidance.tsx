import type { GuidanceProps } from '../../../../../stories/docs-kit';
import { LoginDialog } from './login-dialog';

const noop = () => {};

/** Designer guidance for the Login Dialog docs page (login-dialog.mdx, ADR 0131). */
export const guidance: GuidanceProps = {
  use: [
    'When a visitor who is not signed in reaches for something that needs an account (Buy, a trial, a locked card): log in without leaving the page.',
    'With the link to sign up underneath, for visitors who have no account yet.',
  ],
  avoid: [
    'As the app’s front door: the Sign In screen is the full page for that.',
    'To ask for a password again inside a signed-in session (changing the password): use the Change Password screen.',
  ],
  dos: [
    {
      caption: 'Show each field’s own error under it, in the spec’s words.',
      example: (
        <LoginDialog
          inline
          open
          username=""
          password=""
          errors={{ username: 'Username is required', password: 'Password is required' }}
          onFieldChange={noop}
          onSubmit={noop}
          onSignUp={noop}
          onClose={noop}
        />
      ),
    },
    {
      caption:
        'Show the server’s reason for a failed login as an alert above Log In, keeping what was typed.',
      example: (
        <LoginDialog
          inline
          open
          username="9876543210"
          password="secret12"
          failure="Invalid user name or password."
          onFieldChange={noop}
          onSubmit={noop}
          onSignUp={noop}
          onClose={noop}
        />
      ),
    },
  ],
  donts: [
    {
      caption:
        'Don’t put a field’s problem in the top alert: "Username is required" belongs under the field.',
      example: (
        <LoginDialog
          inline
          open
          username=""
          password=""
          failure="Username is required. Password is required."
          onFieldChange={noop}
          onSubmit={noop}
          onSignUp={noop}
          onClose={noop}
        />
      ),
    },
  ],
  content: [
    'The texts are the spec’s: "Log In to Your Quest Account!", Username, Password, Log In, "New to Quest?" and "Sign Up and Start Learning!".',
    'The user name is the student’s 10-digit mobile number.',
    'Errors: "Username is required", "Password is required"; the server’s failure message is shown as it comes.',
    'Hindi: the labels stay one line each at 320 px; the title may wrap to two lines.',
  ],
  a11y: [
    'A dialog named by its title; focus goes to Username when it opens; Enter in a field logs in.',
    'Each field has a visible label; its error is tied to it and read when the field is focused.',
    'While the server checks, the form is locked and Log In is announced busy; the dialog cannot be closed then.',
    'The password is never shown in the page text and never stored.',
    'Log In and the sign-up link are at least 44 px tall.',
  ],
};
