import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { ForgotPasswordDialog } from '@quest/design-system';
import { useForgotPassword, type ForgotPasswordImplementations } from '@quest/flows';
import { identityEndpoints, type ApiClient } from '@quest/api';
import { useServices } from '../../../app/services';
import { assertRequest } from './request-problem';

/** The reset calls' fields as the dialog names them (for messages about values the server would refuse). */
const fieldLabels = { Username: 'Username', OTP: 'Verification Code', newPassword: 'New Password' };

/** "OTP sent to your registered mobile number ending in 3214." → "your registered mobile number ending in 3214". */
export function destinationOf(message: string): string | undefined {
  const match = /(your registered mobile number ending in \d+)/i.exec(message);
  return match?.[1];
}

/**
 * The forgot-password flow's effects: the three reset calls (VerifyUser also resends the code). Each request is
 * checked against the endpoint's schema first, so a value the server would refuse gets a field message.
 * `onCodeSent` gets the server's "OTP sent to …" message.
 */
export function forgotPasswordImplementations(
  api: ApiClient,
  onCodeSent: (message: string) => void = () => {},
): ForgotPasswordImplementations {
  const e = identityEndpoints;
  const sendCode = async (username: string) => {
    // A POST with a JSON body (ADR 0100): sending a code is never a plain GET.
    const body = { Username: username };
    assertRequest(e.resetVerifyUser.body, body, fieldLabels);
    const result = await api.call(e.resetVerifyUser, { body });
    onCodeSent(result.message);
    return result;
  };
  return {
    actors: {
      verifyUser: fromPromise(({ input }) => sendCode(input.username)),
      resendCode: fromPromise(({ input }) => sendCode(input.username)),
      validateCode: fromPromise(async ({ input }) => {
        const query = { Username: input.username, OTP: input.code };
        assertRequest(e.resetValidateOtp.query, query, fieldLabels);
        return api.call(e.resetValidateOtp, { query });
      }),
      changePassword: fromPromise(async ({ input }) => {
        // The new password travels in the body, never in the address.
        const body = { Username: input.username, newPassword: input.newPassword };
        assertRequest(e.resetChangePassword.body, body, fieldLabels);
        return api.call(e.resetChangePassword, { body });
      }),
    },
  };
}

/** Props of {@link ForgotPasswordDialogContainer}. */
export interface ForgotPasswordDialogContainerProps {
  /** The user name typed on the sign-in form (prefills step 1). */
  username?: string;
  /** The flow ended: Cancel / Not now / close, or 6 s after the success message. */
  onClose: () => void;
  /** The password of this user name was reset (the success message is showing). */
  onReset?: (username: string) => void;
}

/**
 * The Forgot Password dialog wired to the flow: step 1 the user name, the Verification dialog, step 2 the new
 * password, the success message for 6 s. Mount it while the dialog shows; each mount is a fresh flow.
 */
export function ForgotPasswordDialogContainer({
  username = '',
  onClose,
  onReset,
}: ForgotPasswordDialogContainerProps) {
  const { api } = useServices();
  const [destination, setDestination] = useState<string | undefined>();
  const [implementations] = useState(() =>
    forgotPasswordImplementations(api, (message) => setDestination(destinationOf(message))),
  );
  const flow = useForgotPassword(implementations, { username });

  const latest = useRef({ onClose, onReset });
  useEffect(() => {
    latest.current = { onClose, onReset };
  });
  useEffect(() => {
    if (flow.step === 'success') latest.current.onReset?.(flow.username);
  }, [flow.step, flow.username]);
  useEffect(() => {
    if (flow.closed) latest.current.onClose();
  }, [flow.closed]);

  return (
    <ForgotPasswordDialog
      open={!flow.closed}
      step={flow.step === 'closed' ? 'success' : flow.step}
      username={flow.username}
      code={flow.code}
      newPassword={flow.newPassword}
      confirmPassword={flow.confirmPassword}
      passwordChecks={flow.passwordChecks}
      errors={flow.errors}
      failure={flow.error}
      info={flow.info}
      success={flow.success}
      destination={destination}
      busy={flow.busy}
      resending={flow.resending}
      codeAccepted={flow.codeAccepted}
      onFieldChange={flow.setField}
      onSubmitUsername={flow.submitUsername}
      onVerify={flow.verifyCode}
      onResend={flow.resendCode}
      onEdit={flow.editUsername}
      onSubmitPassword={flow.submitPassword}
      onClose={flow.close}
    />
  );
}
