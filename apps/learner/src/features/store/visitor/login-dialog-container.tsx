import { useEffect, useRef } from 'react';
import { LoginDialog } from '@quest/design-system';
import { useSignIn } from '@quest/flows';
import type { UserInfo } from '@quest/api';
import { useServices } from '../../../app/services';
import { signInImplementations } from '../../identity';

/** Props of {@link LoginDialogContainer}. */
export interface LoginDialogContainerProps {
  /** Signed in: the session is stored and the user loaded. */
  onSignedIn: (user: UserInfo) => void;
  /** The "Sign Up and Start Learning!" link. */
  onSignUp: () => void;
  /** Closed without signing in. */
  onClose: () => void;
}

/**
 * "Log In to Your Quest Account!" on the app's own sign-in flow (the sign-in route's effects: token in
 * sessionStorage, remembered user name, the host's password keeper, the current user load). The failure shows in
 * the dialog rather than as a toast behind it. Mount it while the dialog is open: each opening starts afresh.
 */
export function LoginDialogContainer({ onSignedIn, onSignUp, onClose }: LoginDialogContainerProps) {
  const services = useServices();
  const { session } = services;
  const signIn = useSignIn(
    signInImplementations(services, () => {}),
    { username: session.rememberedUserName(), rememberMe: session.rememberFlag() },
  );
  const reported = useRef(false);
  useEffect(() => {
    if (signIn.step !== 'signedIn' || !signIn.user || reported.current) return;
    reported.current = true;
    onSignedIn(signIn.user);
  }, [signIn.step, signIn.user, onSignedIn]);

  const busy = signIn.step !== 'form';
  return (
    <LoginDialog
      open
      username={signIn.username}
      password={signIn.password}
      errors={signIn.errors}
      failure={signIn.step === 'form' ? signIn.message : null}
      busy={busy}
      onFieldChange={signIn.setField}
      onSubmit={signIn.submit}
      onSignUp={() => {
        if (!busy) onSignUp();
      }}
      onClose={onClose}
    />
  );
}
