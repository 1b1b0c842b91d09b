import { memo, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useSignIn, type SignInInput, type SignInView } from '@quest/flows';
import type { AppServices } from '../../../app/services';
import type { ToastRequest } from '../../../app/toast';
import type { SignInDraft } from './sign-in-draft';
import { signInImplementations } from './sign-in-effects';

/** Props of the sign-in flow host. */
export interface SignInFlowProps {
  services: AppServices;
  showToast: (toast: ToastRequest) => void;
  /** The address's actionType (post-login redirect). */
  actionType: string | null;
  /** What was typed (and submitted) before the flow arrived; read once, when it mounts. */
  readDraft: () => SignInDraft;
  /** Gets the flow's view on every change of the flow; the screen renders it. */
  onView: (view: SignInView) => void;
}

/**
 * The sign-in flow (its machine and xstate), loaded after `/` has painted (ADR 0083). It draws nothing: it starts
 * from the draft the form kept, hands each new view to the screen, and replays a submit made before it arrived.
 */
function SignInFlow({ services, showToast, actionType, readDraft, onView }: SignInFlowProps) {
  const [draft] = useState(readDraft);
  const input: SignInInput = { actionType, username: draft.username, rememberMe: draft.rememberMe };
  const signIn = useSignIn(signInImplementations(services, showToast), input);

  // Handed up before paint, and only when a value changed (the view object is new on every render).
  const published = useRef<SignInView | null>(null);
  useLayoutEffect(() => {
    const last = published.current;
    if (last && (Object.keys(signIn) as (keyof SignInView)[]).every((key) => last[key] === signIn[key]))
      return;
    published.current = signIn;
    onView(signIn);
  });

  const replayed = useRef(false);
  const { setField, submit } = signIn;
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    if (draft.password) setField('password', draft.password);
    if (draft.submitted) submit(draft.submitted);
  }, [draft, setField, submit]);
  return null;
}

export default memo(SignInFlow);
