import styled from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { DialogFields as Fields, DialogForm as Form, submitHandler } from '../dialog/dialog-form';
import { Link } from '../link';
import { PasswordField } from '../password-field';
import { TextField } from '../text-field';
import { tokens } from '../../tokens';
import { useTexts, useTranslate } from '../../i18n/use-texts';

/** Texts of the store's login dialog (store-and-assessment.md §2.5, §2.6; learning-app.md §5 "Sign-in"). */
export const loginDialogTexts = {
  title: 'Log In to Your Quest Account!',
  username: 'Username',
  password: 'Password',
  logIn: 'Log In',
  newHere: 'New to Quest?',
  signUp: 'Sign Up and Start Learning!',
} as const;

/** The dialog's fields. */
export type LoginDialogField = 'username' | 'password';

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the typed user name (the mobile number). */
  username: string;
  /** Content: the typed password; it lives only in the input and the caller's memory, never in storage. */
  password: string;
  /** Content: field errors ("Username is required", "Password is required"). */
  errors?: Partial<Record<LoginDialogField, string>>;
  /** Content: why the last login failed (the server's message), shown as an alert above Log In. */
  failure?: string | null;
  /** Behaviour: the server is checking the credentials; the form is locked and Log In shows progress. */
  busy?: boolean;
  /** Events: typing in a field. */
  onFieldChange: (field: LoginDialogField, value: string) => void;
  /** Events: Log In pressed, or Enter in a field, with the values as typed. Never while busy. */
  onSubmit: (values: { username: string; password: string }) => void;
  /** Events: the "Sign Up and Start Learning!" link (the caller swaps this dialog for the sign-up one). */
  onSignUp: () => void;
  /** Events: Escape, the backdrop or the close button (not while busy): the pending action is dropped. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The login dialog a visitor meets when launching, trying or buying: Username, Password with show/hide, Log In,
 * the failure text, and the link "Sign Up and Start Learning!". The fields carry `autocomplete` so the browser's
 * password manager can keep the password; the dialog stores nothing.
 */
export function LoginDialog({
  open,
  username,
  password,
  errors = {},
  failure = null,
  busy = false,
  onFieldChange,
  onSubmit,
  onSignUp,
  onClose,
  inline = false,
}: LoginDialogProps) {
  const t = useTexts(loginDialogTexts);
  const translate = useTranslate();
  const submit = submitHandler(busy, () => onSubmit({ username, password }));
  return (
    <Dialog
      open={open}
      inline={inline}
      title={t.title}
      size="sm"
      fullScreenOnSmall
      dismissible={!busy}
      onClose={onClose}
    >
      <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        <Fields disabled={busy}>
          <TextField
            label={t.username}
            name="username"
            autoComplete="username"
            inputMode="numeric"
            required
            value={username}
            error={errors.username && translate(errors.username)}
            data-autofocus
            onValueChange={(value) => onFieldChange('username', value)}
          />
          <PasswordField
            label={t.password}
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password && translate(errors.password)}
            onValueChange={(value) => onFieldChange('password', value)}
          />
        </Fields>
        {failure ? <Failure role="alert">{translate(failure)}</Failure> : null}
        <Button type="submit" fullWidth loading={busy}>
          {t.logIn}
        </Button>
      </Form>
      <SignUp>
        <span>{t.newHere}</span>
        <Link onClick={onSignUp}>{t.signUp}</Link>
      </SignUp>
    </Dialog>
  );
}

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;

const SignUp = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[1]};
  margin: ${tokens.space[3]} 0 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;
