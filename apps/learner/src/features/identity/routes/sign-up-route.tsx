import { useNavigate } from 'react-router';
import { SignUpWizardView, type SignUpWizardStep } from '@quest/design-system';
import { useSignUp } from '@quest/flows';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { useAppConfig } from '../../../data/app-config';
import type { OnboardingState } from './onboarding';
import { signUpImplementations } from './sign-up-effects';
import { useSignUpDialogProps } from './use-sign-up-dialog-props';

/** While the config is on its way the wizard cannot start (it decides the steps): a spinner page. */
const noop = () => {};
function SignUpLoading() {
  return (
    <SignUpWizardView
      loading
      step="mobile"
      stepCount={2}
      mobile=""
      mobileVerified={false}
      mobileLocked={false}
      canSendOtp={false}
      details={{ password: '', firstName: '', emailId: '', cityName: '', pincode: '' }}
      promoCode=""
      canGoBack={false}
      otp={{ open: false, code: '' }}
      onMobileChange={noop}
      onGetOtp={noop}
      onEditMobile={noop}
      onFieldChange={noop}
      onPromoCodeChange={noop}
      onApplyPromoCode={noop}
      onRemovePromoCode={noop}
      onNext={noop}
      onBack={noop}
      onOtpCodeChange={noop}
      onVerifyOtp={noop}
      onResendOtp={noop}
      onCloseOtp={noop}
      onAlertOk={noop}
      onSnackbarClose={noop}
    />
  );
}

/**
 * Sign-up (/signup): the wizard's flow fed into SignUpWizardView. The app config decides the promo step and
 * whether the number needs an OTP; if the config cannot be loaded the wizard asks for the OTP (the server
 * decides anyway) and skips the optional promo step. On completion the student, now signed in, continues to
 * Enter Details with the userId (and an applied coupon) in the navigation state.
 */
export function Component() {
  const config = useAppConfig();
  if (config.state === 'loading') return <SignUpLoading />;
  return (
    <SignUpWizard
      otpRequired={config.data?.otpRequired ?? true}
      showPromoScreen={config.data?.showPromoScreen ?? false}
    />
  );
}

function SignUpWizard({ otpRequired, showPromoScreen }: { otpRequired: boolean; showPromoScreen: boolean }) {
  const services = useServices();
  const navigate = useNavigate();
  const signUp = useSignUp(
    signUpImplementations(services, {
      completed: ({ userId, promoCode }) => {
        const state: OnboardingState = {
          ...(userId !== null ? { userId } : {}),
          ...(promoCode ? { promoCode } : {}),
        };
        void navigate(paths.userDetails.getHref(), { replace: true, state });
      },
      closed: () => void navigate(paths.root.getHref()),
    }),
    { variant: 'wizard', otpRequired, showPromoScreen },
  );

  const shared = useSignUpDialogProps(signUp);
  const step: SignUpWizardStep =
    signUp.step === 'coupon' ? 'coupon' : signUp.step === 'mobile' ? 'mobile' : 'loginDetails';
  return (
    <SignUpWizardView
      {...shared}
      step={step}
      stepCount={signUp.stepCount === 3 ? 3 : 2}
      details={signUp.details}
      promoCode={signUp.promoCode}
      appliedPromoCode={signUp.appliedPromoCode}
      submitting={signUp.submitting || signUp.step === null}
      canGoBack={signUp.canGoBack}
      onPromoCodeChange={signUp.setPromoCode}
      onApplyPromoCode={signUp.applyPromoCode}
      onRemovePromoCode={() => {
        signUp.setPromoCode('');
        signUp.applyPromoCode();
      }}
      onNext={signUp.next}
      onBack={signUp.back}
    />
  );
}
