import { assign, setup } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { passwordProblem } from '@quest/api/password-rule';
import { mustProvide } from '../shared/required.ts';

/** Texts of the Forgot Password and Verification dialogs (learning-app.md §2, §5, §8). */
export const forgotPasswordTexts = {
  title: 'Forgot Password',
  verificationTitle: 'Verification',
  usernameRequired: 'Username is required',
  codeRequired: 'Verification Code is required',
  newPasswordRequired: 'New Password required',
  confirmPasswordRequired: 'Confirm Password required',
  passwordMismatch: 'Passwords do not match.',
  resent: 'OTP was resent successfully!',
} as const;

/** Verification code max length (learning-app.md §5, §9). */
export const verificationCodeMaxLength = 10;

/** Durations (learning-app.md §4, §9): step delay after the code check; how long the success message shows. */
export const forgotPasswordDelays = { stepDelay: 1000, successDelay: 6000 } as const;

export type ForgotPasswordField = 'username' | 'code' | 'newPassword' | 'confirmPassword';
export type ForgotPasswordErrors = Partial<Record<ForgotPasswordField, string>>;

export interface ForgotPasswordInput {
  /** Prefill from the sign-in form. */
  username?: string;
}

export interface ForgotPasswordContext {
  username: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
  /** Field errors. */
  errors: ForgotPasswordErrors;
  /** A server error, shown in the dialog. */
  error: string | null;
  /** An info message: the code check's message, or "OTP was resent successfully!". */
  info: string | null;
  /** The success message after the new password is saved (shown 6 s, then the flow closes). */
  success: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: ForgotPasswordField; value: string }
  | { type: 'username.submit'; username?: string }
  | { type: 'code.verify'; code?: string }
  | { type: 'otp.resend' }
  | { type: 'username.edit' }
  | { type: 'password.submit'; newPassword?: string; confirmPassword?: string }
  | { type: 'dialog.close' };

export function validateResetUsername(username: string): ForgotPasswordErrors {
  return username.trim() === '' ? { username: forgotPasswordTexts.usernameRequired } : {};
}

export function validateVerificationCode(code: string): ForgotPasswordErrors {
  return code.trim() === '' ? { code: forgotPasswordTexts.codeRequired } : {};
}

/**
 * Step 2 errors: both required; the new password follows the password rule of @quest/api (at least 8 characters,
 * not a common password; ADR 0101); then "Passwords do not match." on the confirmation when they differ.
 */
export function validateResetPassword(values: {
  newPassword: string;
  confirmPassword: string;
}): ForgotPasswordErrors {
  const errors: ForgotPasswordErrors = {};
  const problem = passwordProblem(values.newPassword);
  if (values.newPassword === '') errors.newPassword = forgotPasswordTexts.newPasswordRequired;
  else if (problem) errors.newPassword = problem;
  if (values.confirmPassword === '') errors.confirmPassword = forgotPasswordTexts.confirmPasswordRequired;
  else if (values.newPassword !== '' && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = forgotPasswordTexts.passwordMismatch;
  }
  return errors;
}

const isEmpty = (errors: object) => Object.keys(errors).length === 0;
const errorMessage = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : 'Something went wrong';

type Submitted<T extends ForgotPasswordEvent['type']> = Extract<ForgotPasswordEvent, { type: T }>;
const usernameOf = (c: ForgotPasswordContext, e: Submitted<'username.submit'>) => e.username ?? c.username;
const codeOf = (c: ForgotPasswordContext, e: Submitted<'code.verify'>) =>
  (e.code ?? c.code).slice(0, verificationCodeMaxLength);
