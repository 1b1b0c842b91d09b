import { assign, enqueueActions, setup } from 'xstate';
import type { QuestListItem, UserInfo } from '@quest/api';
import { mustProvide } from '../shared/required.ts';

/** Texts of the sign-in screen (learning-app.md §5, "Sign-in"). */
export const signInTexts = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
} as const;

/** Toast time of a sign-in failure (learning-app.md §8, §9: 3 s). */
export const signInToastMs = 3000;

export type SignInField = 'username' | 'password';
export type SignInErrors = Partial<Record<SignInField, string>>;

export interface SignInInput {
  /** The address's actionType query value; 'schedule' sends the student to /home/connect after login. */
  actionType?: string | null;
  /** Remember Me starts on (learning-app.md §2). */
  rememberMe?: boolean;
  /** A remembered user name to prefill. */
  username?: string;
}

export interface SignInContext {
  username: string;
  password: string;
  rememberMe: boolean;
  actionType: string | null;
  errors: SignInErrors;
  /** The auth-error flag of user info (learning-app.md §3), set when authentication fails. */
  authError: boolean;
  /** The last failure message (server message of a failed login or user load). */
  message: string | null;
  user: UserInfo | null;
  questList: QuestListItem[] | null;
  /** Where to go once signed in (set on reaching `signedIn`). */
  redirectTo: string | null;
}

export type SignInEvent =
  | { type: 'field.change'; field: SignInField; value: string }
  | { type: 'rememberMe.set'; value: boolean }
  /** Submit; values given here replace the typed ones (a screen that owns its form sends them at once). */
  | { type: 'signIn.submit'; username?: string; password?: string };

export interface SignInToastRequest {
  message: string;
  type: 'error' | 'success' | 'info';
  durationMs: number;
}

/** Field errors of the sign-in form; both show when both are empty. */
export function validateSignIn(values: { username: string; password: string }): SignInErrors {
  const errors: SignInErrors = {};
  if (values.username.trim() === '') errors.username = signInTexts.usernameRequired;
  if (values.password === '') errors.password = signInTexts.passwordRequired;
  return errors;
}

/**
 * Post-login route (learning-app.md §2; store-and-assessment.md §2.1): actionType=schedule → /home/connect;
 * /products when the user has no quest list, showDashboard is set and the user is not Spectrum; else /home.
 */
export function signInRedirect(
  user: Pick<UserInfo, 'userQuestList' | 'showDashboard' | 'user_type'>,
  actionType: string | null,
): string {
  if (actionType === 'schedule') return '/home/connect';
  if (user.userQuestList.length === 0 && user.showDashboard && user.user_type !== 'Spectrum') {
    return '/products';
  }
  return '/home';
}

type SubmitEvent = Extract<SignInEvent, { type: 'signIn.submit' }>;
const submitted = (context: SignInContext, event: SubmitEvent) => ({
  username: event.username ?? context.username,
  password: event.password ?? context.password,
});

/** The call never reached the server (the API client's `network`/`timeout` kinds): the password was not refused. */
const unreached = (error: unknown) => {
  const kind = typeof error === 'object' && error !== null && 'kind' in error ? error.kind : undefined;
  return kind === 'network' || kind === 'timeout';
};

/** The user `loadingUser` stored: every state after it has one. */
const loadedUser = (context: SignInContext): UserInfo => {
  if (context.user === null) throw new Error('signIn: no user loaded');
  return context.user;
};

/** A typed field's new value, with that field's error cleared. */
const fieldChange = (context: SignInContext, field: SignInField, value: string) => {
  const values: Pick<SignInContext, SignInField> = { username: context.username, password: context.password };
  values[field] = value;
  const errors = { ...context.errors };
  delete errors[field];
  return { ...values, errors };
};

