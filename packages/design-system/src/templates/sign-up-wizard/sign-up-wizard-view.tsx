import styled from 'styled-components';
import { Button } from '../../components/button';
import { CouponField } from '../../components/coupon-field';
import { Link } from '../../components/link';
import { PasswordField } from '../../components/password-field';
import { PasswordRuleHint, type PasswordRuleHintCheck } from '../../components/password-rule-hint';
import { PincodeField } from '../../components/pincode-field';
import { Spinner } from '../../components/spinner';
import { TextField } from '../../components/text-field';
import { WizardStepper } from '../../components/wizard-stepper';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import {
  IdentityForm as Form,
  SignUpHeading as Heading,
  IdentityPage as Page,
  SignUpPanel as Panel,
  submitHandler,
} from '../identity-shared/layout';
import {
  MobileOtpField,
  SignUpDialogs,
  type SignUpNoticeView,
  type SignUpOtpView,
} from '../identity-shared/sign-up-parts';

export type { SignUpNoticeView, SignUpOtpView };

/** Texts of the sign-up wizard (learning-app.md §2 "Sign-up wizard", store-and-assessment.md §2.2). */
export const signUpWizardViewTexts = {
  steps: 'Sign-up steps',
  mobileStep: 'Please enter Mobile number',
  loginDetailsStep: 'Please enter Login Details',
  couponStep: 'Please enter Coupon code (optional)',
  mobileVerified: 'Your mobile number is verified',
  edit: 'Edit',
  mobile: 'Mobile number',
  getOtp: 'GET OTP',
  userName: 'User name',
  password: 'Set Password',
  name: 'Name',
  email: 'Email ID',
  city: 'Your City',
  pincode: 'Pincode',
  coupon: 'Coupon code',
  apply: 'Apply',
  back: 'Back',
  next: 'Next',
  finish: 'Finish',
  ok: 'OK',
  loading: 'Loading sign-up',
} as const;

/** Fields of the Login Details step (the user name is the mobile number, so it is not among them). */
export type SignUpWizardField = 'password' | 'firstName' | 'emailId' | 'cityName' | 'pincode';

/** The step being shown. */
export type SignUpWizardStep = 'mobile' | 'loginDetails' | 'coupon';

/** Props of {@link SignUpWizardView}. */
export interface SignUpWizardViewProps {
  /** Content: the step shown. */
  step: SignUpWizardStep;
  /** Content: 2 steps, or 3 when the app config shows the promo screen. */
  stepCount: 2 | 3;
  /** Content: the typed mobile number (10 digits at most, without +91). */
  mobile: string;
  /** Content: the number passed the OTP check: the header says so, with an Edit link, and a tick replaces GET OTP. */
  mobileVerified: boolean;
  /** Behaviour: the mobile field cannot be typed into (verified, until Edit). */
  mobileLocked: boolean;
  /** Behaviour: GET OTP is offered (exactly 10 digits, not yet verified, OTP required). */
  canSendOtp: boolean;
  /** Behaviour: a code is being sent: the chip shows progress. */
  sendingOtp?: boolean;
  /** Content: the Login Details as typed. The password lives only in the input and the caller's memory. */
  details: Record<SignUpWizardField, string>;
  /**
   * Content: the password rule checked against what is typed ("At least 8 characters", "Not a common password"),
   * shown under the new password as a hint that updates while typing. Leave undefined to show no hint.
   */
  passwordChecks?: readonly PasswordRuleHintCheck[];
  /** Content: the coupon code as typed. */
  promoCode: string;
  /** Content: the coupon the student applied (shown as applied, input locked). */
  appliedPromoCode?: string | null;
  /** Content: field errors ("Please validate mobile number", "Name is required", …). */
  errors?: Partial<Record<SignUpWizardField | 'mobile', string>>;
  /** Behaviour: registering or signing in: the form is locked and Finish shows progress. */
  submitting?: boolean;
  /** Behaviour: Back can be pressed (disabled on the coupon step and while submitting). */
  canGoBack: boolean;
  /** Behaviour: the app config is still loading: a spinner stands in for the form. */
  loading?: boolean;
  /** Content: the Verification dialog. */
  otp: SignUpOtpView;
  /** Content: the snackbar (verified 6 s, OTP failures). While the OTP dialog is open it shows inside it. */
  snackbar?: SignUpNoticeView | null;
  /** Content: a dialog needing OK: the success message, or a server error (danger). */
  alert?: SignUpNoticeView | null;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page or a sheet. */
  as?: 'main' | 'div';
  /** Events: typing in the mobile field (digits only, at most 10). */
  onMobileChange: (value: string) => void;
  /** Events: GET OTP. */
  onGetOtp: () => void;
  /** Events: the Edit link after verification (unlocks the field), or Edit in the dialog. */
  onEditMobile: () => void;
  /** Events: typing in a Login Details field. */
  onFieldChange: (field: SignUpWizardField, value: string) => void;
  /** Events: typing in the coupon field. */
  onPromoCodeChange: (value: string) => void;
  /** Events: Apply on the coupon step. */
  onApplyPromoCode: () => void;
  /** Events: Remove next to an applied coupon. */
  onRemovePromoCode: () => void;
  /** Events: Next / Finish (or Enter in a field). */
  onNext: () => void;
  /** Events: Back (closes the wizard on the first step). */
  onBack: () => void;
  /** Events: typing in the Verification dialog. */
  onOtpCodeChange: (code: string) => void;
  /** Events: Verify, with the code as typed. */
  onVerifyOtp: (code: string) => void;
  /** Events: Resend OTP. */
  onResendOtp: () => void;
  /** Events: Not now, Escape or the close button of the dialog. */
  onCloseOtp: () => void;
  /** Events: OK in the message dialog (the success dialog's OK continues). */
  onAlertOk: () => void;
  /** Events: the snackbar's time ran out or it was closed. */
  onSnackbarClose: () => void;
}