const passwordsOf = (c: ForgotPasswordContext, e: Submitted<'password.submit'>) => ({
  newPassword: e.newPassword ?? c.newPassword,
  confirmPassword: e.confirmPassword ?? c.confirmPassword,
});

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput | undefined,
  },
  guards: {
    usernameValid: ({ context, event }) =>
      event.type === 'username.submit' && isEmpty(validateResetUsername(usernameOf(context, event))),
    codeValid: ({ context, event }) =>
      event.type === 'code.verify' && isEmpty(validateVerificationCode(codeOf(context, event))),
    passwordsValid: ({ context, event }) =>
      event.type === 'password.submit' && isEmpty(validateResetPassword(passwordsOf(context, event))),
  },
  actors: {
    verifyUser: mustProvide<MessageResponse, { username: string }>('forgotPassword', 'verifyUser'),
    resendCode: mustProvide<MessageResponse, { username: string }>('forgotPassword', 'resendCode'),
    validateCode: mustProvide<MessageResponse, { username: string; code: string }>(
      'forgotPassword',
      'validateCode',
    ),
    changePassword: mustProvide<MessageResponse, { username: string; newPassword: string }>(
      'forgotPassword',
      'changePassword',
    ),
  },
  delays: forgotPasswordDelays,
}).createMachine({
  id: 'forgotPassword',
  initial: 'enteringUsername',
  context: ({ input }) => ({
    username: input?.username ?? '',
    code: '',
    newPassword: '',
    confirmPassword: '',
    errors: {},
    error: null,
    info: null,
    success: null,
  }),
  on: {
    // Not now / close at any step.
    'dialog.close': '.closed',
    'field.change': {
      actions: assign(({ context, event }) => {
        const errors = { ...context.errors };
        delete errors[event.field];
        const { username, code, newPassword, confirmPassword } = context;
        const values: Pick<ForgotPasswordContext, ForgotPasswordField> = {
          username,
          code,
          newPassword,
          confirmPassword,
        };
        values[event.field] =
          event.field === 'code' ? event.value.slice(0, verificationCodeMaxLength) : event.value;
        return { ...values, errors };
      }),
    },
  },
  states: {
    /** Step 1: the username. */
    enteringUsername: {
      on: {
        'username.submit': [
          {
            guard: 'usernameValid',
            target: 'verifyingUser',
            actions: assign(({ context, event }) => ({
              username: usernameOf(context, event).trim(),
              errors: {},
              error: null,
              info: null,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              username: usernameOf(context, event),
              errors: validateResetUsername(usernameOf(context, event)),
            })),
          },
        ],
      },
    },
    verifyingUser: {
      invoke: {
        id: 'verifyUser',
        src: 'verifyUser',
        input: ({ context }) => ({ username: context.username }),
        onDone: { target: 'enteringCode', actions: assign({ code: '', error: null }) },
        onError: {
          target: 'enteringUsername',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    /** The Verification dialog: Verify, Not now, Edit, Resend OTP. */
    enteringCode: {
      on: {
        'code.verify': [
          {
            guard: 'codeValid',
            target: 'checkingCode',
            actions: assign(({ context, event }) => ({
              code: codeOf(context, event),
              errors: {},
              error: null,
              info: null,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              code: codeOf(context, event),
              errors: validateVerificationCode(codeOf(context, event)),
            })),
          },
        ],
        'otp.resend': { target: 'resendingCode', actions: assign({ error: null, info: null }) },
        'username.edit': {
          target: 'enteringUsername',
          actions: assign({ code: '', errors: {}, error: null, info: null }),
        },
      },
    },
    resendingCode: {
      invoke: {
        id: 'resendCode',
        src: 'resendCode',
        input: ({ context }) => ({ username: context.username }),
        onDone: { target: 'enteringCode', actions: assign({ info: forgotPasswordTexts.resent }) },
        onError: {
          target: 'enteringCode',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    checkingCode: {
      invoke: {
        id: 'validateCode',
        src: 'validateCode',
        input: ({ context }) => ({ username: context.username, code: context.code }),
        onDone: {
          target: 'codeAccepted',
          actions: assign({ info: ({ event }) => event.output.message || null }),
        },
        onError: {
          target: 'enteringCode',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    /** The code check's message shows as info; step 2 follows after the 1 s step delay. */
    codeAccepted: {
      after: { stepDelay: 'enteringPassword' },
    },
    /** Step 2: "Set New Password" and "Confirm Password". */
    enteringPassword: {
      on: {
        'password.submit': [
          {
            guard: 'passwordsValid',
            target: 'changing',
            actions: assign(({ context, event }) => ({
              ...passwordsOf(context, event),
              errors: {},
              error: null,
              info: null,
            })),
          },
          {
            actions: assign(({ context, event }) => ({
              ...passwordsOf(context, event),
              errors: validateResetPassword(passwordsOf(context, event)),
            })),
          },
        ],
      },
    },
    changing: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ username: context.username, newPassword: context.newPassword }),
        onDone: {
          target: 'succeeded',
          actions: assign({ success: ({ event }) => event.output.message }),
        },
        onError: {
          target: 'enteringPassword',
          actions: assign({ error: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    /** The success message shows for 6 s, then the flow closes. */
    succeeded: {
      after: { successDelay: 'closed' },
    },
    closed: { type: 'final' },
  },
});
