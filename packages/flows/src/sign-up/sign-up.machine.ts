import type { RegistrationDraft } from '@quest/api';
import { and, assign, cancel, fromPromise, raise, setup } from 'xstate';
import {
  codeError,
  detailsErrors,
  digitsOnly,
  emptySignUpDetails,
  failureMessage,
  hasTenDigits,
  mobileError,
  registrationAnalytics,
  registrationDraft,
  signUpLimits,
  signUpTexts,
  type RegistrationAnalytics,
  type SignUpDetails,
  type SignUpErrors,
  type SignUpField,
  type SignUpVariant,
} from './sign-up.rules.ts';

export interface SignUpInput {
  /** App config flag: adds the optional coupon step. */
  showPromoScreen: boolean;
  /** App config flag: when false the mobile number needs no OTP check. */
  otpRequired: boolean;
  /** Log in with the new credentials after registering (default true). */
  loginAfterSignUp?: boolean;
  variant: SignUpVariant;
  /** Prefill, e.g. the number typed on the sign-in screen. */
  mobile?: string;
  details?: Partial<SignUpDetails>;
}

export type SignUpSeverity = 'success' | 'error' | 'danger';
export interface SignUpNotice {
  severity: SignUpSeverity;
  message: string;
}

export interface SignUpContext {
  variant: SignUpVariant;
  showPromoScreen: boolean;
  otpRequired: boolean;
  loginAfterSignUp: boolean;
  mobile: string;
  details: SignUpDetails;
  promoCode: string;
  /** The coupon the student applied on the optional step; the app sends it as `promoCode` with UpdateUser. */
  appliedPromoCode: string | null;
  errors: SignUpErrors;
  /** Auto-hiding snackbar (OTP 6 s). */
  snackbar: SignUpNotice | null;
  /** Dialog needing OK (danger/error alerts, the success dialog). */
  alert: SignUpNotice | null;
  userId: number | null;
  mobileVerified: boolean;
}

export type SignUpEvent =
  | { type: 'mobile.change'; value: string }
  | { type: 'mobile.edit' }
  | { type: 'otp.send' }
  | { type: 'otp.verify'; code: string }
  | { type: 'otp.resend' }
  | { type: 'otp.dismiss' }
  | { type: 'details.change'; field: SignUpField; value: string }
  | { type: 'coupon.change'; value: string }
  | { type: 'coupon.apply' }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'dialog.ok' }
  | { type: 'snackbar.close' }
  | { type: 'otp.requested' }
  | { type: 'mobile.changed' };

/** What the app receives when the wizard completes. */
export interface SignUpResult {
  userId: number | null;
  userName: string;
  promoCode: string | null;
}