/**
 * The sign-up wizard's look: a stepper, then the mobile step (+91 number, GET OTP, the verified header with
 * Edit), the Login Details step (locked user name, Set Password, Name, Email ID, Your City, Pincode, Finish)
 * and, with the promo screen, the coupon step (Apply, Back disabled). The OTP check happens in the Verification
 * dialog; success and server errors in a dialog with OK; the verified message in a 6 s snackbar.
 */
export function SignUpWizardView({
  step,
  stepCount,
  mobile,
  mobileVerified,
  mobileLocked,
  canSendOtp,
  sendingOtp = false,
  details,
  passwordChecks,
  promoCode,
  appliedPromoCode,
  errors = {},
  submitting = false,
  canGoBack,
  loading = false,
  otp,
  snackbar = null,
  alert = null,
  as = 'main',
  onMobileChange,
  onGetOtp,
  onEditMobile,
  onFieldChange,
  onPromoCodeChange,
  onApplyPromoCode,
  onRemovePromoCode,
  onNext,
  onBack,
  onOtpCodeChange,
  onVerifyOtp,
  onResendOtp,
  onCloseOtp,
  onAlertOk,
  onSnackbarClose,
}: SignUpWizardViewProps) {
  const t = useTexts(signUpWizardViewTexts);
  const translate = useTranslate();
  const steps = [t.mobileStep, t.loginDetailsStep, t.couponStep].slice(0, stepCount);
  const stepIndex = step === 'mobile' ? 0 : step === 'loginDetails' ? 1 : 2;
  const verifiedHeader = step === 'mobile' && mobileVerified;
  const heading = verifiedHeader ? t.mobileVerified : steps[stepIndex];
  const submit = submitHandler(submitting, onNext);

  if (loading) {
    return (
      <Page as={as}>
        <Panel>
          <Centered>
            <Spinner size="xl" label={t.loading} />
          </Centered>
        </Panel>
      </Page>
    );
  }

  return (
    <Page as={as}>
      <Panel>
        <WizardStepper steps={steps} current={stepIndex} label={t.steps} />
        <HeadingRow>
          <Heading>{heading}</Heading>
          {verifiedHeader && <Link onClick={onEditMobile}>{t.edit}</Link>}
        </HeadingRow>
        <Form noValidate onSubmit={submit} aria-busy={submitting || undefined}>
          <fieldset disabled={submitting}>
            {step === 'mobile' && (
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
            )}
            {step === 'loginDetails' && (
              <>
                <TextField label={t.userName} name="username" autoComplete="username" value={mobile} locked />
                <PasswordField
                  label={t.password}
                  name="password"
                  autoComplete="new-password"
                  maxLength={50}
                  value={details.password}
                  helperText={passwordChecks && <PasswordRuleHint checks={passwordChecks} />}
                  error={errors.password && translate(errors.password)}
                  required
                  onValueChange={(value) => onFieldChange('password', value)}
                />
                <TextField
                  label={t.name}
                  name="name"
                  autoComplete="name"
                  maxLength={50}
                  value={details.firstName}
                  error={errors.firstName && translate(errors.firstName)}
                  required
                  onValueChange={(value) => onFieldChange('firstName', value)}
                />
                <TextField
                  label={t.email}
                  name="email"
                  type="email"
                  autoComplete="email"
                  maxLength={50}
                  value={details.emailId}
                  error={errors.emailId && translate(errors.emailId)}
                  onValueChange={(value) => onFieldChange('emailId', value)}
                />
                <TextField
                  label={t.city}
                  name="city"
                  autoComplete="address-level2"
                  maxLength={50}
                  value={details.cityName}
                  error={errors.cityName && translate(errors.cityName)}
                  onValueChange={(value) => onFieldChange('cityName', value)}
                />
                <PincodeField
                  label={t.pincode}
                  name="pincode"
                  value={details.pincode}
                  error={errors.pincode && translate(errors.pincode)}
                  onValueChange={(value) => onFieldChange('pincode', value)}
                />
              </>
            )}
            {step === 'coupon' && (
              <CouponField
                label={t.coupon}
                applyLabel={t.apply}
                value={promoCode}
                appliedCode={appliedPromoCode ?? undefined}
                onValueChange={onPromoCodeChange}
                onApply={() => onApplyPromoCode()}
                onRemove={onRemovePromoCode}
              />
            )}
          </fieldset>
          <Actions>
            <Button variant="secondary" disabled={!canGoBack || submitting} onClick={onBack}>
              {t.back}
            </Button>
            <Button type="submit" loading={submitting}>
              {step === 'loginDetails' ? t.finish : t.next}
            </Button>
          </Actions>
        </Form>
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

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${tokens.space[8]} 0;
`;

const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens.space[2]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${tokens.space[3]};
`;
