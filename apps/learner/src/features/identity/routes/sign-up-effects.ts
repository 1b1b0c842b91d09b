import { fromPromise } from 'xstate';
import type { SignUpImplementations, SignUpResult } from '@quest/flows';
import { identityEndpoints } from '@quest/api';
import type { AppServices } from '../../../app/services';

/** Where the wizard hands over: onboarding on completion, the start screen when it is closed. */
export interface SignUpHandlers {
  completed: (result: SignUpResult) => void;
  closed: () => void;
}

/**
 * The sign-up flow's effects on the app's services: the OTP and registration calls, the sign-in with the new
 * credentials (the token goes to sessionStorage; the password stays in the flow's memory), the analytics events.
 */
export function signUpImplementations(
  { session, analytics, api }: AppServices,
  handlers: SignUpHandlers,
): SignUpImplementations {
  const sendOtp = fromPromise<unknown, { mobile: string }>(({ input }) =>
    api.call(identityEndpoints.sendOtp, { body: { MobileNumber: input.mobile } }),
  );
  return {
    actions: {
      trackOtpRequest: (_, { mobile }) => analytics.otpRequest({ mobile }),
      trackRegistration: (_, { UserName, EmailId }) =>
        analytics.registration({ mobile: UserName, email: EmailId, userName: UserName }),
      signUpComplete: (_, result) => handlers.completed(result),
      signUpClosed: () => handlers.closed(),
    },
    actors: {
      sendOtp,
      resendOtp: sendOtp,
      verifyOtp: fromPromise(({ input }) =>
        api.call(identityEndpoints.validateOtp, { query: { OTP: input.code, MobileNumber: input.mobile } }),
      ),
      register: fromPromise(({ input }) => api.call(identityEndpoints.registerUser, { body: input })),
      login: fromPromise(async ({ input }) => {
        const { token } = await api.call(
          identityEndpoints.authenticateUser,
          {},
          { credentials: { username: input.userName, password: input.password } },
        );
        session.start({ token, appId: session.getAppId() ?? '1' });
        api.sessionStarted();
      }),
    },
  };
}