const notProvided = (name: string) =>
  fromPromise<never, unknown>(() => Promise.reject(new Error(`signUp: actor "${name}" not provided`)));

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent,
    input: {} as SignUpInput,
  },
  actors: {
    sendOtp: notProvided('sendOtp') as unknown as ReturnType<typeof fromPromise<unknown, { mobile: string }>>,
    verifyOtp: notProvided('verifyOtp') as unknown as ReturnType<
      typeof fromPromise<unknown, { mobile: string; code: string }>
    >,
    resendOtp: notProvided('resendOtp') as unknown as ReturnType<
      typeof fromPromise<unknown, { mobile: string }>
    >,
    register: notProvided('register') as unknown as ReturnType<
      typeof fromPromise<{ userId: number }, RegistrationDraft>
    >,
    login: notProvided('login') as unknown as ReturnType<
      typeof fromPromise<unknown, { userName: string; password: string }>
    >,
  },
  delays: {
    otpSnackbar: 6000,
    signUpAlert: 4000,
  },
  guards: {
    mobileChanged: ({ context, event }) =>
      event.type === 'mobile.change' && digitsOnly(event.value, signUpLimits.mobile) !== context.mobile,
    hasTenDigits: ({ context }) => hasTenDigits(context.mobile),
    mobileValid: ({ context }) => mobileError(context.mobile) === undefined,
    mobileInvalid: ({ context }) => mobileError(context.mobile) !== undefined,
    mobileNotVerified: ({ context }) => !context.mobileVerified,
    codeGiven: ({ event }) => event.type === 'otp.verify' && codeError(event.code) === undefined,
    mobileReady: ({ context }) => mobileError(context.mobile) === undefined,
    otpSatisfied: ({ context }) => !context.otpRequired || context.mobileVerified,
    detailsValid: ({ context }) => Object.keys(detailsErrors(context.details, context.variant)).length === 0,
    isCart: ({ context }) => context.variant === 'cart',
    loginAfterSignUp: ({ context }) => context.loginAfterSignUp,
    couponStepShown: ({ context }) => context.showPromoScreen && context.variant === 'wizard',
  },
  actions: {
    trackOtpRequest: (_, _params: { mobile: string }) => {},
    trackRegistration: (_, _params: RegistrationAnalytics) => {},
    signUpComplete: (_, _params: SignUpResult) => {},
    signUpClosed: () => {},
    showSnackbar: assign((_, params: SignUpNotice) => ({ snackbar: params })),
    showAlert: assign((_, params: SignUpNotice) => ({ alert: params })),
    clearAlert: assign({ alert: null }),
    assignMobile: assign(({ event }) =>
      event.type === 'mobile.change' ? { mobile: digitsOnly(event.value, signUpLimits.mobile) } : {},
    ),
    clearMobileError: assign(({ context }) => ({
      errors: { ...context.errors, mobile: undefined, code: undefined },
    })),
  },
}).createMachine({
  id: 'signUp',
  context: ({ input }) => ({
    variant: input.variant,
    showPromoScreen: input.showPromoScreen,
    otpRequired: input.otpRequired,
    loginAfterSignUp: input.loginAfterSignUp ?? true,
    mobile: digitsOnly(input.mobile ?? '', signUpLimits.mobile),
    details: { ...emptySignUpDetails, ...input.details },
    promoCode: '',
    appliedPromoCode: null,
    errors: {},
    snackbar: null,
    alert: null,
    userId: null,
    mobileVerified: false,
  }),
  initial: 'editing',
  on: {
    'snackbar.close': { actions: [cancel('snackbar'), assign({ snackbar: null })] },
    'dialog.ok': { actions: 'clearAlert' },
  },
  states: {
    editing: {
      type: 'parallel',
      states: {
        otp: {
          initial: 'unverified',
          on: { 'mobile.changed': '.unverified' },
          states: {
            unverified: {
              on: { 'otp.requested': 'sending' },
            },
            sending: {
              entry: { type: 'trackOtpRequest', params: ({ context }) => ({ mobile: context.mobile }) },
              invoke: {
                id: 'sendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: 'codeEntry',
                onError: {
                  target: 'unverified',
                  actions: {
                    type: 'showAlert',
                    params: ({ event }) => ({ severity: 'danger', message: failureMessage(event.error) }),
                  },
                },
              },
            },
            codeEntry: {
              on: {
                'otp.verify': [
                  { guard: 'codeGiven', target: 'verifying', actions: 'clearMobileError' },
                  {
                    actions: assign(({ context }) => ({
                      errors: { ...context.errors, code: signUpTexts.codeRequired },
                    })),
                  },
                ],
                'otp.resend': 'resending',
                'otp.dismiss': { target: 'unverified', actions: 'clearMobileError' },
              },
            },
            verifying: {
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context, event }) => ({
                  mobile: context.mobile,
                  code: event.type === 'otp.verify' ? event.code.trim() : '',
                }),
                onDone: {
                  target: 'verified',
                  actions: [
                    {
                      type: 'showSnackbar',
                      params: { severity: 'success', message: signUpTexts.mobileVerified },
                    },
                    cancel('snackbar'),
                    raise({ type: 'snackbar.close' }, { id: 'snackbar', delay: 'otpSnackbar' }),
                  ],
                },
                onError: {
                  target: 'codeEntry',
                  actions: [
                    {
                      type: 'showSnackbar',
                      params: ({ event }) => ({ severity: 'error', message: failureMessage(event.error) }),
                    },
                    cancel('snackbar'),
                    raise({ type: 'snackbar.close' }, { id: 'snackbar', delay: 'otpSnackbar' }),
                  ],
                },
              },
            },
            resending: {
              invoke: {
                id: 'resendOtp',
                src: 'resendOtp',
                input: ({ context }) => ({ mobile: context.mobile }),
                onDone: {
                  target: 'codeEntry',
                  actions: [
                    { type: 'showSnackbar', params: { severity: 'success', message: signUpTexts.otpResent } },
                    cancel('snackbar'),
                    raise({ type: 'snackbar.close' }, { id: 'snackbar', delay: 'otpSnackbar' }),
                  ],
                },
                onError: {
                  target: 'codeEntry',
                  actions: [
                    {
                      type: 'showSnackbar',
                      params: ({ event }) => ({ severity: 'error', message: failureMessage(event.error) }),
                    },
                    cancel('snackbar'),
                    raise({ type: 'snackbar.close' }, { id: 'snackbar', delay: 'otpSnackbar' }),
                  ],
                },
              },
            },
            verified: {
              entry: assign({ mobileVerified: true }),
              exit: assign({ mobileVerified: false }),
            },
          },
        },
        step: {
          initial: 'mobile',
          states: {
            mobile: {
              always: { guard: 'isCart', target: 'form' },
              on: {
                'mobile.change': {
                  guard: 'mobileChanged',
                  actions: ['assignMobile', 'clearMobileError', raise({ type: 'mobile.changed' })],
                },
                'mobile.edit': { actions: ['clearMobileError', raise({ type: 'mobile.changed' })] },
                'otp.send': [
                  {
                    guard: and(['hasTenDigits', 'mobileValid', 'mobileNotVerified']),
                    actions: ['clearMobileError', raise({ type: 'otp.requested' })],
                  },
                  {
                    guard: 'mobileInvalid',
                    actions: assign(({ context }) => ({
                      errors: { ...context.errors, mobile: mobileError(context.mobile) },
                    })),
                  },
                ],
                'step.next': [
                  {
                    guard: and(['mobileReady', 'otpSatisfied']),
                    target: 'loginDetails',
                    actions: 'clearMobileError',
                  },
                  {
                    actions: assign(({ context }) => ({
                      errors: {
                        ...context.errors,
                        mobile: mobileError(context.mobile) ?? signUpTexts.validateMobile,
                      },
                    })),
                  },
                ],
                'step.back': { target: '#signUp.closed' },
              },
            },
            loginDetails: {
              on: {
                'details.change': {
                  actions: assign(({ context, event }) => ({
                    details: {
                      ...context.details,
                      [event.field]:
                        event.field === 'pincode'
                          ? digitsOnly(event.value, signUpLimits.pincode)
                          : event.value,
                    },
                    errors: { ...context.errors, [event.field]: undefined },
                  })),
                },
                'step.next': [
                  { guard: 'detailsValid', target: 'registering', actions: assign({ errors: {} }) },
                  {
                    actions: assign(({ context }) => ({
                      errors: detailsErrors(context.details, context.variant),
                    })),
                  },
                ],
                'step.back': 'mobile',
              },
            },
            form: {
              on: {
                'mobile.change': {
                  guard: 'mobileChanged',
                  actions: ['assignMobile', 'clearMobileError', raise({ type: 'mobile.changed' })],
                },
                'mobile.edit': { actions: ['clearMobileError', raise({ type: 'mobile.changed' })] },
                'otp.send': [
                  {
                    guard: and(['hasTenDigits', 'mobileValid', 'mobileNotVerified']),
                    actions: ['clearMobileError', raise({ type: 'otp.requested' })],
                  },
                  {
                    guard: 'mobileInvalid',
                    actions: assign(({ context }) => ({
                      errors: { ...context.errors, mobile: mobileError(context.mobile) },
                    })),
                  },
                ],
                'details.change': {
                  actions: assign(({ context, event }) => ({
                    details: {
                      ...context.details,
                      [event.field]:
                        event.field === 'pincode'
                          ? digitsOnly(event.value, signUpLimits.pincode)
                          : event.value,
                    },
                    errors: { ...context.errors, [event.field]: undefined },
                  })),
                },
                'step.next': [
                  {
                    guard: and(['mobileReady', 'otpSatisfied', 'detailsValid']),
                    target: 'registering',
                    actions: assign({ errors: {} }),
                  },
                  {
                    actions: assign(({ context }) => {
                      const mobile =
                        mobileError(context.mobile) ??
                        (context.otpRequired && !context.mobileVerified
                          ? signUpTexts.verifyMobile
                          : undefined);
                      return { errors: { ...detailsErrors(context.details, context.variant), mobile } };
                    }),
                  },
                ],
                'step.back': { target: '#signUp.closed' },
              },
            },
            registering: {
              invoke: {
                id: 'register',
                src: 'register',
                input: ({ context }) => registrationDraft(context.mobile, context.details, context.variant),
                onDone: [
                  {
                    guard: 'loginAfterSignUp',
                    target: 'loggingIn',
                    actions: [
                      assign(({ event }) => ({ userId: event.output.userId })),
                      {
                        type: 'trackRegistration',
                        params: ({ context }) => registrationAnalytics(context.mobile, context.details),
                      },
                    ],
                  },
                  {
                    target: 'registered',
                    actions: [
                      assign(({ event }) => ({ userId: event.output.userId })),
                      {
                        type: 'trackRegistration',
                        params: ({ context }) => registrationAnalytics(context.mobile, context.details),
                      },
                    ],
                  },
                ],
                onError: {
                  target: 'registrationFailed',
                  actions: {
                    type: 'showAlert',
                    params: ({ event }) => ({ severity: 'danger', message: failureMessage(event.error) }),
                  },
                },
              },
            },
            registrationFailed: {
              exit: 'clearAlert',
              after: { signUpAlert: [{ guard: 'isCart', target: 'form' }, { target: 'loginDetails' }] },
              on: { 'dialog.ok': [{ guard: 'isCart', target: 'form' }, { target: 'loginDetails' }] },
            },
            loggingIn: {
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({ userName: context.mobile, password: context.details.password }),
                onDone: 'registered',
                onError: {
                  target: 'loginFailed',
                  actions: {
                    type: 'showAlert',
                    params: ({ event }) => ({ severity: 'error', message: failureMessage(event.error) }),
                  },
                },
              },
            },
            loginFailed: {
              exit: 'clearAlert',
              on: { 'dialog.ok': '#signUp.closed' },
            },
            registered: {
              entry: {
                type: 'showAlert',
                params: ({ context }) => ({
                  severity: 'success',
                  message:
                    context.variant === 'cart' ? signUpTexts.registeredCart : signUpTexts.registeredWizard,
                }),
              },
              exit: 'clearAlert',
              on: {
                'dialog.ok': [
                  { guard: 'couponStepShown', target: 'coupon' },
                  { target: '#signUp.completed' },
                ],
              },
            },
            coupon: {
              on: {
                'coupon.change': { actions: assign(({ event }) => ({ promoCode: event.value })) },
                'coupon.apply': {
                  actions: assign(({ context }) => ({
                    appliedPromoCode: context.promoCode.trim() === '' ? null : context.promoCode.trim(),
                  })),
                },
                'step.next': '#signUp.completed',
              },
            },
          },
        },
      },
    },
    completed: {
      type: 'final',
      entry: {
        type: 'signUpComplete',
        params: ({ context }) => ({
          userId: context.userId,
          userName: context.mobile,
          promoCode: context.appliedPromoCode,
        }),
      },
    },
    closed: { type: 'final', entry: 'signUpClosed' },
  },
});
