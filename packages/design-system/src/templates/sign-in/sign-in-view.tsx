import type { FormEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Link } from '../../components/link';
import { PasswordField } from '../../components/password-field';
import { TextField } from '../../components/text-field';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';

/** Texts of the sign-in screen (learning-app.md §2 "Sign-in"). */
export const signInViewTexts = {
  title: 'Log In to Your Quest Account!',
  username: 'Username',
  password: 'Password',
  rememberMe: 'Remember Me',
  forgotPassword: 'Forgot Password',
  login: 'Login',
  back: 'Back',
  explore: "I'm a new user. I want to Explore",
  signUp: "I'm a new user. I want to Sign Up",
  privacyPolicy: 'Privacy Policy',
  terms: 'Terms and Conditions',
  /** The notice after a session ended (a 401 on a signed-in call, ADR 0116). */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/** Props of {@link SignInView}. */
export interface SignInViewProps {
  /** Content: the heading. */
  title?: string;
  /** Content: the typed user name (the mobile number). */
  username: string;
  /** Content: the typed password; it lives only in the input and the caller's memory. */
  password: string;
  /** Content: Remember Me (on by default in the flow). */
  rememberMe: boolean;
  /** Content: field errors, e.g. "Username is required" / "Password is required". */
  errors?: { username?: string; password?: string };
  /** Behaviour: the server is checking the credentials; the form is locked and Login shows progress. */
  busy?: boolean;
  /** Content: a slot above the form (a brand mark, a notice). */
  header?: ReactNode;
  /** Content: a message under the heading, announced politely, e.g. "Your session has ended. Please log in
   * again." ({@link signInViewTexts}.sessionEnded). Not shown without it. */
  notice?: string;
  /** Accessibility: `main` when the view is the page (default); `div` when it sits inside another page or sheet. */
  as?: 'main' | 'div';
  /** Events: typing in a field. */
  onFieldChange: (field: 'username' | 'password', value: string) => void;
  /** Events: Remember Me toggled. */
  onRememberMeChange: (value: boolean) => void;
  /** Events: Login pressed or Enter in a field, with the values as typed. */
  onSubmit: (values: { username: string; password: string }) => void;
  /** Events: the Forgot Password link. */
  onForgotPassword: () => void;
  /** Events: Back (to /). Without it the button is not shown. */
  onBack?: () => void;
  /** Events: "I'm a new user. I want to Explore". Without it the button is not shown. */
  onExplore?: () => void;
  /** Events: "I'm a new user. I want to Sign Up". Without it the button is not shown. */
  onSignUp?: () => void;
  /** Events: the Privacy Policy link (opens the configured terms URL). */
  onPrivacyPolicy: () => void;
  /** Events: the Terms and Conditions link (opens the configured terms URL). */
  onTerms: () => void;
}

/**
 * The sign-in screen's look: user name, password with show/hide, Remember Me, Forgot Password, Login, the
 * conditional Back / Explore / Sign Up buttons and the policy links. The fields carry `autocomplete`
 * (`username`, `current-password`) so the browser's password manager can remember the password; the view never
 * stores anything.
 */
export function SignInView({
  title,
  username,
  password,
  rememberMe,
  errors = {},
  busy = false,
  header,
  notice,
  as = 'main',
  onFieldChange,
  onRememberMeChange,
  onSubmit,
  onForgotPassword,
  onBack,
  onExplore,
  onSignUp,
  onPrivacyPolicy,
  onTerms,
}: SignInViewProps) {
  const texts = useTexts(signInViewTexts);
  const t = useTranslate();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit({ username, password });
  };
  return (
    <Page as={as}>
      <Panel>
        {header}
        <Heading>{title ?? texts.title}</Heading>
        {notice && <Banner type="info" message={t(notice)} dismissible={false} />}
        <Form noValidate onSubmit={submit} aria-busy={busy || undefined}>
          <fieldset disabled={busy}>
            <TextField
              label={texts.username}
              name="username"
              autoComplete="username"
              inputMode="numeric"
              value={username}
              error={errors.username && t(errors.username)}
              required
              onValueChange={(value) => onFieldChange('username', value)}
            />
            <PasswordField
              label={texts.password}
              name="password"
              autoComplete="current-password"
              value={password}
              error={errors.password && t(errors.password)}
              required
              onValueChange={(value) => onFieldChange('password', value)}
            />
            <Row>
              <Checkbox label={texts.rememberMe} checked={rememberMe} onCheckedChange={onRememberMeChange} />
              <Link onClick={onForgotPassword}>{texts.forgotPassword}</Link>
            </Row>
          </fieldset>
          <Button type="submit" fullWidth loading={busy}>
            {texts.login}
          </Button>
        </Form>
        {(onBack || onExplore || onSignUp) && (
          <Choices>
            {onExplore && (
              <Button variant="secondary" fullWidth onClick={onExplore}>
                {texts.explore}
              </Button>
            )}
            {onSignUp && (
              <Button variant="secondary" fullWidth onClick={onSignUp}>
                {texts.signUp}
              </Button>
            )}
            {onBack && (
              <Button variant="text" fullWidth onClick={onBack}>
                {texts.back}
              </Button>
            )}
          </Choices>
        )}
        <Policies>
          <Link onClick={onPrivacyPolicy}>{texts.privacyPolicy}</Link>
          <span aria-hidden="true">·</span>
          <Link onClick={onTerms}>{texts.terms}</Link>
        </Policies>
      </Panel>
    </Page>
  );
}

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: ${tokens.space[4]};
  background: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  ${media.up('md')} {
    padding: ${tokens.space[8]} ${tokens.space[4]};
  }
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  width: 100%;
  max-width: 420px;
  ${media.up('md')} {
    padding: ${tokens.space[6]};
    border-radius: ${tokens.radius.lg};
    background: ${tokens.color.surface.raised};
    box-shadow: ${tokens.elevation.md};
  }
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  fieldset {
    display: flex;
    flex-direction: column;
    gap: ${tokens.space[3]};
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[2]};
`;

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
`;

const Policies = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[2]};
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;
