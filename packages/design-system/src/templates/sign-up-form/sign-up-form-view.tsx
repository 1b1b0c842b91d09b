import styled from 'styled-components';
import { Button } from '../../components/button';
import { Link } from '../../components/link';
import { PasswordField } from '../../components/password-field';
import { PasswordRuleHint, type PasswordRuleHintCheck } from '../../components/password-rule-hint';
import { TextField } from '../../components/text-field';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import {
  IdentityForm as Form,
  SignUpHeading as Heading,
  IdentityPage,
  SignUpPanel,
  submitHandler,
} from '../identity-shared/layout';
import {
  MobileOtpField,
  SignUpDialogs,
  type SignUpNoticeView,
  type SignUpOtpView,
} from '../identity-shared/sign-up-parts';

/** Texts of the cart's sign-up form (store-and-assessment.md §2.3, §2.6). */
export const signUpFormViewTexts = {
  title: 'Sign Up and Start Learning!',
  firstName: 'First Name',
  lastName: 'Last Name',
  mobile: 'Mobile Number (Your User Name)',
  getOtp: 'Get OTP',
  mobileVerified: 'Your mobile number is verified',
  password: 'Set Password',
  email: 'Email ID',
  signUp: 'Sign Up',
  haveAccount: 'Already have an account?',
  logIn: 'Log In',
  ok: 'OK',
} as const;

/** Fields of the form besides the mobile number. */
export type SignUpFormField = 'firstName' | 'lastName' | 'password' | 'emailId';

/** Props of {@link SignUpFormView}. */
export interface SignUpFormViewProps {
  /** Content: the heading (the store dialog's title), shown as given; "Sign Up and Start Learning!" without it. */
  title?: string;
  /** Content: the typed mobile number (10 digits at most, without +91); it becomes the user name. */
  mobile: string;
  /** Content: the number passed the OTP check: the Get OTP chip turns into a verified tick. */
  mobileVerified: boolean;
  /** Behaviour: the mobile field cannot be typed into (verified). */
  mobileLocked?: boolean;
  /** Behaviour: Get OTP is offered (exactly 10 digits, not yet verified, OTP required). */
  canSendOtp: boolean;
  /** Behaviour: a code is being sent: the chip shows progress. */
  sendingOtp?: boolean;
  /** Content: the fields as typed. The password lives only in the input and the caller's memory. */
  values: Record<SignUpFormField, string>;
  /**
   * Content: the password rule checked against what is typed ("At least 8 characters", "Not a common password"),
   * shown under the new password as a hint that updates while typing. Leave undefined to show no hint.
   */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  /** Content: field errors ("First name is required", "Please verify mobile number", …). */
  errors?: Partial<Record<SignUpFormField | 'mobile', string>>;
  /** Behaviour: registering or signing in: the form is locked and Sign Up shows progress. */
  submitting?: boolean;
  /** Content: the Verification dialog. */
  otp: SignUpOtpView;
  /** Content: the snackbar (verified, OTP failures). While the OTP dialog is open it shows inside it. */
  snackbar?: SignUpNoticeView | null;
  /** Content: a dialog needing OK: "Registration completed successfully!" or a server error (danger). */
  alert?: SignUpNoticeView | null;
  /** Accessibility: `main` when the form is the page; `div` (default) inside the store's dialog or a sheet. */
  as?: 'main' | 'div';
  /**
   * Layout: drawn inside a container that already names it (the store's SignUpDialog): no heading, no page
   * padding, no raised panel.
   */
  embedded?: boolean;
  /** Events: typing in the mobile field (digits only, at most 10). */
  onMobileChange: (value: string) => void;
  /** Events: the Get OTP chip. */
  onGetOtp: () => void;
  /** Events: Edit in the Verification dialog (back to change the number). */
  onEditMobile: () => void;
  /** Events: typing in a field. */
  onFieldChange: (field: SignUpFormField, value: string) => void;
  /** Events: Sign Up (or Enter in a field). */
  onSubmit: () => void;
  /** Events: "Already have an account? Log In". */
  onLogIn: () => void;
  /** Events: typing in the Verification dialog. */
  onOtpCodeChange: (code: string) => void;
  /** Events: Verify, with the code as typed. */
  onVerifyOtp: (code: string) => void;
  /** Events: Resend OTP. */
  onResendOtp: () => void;
  /** Events: Not now, Escape or the close button of the dialog. */
  onCloseOtp: () => void;
  /** Events: OK in the message dialog. */
  onAlertOk: () => void;
  /** Events: the snackbar's time ran out or it was closed. */
  onSnackbarClose: () => void;
}

