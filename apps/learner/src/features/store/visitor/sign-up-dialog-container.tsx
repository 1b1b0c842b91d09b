import { SignUpDialog } from '@quest/design-system';
import { useSignUp } from '@quest/flows';
import { identityEndpoints, type UserInfo } from '@quest/api';
import { useServices } from '../../../app/services';
import { useAppConfig } from '../../../data/app-config';
import { signUpImplementations, useSignUpDialogProps } from '../../identity';

/** Props of {@link SignUpDialogContainer}. */
export interface SignUpDialogContainerProps {
  /** Registered and signed in with the new credentials (after OK on "Registration completed successfully!"). */
  onSignedIn: (user: UserInfo) => void;
  /** "Already have an account? Log In". */
  onLogIn: () => void;
  /** Closed without signing up (or the sign-in after registering failed and its message was acknowledged). */
  onClose: () => void;
}

/**
 * "Sign Up and Start Learning!" on the identity sign-up flow in its cart variant (OTP send and verify,
 * RegisterUser, then sign-in with the new credentials; the password stays in the flow's memory). The app config
 * decides whether the number needs an OTP. Mount it while the dialog is open.
 */
export function SignUpDialogContainer(props: SignUpDialogContainerProps) {
  const config = useAppConfig();
  if (config.state === 'loading') {
    return (
      <SignUpDialog
        open
        mobile=""
        mobileVerified={false}
        canSendOtp={false}
        values={{ firstName: '', lastName: '', password: '', emailId: '' }}
        submitting
        otp={{ open: false, code: '' }}
        onClose={props.onClose}
        onMobileChange={noop}
        onGetOtp={noop}
        onEditMobile={noop}
        onFieldChange={noop}
        onSubmit={noop}
        onLogIn={props.onLogIn}
        onOtpCodeChange={noop}
        onVerifyOtp={noop}
        onResendOtp={noop}
        onCloseOtp={noop}
        onAlertOk={noop}
        onSnackbarClose={noop}
      />
    );
  }
  return <SignUpForm {...props} otpRequired={config.data?.otpRequired ?? true} />;
}

const noop = () => {};

function SignUpForm({
  onSignedIn,
  onLogIn,
  onClose,
  otpRequired,
}: SignUpDialogContainerProps & { otpRequired: boolean }) {
  const services = useServices();
  const signUp = useSignUp(
    signUpImplementations(services, {
      completed: () => {
        services.api.call(identityEndpoints.getCurrentUser, {}).then(onSignedIn, (error: unknown) => {
          console.warn('current user load after sign-up failed', error);
          onClose();
        });
      },
      closed: onClose,
    }),
    { variant: 'cart', otpRequired, showPromoScreen: false },
  );
  const shared = useSignUpDialogProps(signUp);
  const { details } = signUp;
  return (
    <SignUpDialog
      {...shared}
      open
      values={{
        firstName: details.firstName,
        lastName: details.lastName,
        password: details.password,
        emailId: details.emailId,
      }}
      submitting={signUp.submitting || signUp.completed}
      onClose={onClose}
      onSubmit={signUp.next}
      onLogIn={onLogIn}
    />
  );
}
