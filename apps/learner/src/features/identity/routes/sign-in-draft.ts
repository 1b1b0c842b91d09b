import { useCallback, useMemo, useRef, useState } from 'react';
import type { SignInField, SignInView } from '@quest/flows';

/** What the student did on the form before the sign-in flow arrived: typed values and a submit, if any. */
export interface SignInDraft {
  username: string;
  password: string;
  rememberMe: boolean;
  submitted: { username: string; password: string } | null;
}

/**
 * The sign-in form before its flow (and xstate) has loaded, so `/` paints without them (ADR 0083): it keeps what
 * is typed and a submit, and the flow starts from them when it arrives (sign-in-flow.tsx). Nothing is validated
 * or sent here; the view is the flow's first state (the form, no errors, not busy).
 */
export function useSignInDraft(initial: { username: string; rememberMe: boolean }) {
  const [draft, setDraft] = useState<SignInDraft>(() => ({ ...initial, password: '', submitted: null }));
  // The flow reads the latest draft once, when it mounts (a submit may come in the same event as a change).
  const latest = useRef(draft);
  const update = useCallback((change: Partial<SignInDraft>) => {
    latest.current = { ...latest.current, ...change };
    setDraft(latest.current);
  }, []);
  const read = useCallback(() => latest.current, []);

  const view = useMemo(
    (): SignInView => ({
      step: 'form',
      busy: false,
      username: draft.username,
      password: draft.password,
      rememberMe: draft.rememberMe,
      errors: {},
      message: null,
      authError: false,
      user: null,
      redirectTo: null,
      setField: (field: SignInField, value: string) => update({ [field]: value }),
      setRememberMe: (rememberMe) => update({ rememberMe }),
      submit: (values) =>
        update({
          submitted: values ?? { username: latest.current.username, password: latest.current.password },
        }),
    }),
    [draft, update],
  );
  return { view, read };
}