const errorMessage = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : typeof error === 'string' ? error : fallback;

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput | undefined,
  },
  guards: {
    credentialsValid: ({ context, event }) =>
      event.type === 'signIn.submit' && Object.keys(validateSignIn(submitted(context, event))).length === 0,
    /** The loaded user holds quests (given the done event's user). */
    hasQuestList: (_, params: { user: UserInfo }) => params.user.userQuestList.length > 0,
    isNewUser: ({ context }) => context.user?.user_type === 'NewUser',
    rememberMe: ({ context }) => context.rememberMe,
  },
  actions: {
    /** Stores the session token (sessionStorage in the app). */
    storeSession: (_, _params: { token: string }) => {},
    /** Remembers the user name only — never the password (localStorage in the app). */
    rememberUser: (_, _params: { userName: string }) => {},
    /** Native-wrapper bridge; the app decides whether a host exists. */
    rememberCredentialsInHost: (_, _params: { userName: string; password: string; remember: true }) => {},
    showToast: (_, _params: SignInToastRequest) => {},
    /** Clears stored user info after a failed user load. */
    clearUserInfo: () => {},
    /** CRM data call, fire and forget (failures are only logged). */
    sendCrmData: (_, _params: { user: UserInfo }) => {},
    /** Persists user_type ExistingUser. */
    markExistingUser: () => {},
  },
  actors: {
    authenticate: mustProvide<{ token: string }, { username: string; password: string }>(
      'signIn',
      'authenticate',
    ),
    loadCurrentUser: mustProvide<UserInfo>('signIn', 'loadCurrentUser'),
    loadQuestList: mustProvide<QuestListItem[], { user: UserInfo }>('signIn', 'loadQuestList'),
  },
}).createMachine({
  id: 'signIn',
  initial: 'idle',
  context: ({ input }) => ({
    username: input?.username ?? '',
    password: '',
    rememberMe: input?.rememberMe ?? true,
    actionType: input?.actionType ?? null,
    errors: {},
    authError: false,
    message: null,
    user: null,
    questList: null,
    redirectTo: null,
  }),
  states: {
    /** The form; submitting validates it (the "validating" step is this guarded transition). */
    idle: {
      on: {
        'field.change': {
          actions: assign(({ context, event }) => fieldChange(context, event.field, event.value)),
        },
        'rememberMe.set': { actions: assign({ rememberMe: ({ event }) => event.value }) },
        'signIn.submit': [
          {
            guard: 'credentialsValid',
            target: 'authenticating',
            actions: assign(({ context, event }) => ({
              ...submitted(context, event),
              errors: {},
              message: null,
              authError: false,
            })),
          },
          {
            actions: assign(({ context, event }) => {
              const values = submitted(context, event);
              return { ...values, errors: validateSignIn(values) };
            }),
          },
        ],
      },
    },
    authenticating: {
      invoke: {
        id: 'authenticate',
        src: 'authenticate',
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: {
          target: 'loadingUser',
          actions: enqueueActions(({ enqueue, check, context, event }) => {
            enqueue({ type: 'storeSession', params: { token: event.output.token } });
            if (check('rememberMe')) {
              const userName = context.username.trim();
              enqueue({ type: 'rememberUser', params: { userName } });
              enqueue({
                type: 'rememberCredentialsInHost',
                params: { userName, password: context.password, remember: true },
              });
            }
          }),
        },
        onError: {
          target: 'idle',
          actions: [
            assign({
              authError: ({ event }) => !unreached(event.error),
              // A refused login clears the password; one that never reached the server keeps it for the retry.
              password: ({ context, event }) => (unreached(event.error) ? context.password : ''),
              message: ({ event }) => errorMessage(event.error, 'Login failed'),
            }),
            {
              type: 'showToast',
              params: ({ context }) => ({
                message: context.message ?? 'Login failed',
                type: 'error',
                durationMs: signInToastMs,
              }),
            },
          ],
        },
      },
    },
    loadingUser: {
      invoke: {
        id: 'loadCurrentUser',
        src: 'loadCurrentUser',
        onDone: [
          {
            guard: { type: 'hasQuestList', params: ({ event }) => ({ user: event.output }) },
            target: 'loadingQuestList',
            actions: assign({ user: ({ event }) => event.output }),
          },
          { target: 'signedIn', actions: assign({ user: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'idle',
          actions: [
            assign({
              user: null,
              password: '',
              message: ({ event }) => errorMessage(event.error, 'Could not load your details'),
            }),
            'clearUserInfo',
          ],
        },
      },
    },
    loadingQuestList: {
      invoke: {
        id: 'loadQuestList',
        src: 'loadQuestList',
        input: ({ context }) => ({ user: loadedUser(context) }),
        onDone: {
          target: 'signedIn',
          actions: assign({ questList: ({ event }) => event.output }),
        },
        // The quest-list area records its own failure; sign-in still completes (the user holds quests).
        onError: { target: 'signedIn' },
      },
    },
    /** Loading finished: a NewUser becomes ExistingUser (CRM call once), then the redirect is decided. */
    signedIn: {
      type: 'final',
      entry: enqueueActions(({ enqueue, check, context }) => {
        const user = loadedUser(context);
        if (check('isNewUser')) {
          enqueue({ type: 'sendCrmData', params: { user } });
          enqueue('markExistingUser');
          enqueue.assign({ user: { ...user, user_type: 'ExistingUser' } });
        }
        enqueue.assign({ redirectTo: signInRedirect(user, context.actionType) });
      }),
    },
  },
});
