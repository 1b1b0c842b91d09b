import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import type { UserInfo } from '@quest/api';
import { signInMachine, type SignInErrors, type SignInField, type SignInInput } from './sign-in.machine.ts';

/** The real effects the app supplies (`machine.provide` options). */
export type SignInImplementations = Parameters<typeof signInMachine.provide>[0];

export type SignInStep = 'form' | 'signingIn' | 'signedIn';

export interface SignInView {
  /** 'form' while typing (or after a failure), 'signingIn' while the server works, 'signedIn' when done. */
  step: SignInStep;
  /** True while authenticating or loading the user and quest list. */
  busy: boolean;
  username: string;
  password: string;
  rememberMe: boolean;
  /** Field errors ("Username is required", "Password is required"). */
  errors: SignInErrors;
  /** The last failure message (also shown as a toast for a failed login). */
  message: string | null;
  /** The auth-error flag: the last login was refused. */
  authError: boolean;
  /** The loaded user, once known. */
  user: UserInfo | null;
  /** Where to navigate once signed in; null before. */
  redirectTo: string | null;
  /** Update a typed field. */
  setField: (field: SignInField, value: string) => void;
  /** Toggle Remember Me. */
  setRememberMe: (value: boolean) => void;
  /** Validate and log in (optionally with the form's values). */
  submit: (values?: { username: string; password: string }) => void;
}

/** Sign-in flow for the screen: plain values and callbacks, no state strings. */
export function useSignIn(implementations: SignInImplementations, input?: SignInInput): SignInView {
  // The first implementations win: the machine is created once per mounted screen.
  const [machine] = useState(() => signInMachine.provide(implementations));
  const [snapshot, send] = useMachine(machine, { input });
  const { context } = snapshot;
  const setField = useCallback(
    (field: SignInField, value: string) => send({ type: 'field.change', field, value }),
    [send],
  );
  const setRememberMe = useCallback((value: boolean) => send({ type: 'rememberMe.set', value }), [send]);
  const submit = useCallback(
    (values?: { username: string; password: string }) => send({ type: 'signIn.submit', ...values }),
    [send],
  );
  const step: SignInStep = snapshot.matches('idle')
    ? 'form'
    : snapshot.matches('signedIn')
      ? 'signedIn'
      : 'signingIn';
  return {
    step,
    busy: step === 'signingIn',
    username: context.username,
    password: context.password,
    rememberMe: context.rememberMe,
    errors: context.errors,
    message: context.message,
    authError: context.authError,
    user: context.user,
    redirectTo: context.redirectTo,
    setField,
    setRememberMe,
    submit,
  };
}
