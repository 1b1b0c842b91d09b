import type { RegistrationDraft } from '@quest/api';
import { and, assign, cancel, raise, setup } from 'xstate';
import { mustProvide } from '../shared/required.ts';
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

/** What the screen (through the façade) can send. */
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
  | { type: 'snackbar.close' };

/** Events only the machine raises: between its step region and its OTP region. */
type SignUpInternalEvent = { type: 'otp.requested' } | { type: 'mobile.changed' };

type DetailsChange = Extract<SignUpEvent, { type: 'details.change' }>;

/** What the app receives when the wizard completes. */
export interface SignUpResult {
  userId: number | null;
  userName: string;
  promoCode: string | null;
}

/** After showing the snackbar: it closes 6 s later (a newer one restarts the wait). */
const restartSnackbarTimer = ['cancelSnackbarTimer', 'startSnackbarTimer'] as const;

/** The mobile field and its GET OTP button: the wizard's Mobile step and the cart's one-page form. */
const mobileHandlers = {
  'mobile.change': {
    guard: 'mobileChanged',
    actions: ['assignMobile', 'clearMobileError', 'announceMobileChange'],
  },
  'mobile.edit': { actions: ['clearMobileError', 'announceMobileChange'] },
  'otp.send': [
    { guard: 'otpCanBeSent', actions: ['clearMobileError', 'requestOtp'] },
    { guard: 'mobileInvalid', actions: 'showMobileError' },
  ],
  'step.back': { target: '#signUp.closed' },
} as const;

/** The details fields: the wizard's Login Details step and the cart's one-page form. */
const detailsHandlers = {
  'details.change': {
    actions: {
      type: 'changeDetail',
      params: ({ event }: { event: DetailsChange }) => ({ field: event.field, value: event.value }),
    },
  },
} as const;

export const signUpMachine = setup({
  types: {
    context: {} as SignUpContext,
    events: {} as SignUpEvent | SignUpInternalEvent,
    input: {} as SignUpInput,
  },
  actors: {
    sendOtp: mustProvide<unknown, { mobile: string }>('signUp', 'sendOtp'),
    verifyOtp: mustProvide<unknown, { mobile: string; code: string }>('signUp', 'verifyOtp'),
    resendOtp: mustProvide<unknown, { mobile: string }>('signUp', 'resendOtp'),
    register: mustProvide<{ userId: number }, RegistrationDraft>('signUp', 'register'),
    login: mustProvide<unknown, { userName: string; password: string }>('signUp', 'login'),
  },
  delays: {
    otpSnackbar: 6000,
    signUpAlert: 4000,
  },
  guards: {
    mobileChanged: ({ context, event }) =>
      event.type === 'mobile.change' && digitsOnly(event.value, signUpLimits.mobile) !== context.mobile,
    mobileInvalid: ({ context }) => mobileError(context.mobile) !== undefined,
    /** GET OTP: ten valid digits, not verified yet. */
    otpCanBeSent: ({ context }) =>
      hasTenDigits(context.mobile) && mobileError(context.mobile) === undefined && !context.mobileVerified,
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
    /** The snackbar closes itself 6 s after the last one was shown. */
    cancelSnackbarTimer: cancel('snackbar'),
    startSnackbarTimer: raise({ type: 'snackbar.close' }, { id: 'snackbar', delay: 'otpSnackbar' }),
    showAlert: assign((_, params: SignUpNotice) => ({ alert: params })),
    clearAlert: assign({ alert: null }),
    assignMobile: assign(({ event }) =>
      event.type === 'mobile.change' ? { mobile: digitsOnly(event.value, signUpLimits.mobile) } : {},
    ),
    clearMobileError: assign(({ context }) => ({
      errors: { ...context.errors, mobile: undefined, code: undefined },
    })),
    showMobileError: assign(({ context }) => ({
      errors: { ...context.errors, mobile: mobileError(context.mobile) },
    })),
    changeDetail: assign(({ context }, { field, value }: { field: SignUpField; value: string }) => ({
      details: {
        ...context.details,
        [field]: field === 'pincode' ? digitsOnly(value, signUpLimits.pincode) : value,
      },
      errors: { ...context.errors, [field]: undefined },
    })),
    /** Tells the OTP region the number changed (a verification no longer holds). */
    announceMobileChange: raise({ type: 'mobile.changed' }),
    /** Tells the OTP region to send a code. */
    requestOtp: raise({ type: 'otp.requested' }),
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
    'snackbar.close': { actions: ['cancelSnackbarTimer', assign({ snackbar: null })] },
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
                    ...restartSnackbarTimer,
                  ],
                },
                onError: {
                  target: 'codeEntry',
                  actions: [
                    {
                      type: 'showSnackbar',
                      params: ({ event }) => ({ severity: 'error', message: failureMessage(event.error) }),
                    },
                    ...restartSnackbarTimer,
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
                    ...restartSnackbarTimer,
                  ],
                },
                onError: {
                  target: 'codeEntry',
                  actions: [
                    {
                      type: 'showSnackbar',
                      params: ({ event }) => ({ severity: 'error', message: failureMessage(event.error) }),
                    },
                    ...restartSnackbarTimer,
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
                ...mobileHandlers,
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
              },
            },
            loginDetails: {
              on: {
                ...detailsHandlers,
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
                ...mobileHandlers,
                ...detailsHandlers,
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
