import { assign, setup } from 'xstate';
import type { MessageResponse } from '@quest/api';
import { passwordProblem } from '@quest/api/password-rule';
import { mustProvide } from '../shared/required.ts';

/** Texts of the Change Password dialog (learning-app.md §4, §5). */
export const changePasswordTexts = {
  currentPasswordRequired: 'Current Password required',
  newPasswordRequired: 'New Password required',
  confirmPasswordRequired: 'Confirm Password required',
  passwordMismatch: 'Passwords do not match.',
  changed: 'Your password has been changed. Please log out and log in with your new password.',
} as const;

/** Toast time of the change-password result, error or success (learning-app.md §8, §9: 6 s). */
export const changePasswordToastMs = 6000;

export type ChangePasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, string>>;
export type ChangePasswordValues = Record<ChangePasswordField, string>;

export interface ChangePasswordToastRequest {
  message: string;
  type: 'error' | 'success';
  durationMs: number;
}

export interface ChangePasswordContext extends ChangePasswordValues {
  errors: ChangePasswordErrors;
  /** The last server error (also shown as a 6 s red toast). */
  error: string | null;
  /** Set on success: the spec's message. */
  success: string | null;
}

export type ChangePasswordEvent =
  | { type: 'field.change'; field: ChangePasswordField; value: string }
  /** Save; values given here replace the typed ones. */
  | ({ type: 'password.submit' } & Partial<ChangePasswordValues>);

/**
 * All three required; the new password follows the password rule of @quest/api (at least 8 characters, not a
 * common password; ADR 0101), the current one does not (it may be an older, shorter one); "Passwords do not match." on
 * the confirmation when it differs from the new password.
 */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  const problem = passwordProblem(values.newPassword);
  if (values.currentPassword === '') errors.currentPassword = changePasswordTexts.currentPasswordRequired;
  if (values.newPassword === '') errors.newPassword = changePasswordTexts.newPasswordRequired;
  else if (problem) errors.newPassword = problem;
  if (values.confirmPassword === '') errors.confirmPassword = changePasswordTexts.confirmPasswordRequired;
  else if (values.newPassword !== '' && values.newPassword !== values.confirmPassword) {
    errors.confirmPassword = changePasswordTexts.passwordMismatch;
  }
  return errors;
}

type SubmitEvent = Extract<ChangePasswordEvent, { type: 'password.submit' }>;
const valuesOf = (context: ChangePasswordContext, event: SubmitEvent): ChangePasswordValues => ({
  currentPassword: event.currentPassword ?? context.currentPassword,
  newPassword: event.newPassword ?? context.newPassword,
  confirmPassword: event.confirmPassword ?? context.confirmPassword,
});
const errorMessage = (error: unknown) =>
  error instanceof Error && error.message
    ? error.message
    : typeof error === 'string' && error
      ? error
      : 'Something went wrong';

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  guards: {
    valuesValid: ({ context, event }) =>
      event.type === 'password.submit' &&
      Object.keys(validateChangePassword(valuesOf(context, event))).length === 0,
  },
  actions: {
    showToast: (_, _params: ChangePasswordToastRequest) => {},
  },
  actors: {
    changePassword: mustProvide<MessageResponse, { oldPassword: string; newPassword: string }>(
      'changePassword',
      'changePassword',
    ),
  },
}).createMachine({
  id: 'changePassword',
  initial: 'editing',
  context: {
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
    errors: {},
    error: null,
    success: null,
  },
  states: {
    editing: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const errors = { ...context.errors };
            delete errors[event.field];
            const { currentPassword, newPassword, confirmPassword } = context;
            const values: ChangePasswordValues = { currentPassword, newPassword, confirmPassword };
            values[event.field] = event.value;
            return { ...values, errors };
          }),
        },
        'password.submit': [
          {
            guard: 'valuesValid',
            target: 'saving',
            actions: assign(({ context, event }) => ({
              ...valuesOf(context, event),
              errors: {},
              error: null,
            })),
          },
          {
            actions: assign(({ context, event }) => {
              const values = valuesOf(context, event);
              return { ...values, errors: validateChangePassword(values) };
            }),
          },
        ],
      },
    },
    saving: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.currentPassword,
          newPassword: context.newPassword,
        }),
        onDone: {
          target: 'done',
          actions: [
            assign({
              success: changePasswordTexts.changed,
              currentPassword: '',
              newPassword: '',
              confirmPassword: '',
            }),
            {
              type: 'showToast',
              params: {
                message: changePasswordTexts.changed,
                type: 'success',
                durationMs: changePasswordToastMs,
              },
            },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ error: ({ event }) => errorMessage(event.error) }),
            {
              type: 'showToast',
              params: ({ context }) => ({
                message: context.error ?? 'Something went wrong',
                type: 'error',
                durationMs: changePasswordToastMs,
              }),
            },
          ],
        },
      },
    },
    /** Success closes the dialog; the message is shown as a 6 s toast. */
    done: { type: 'final' },
  },
});
