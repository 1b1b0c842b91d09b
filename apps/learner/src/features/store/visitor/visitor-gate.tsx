import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import type { UserInfo } from '@quest/api';
import { useServices } from '../../../app/services';
import { currentUserKey } from '../../../data/current-user';
import { LoginDialogContainer } from './login-dialog-container';
import { SignUpDialogContainer } from './sign-up-dialog-container';

/** Which of the two visitor dialogs is open. */
export type VisitorDialog = 'login' | 'signUp';

/** Props of {@link VisitorAuthDialogs}. */
export interface VisitorAuthDialogsProps {
  /** The dialog to show; null shows none. */
  dialog: VisitorDialog | null;
  /** The login dialog's sign-up link, and the sign-up dialog's "Log In" link. */
  onSwitch: (dialog: VisitorDialog) => void;
  /** Signed in (or signed up and signed in): the session is stored and the user loaded. */
  onSignedIn: (user: UserInfo) => void;
  /** Closed without signing in: the pending action is dropped. */
  onClose: () => void;
}

/**
 * "Log In to Your Quest Account!" and "Sign Up and Start Learning!", linked both ways, on the app's sign-in and
 * sign-up flows. For screens whose machine owns the login step (the cart, the quest launch): they keep `dialog`
 * in their machine and render this. Other screens use {@link useVisitorGate}.
 */
export function VisitorAuthDialogs({ dialog, onSwitch, onSignedIn, onClose }: VisitorAuthDialogsProps) {
  const { mutate } = useSWRConfig();
  const signedIn = useCallback(
    (user: UserInfo) => {
      // Screens reading the current user see the new session at once.
      void mutate(currentUserKey, user, { revalidate: false });
      onSignedIn(user);
    },
    [mutate, onSignedIn],
  );
  if (dialog === 'login') {
    return (
      <LoginDialogContainer onSignedIn={signedIn} onSignUp={() => onSwitch('signUp')} onClose={onClose} />
    );
  }
  if (dialog === 'signUp') {
    return (
      <SignUpDialogContainer onSignedIn={signedIn} onLogIn={() => onSwitch('login')} onClose={onClose} />
    );
  }
  return null;
}

export interface VisitorGate {
  /** A session exists (a student), now or since a dialog signed the visitor in. */
  signedIn: boolean;
  /** Runs `then` at once for a student; for a visitor opens the login dialog and runs it after sign-in/sign-up. */
  requireSignIn: (then: () => void) => void;
  /** The login and sign-up dialogs; the caller renders them. */
  dialogs: ReactNode;
}

/**
 * The visitor gate of the catalogues (store-and-assessment.md §1, §6): launching, trying or buying needs a
 * session. A visitor gets the login dialog (linked to sign-up and back); the action continues after either, and
 * is dropped when the dialog is closed.
 */
export function useVisitorGate(): VisitorGate {
  const { session } = useServices();
  const [signedIn, setSignedIn] = useState(() => session.isSignedIn());
  const [dialog, setDialog] = useState<VisitorDialog | null>(null);
  const pending = useRef<(() => void) | null>(null);

  const requireSignIn = useCallback(
    (then: () => void) => {
      if (session.isSignedIn()) {
        then();
        return;
      }
      pending.current = then;
      setDialog('login');
    },
    [session],
  );
  const onSignedIn = useCallback(() => {
    const then = pending.current;
    pending.current = null;
    setDialog(null);
    setSignedIn(true);
    then?.();
  }, []);
  const onClose = useCallback(() => {
    pending.current = null;
    setDialog(null);
  }, []);

  return {
    signedIn: signedIn || session.isSignedIn(),
    requireSignIn,
    dialogs: (
      <VisitorAuthDialogs dialog={dialog} onSwitch={setDialog} onSignedIn={onSignedIn} onClose={onClose} />
    ),
  };
}