/**
 * The cart's one-page sign-up form: First Name, Last Name, Mobile Number (Your User Name) with +91 and a Get OTP
 * chip that turns into a verified tick, Set Password with show/hide, Email ID, Sign Up and "Already have an
 * account? Log In". The OTP check happens in the Verification dialog; success ("Registration completed
 * successfully!") and server errors in a dialog with OK.
 */
export function SignUpFormView({
  title,
  mobile,
  mobileVerified,
  mobileLocked = mobileVerified,
  canSendOtp,
  sendingOtp = false,
  values,
  passwordChecks,
  errors = {},
  submitting = false,
  otp,
  snackbar = null,
  alert = null,
  as = 'div',
  embedded = false,
  onMobileChange,
  onGetOtp,
  onEditMobile,
  onFieldChange,
  onSubmit,
  onLogIn,
  onOtpCodeChange,
  onVerifyOtp,
  onResendOtp,
  onCloseOtp,
  onAlertOk,
  onSnackbarClose,
}: SignUpFormViewProps) {
  const t = useTexts(signUpFormViewTexts);
  const translate = useTranslate();
  const submit = submitHandler(submitting, onSubmit);
  return (
    <Page as={as} data-embedded={embedded || undefined}>
      <Panel data-embedded={embedded || undefined}>
        {embedded ? null : <Heading>{title ?? t.title}</Heading>}
        <Form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          <fieldset disabled={submitting}>
            <Names>
              <TextField
                label={t.firstName}
                name="given-name"
                autoComplete="given-name"
                maxLength={50}
                value={values.firstName}
                error={errors.firstName && translate(errors.firstName)}
                required
                onValueChange={(value) => onFieldChange('firstName', value)}
              />
              <TextField
                label={t.lastName}
                name="family-name"
                autoComplete="family-name"
                maxLength={50}
                value={values.lastName}
                error={errors.lastName && translate(errors.lastName)}
                required
                onValueChange={(value) => onFieldChange('lastName', value)}
              />
            </Names>
            <MobileOtpField
              label={t.mobile}
              getOtpLabel={t.getOtp}
              verifiedLabel={t.mobileVerified}
              mobile={mobile}
              mobileVerified={mobileVerified}
              mobileLocked={mobileLocked}
              canSendOtp={canSendOtp}
              sendingOtp={sendingOtp}
              error={errors.mobile}
              onMobileChange={onMobileChange}
              onGetOtp={onGetOtp}
            />
            <PasswordField
              label={t.password}
              name="password"
              autoComplete="new-password"
              maxLength={50}
              value={values.password}
              helperText={passwordChecks && <PasswordRuleHint checks={passwordChecks} />}
              error={errors.password && translate(errors.password)}
              required
              onValueChange={(value) => onFieldChange('password', value)}
            />
            <TextField
              label={t.email}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={50}
              value={values.emailId}
              error={errors.emailId && translate(errors.emailId)}
              onValueChange={(value) => onFieldChange('emailId', value)}
            />
          </fieldset>
          <Button type="submit" fullWidth loading={submitting}>
            {t.signUp}
          </Button>
        </Form>
        <LogIn>
          <span>{t.haveAccount}</span>
          <Link onClick={onLogIn}>{t.logIn}</Link>
        </LogIn>
      </Panel>
      <SignUpDialogs
        mobile={mobile}
        otp={otp}
        snackbar={snackbar}
        alert={alert}
        okLabel={t.ok}
        onOtpCodeChange={onOtpCodeChange}
        onVerifyOtp={onVerifyOtp}
        onResendOtp={onResendOtp}
        onEditMobile={onEditMobile}
        onCloseOtp={onCloseOtp}
        onAlertOk={onAlertOk}
        onSnackbarClose={onSnackbarClose}
      />
    </Page>
  );
}

/** Embedded in a dialog: the dialog gives the frame, so the page and panel draw none. */
const embeddedReset = `
  &[data-embedded] {
    padding: 0;
    background: none;
    box-shadow: none;
    border-radius: 0;
  }
`;
const Page = styled(IdentityPage)`
  ${embeddedReset}
`;
const Panel = styled(SignUpPanel)`
  ${embeddedReset}
  &[data-embedded] {
    max-width: none;
  }
`;

const Names = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${tokens.space[3]};
`;

const LogIn = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;
