import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch, retryLoad, SignInView, signInViewTexts } from '@quest/design-system';
import type { SignInView as SignInFlowView } from '@quest/flows';
import { useLanguageChoice } from '../../../app/language-choice';
import { useServices } from '../../../app/services';
import { useToast } from '../../../app/toast';
import { paths } from '../../../routes/paths';
import { useAppConfig } from '../../../data/app-config';
import { afterSignInHref, readSessionEnded } from '../session-ended/session-ended';
import { useFirstInteraction } from './first-interaction';
import { useSignInDraft } from './sign-in-draft';
import { useForgotPasswordDialogParam } from '../forgot-password/forgot-password-param';

/**
 * The sign-in flow (xstate) loads at the visitor's first interaction with the page, not at paint; the form keeps what
 * is typed, and a submit, until it arrives (ADRs 0083, 0123). A first interaction made offline (or a fetch the
 * network drops) does not end on the error page: the flow is fetched again when the browser is back online.
 */
const SignInFlow = lazy(() => retryLoad(() => import('./sign-in-flow')));

/** The Forgot Password flow loads when its dialog opens: `/` paints without it (ADR 0083). */
const ForgotPasswordDialogContainer = lazy(async () => ({
  default: (await import('../forgot-password/forgot-password-dialog-container'))
    .ForgotPasswordDialogContainer,
}));

/**
 * Sign-in (/ and /signin): the sign-in flow fed into SignInView. A student who already has a session goes to
 * /home. On `/` a visitor is offered Explore (the visitor catalogue) and Sign Up; on /signin (reached from a
 * store action) only Back to `/` (ADR 0043). After a session ended, `/` says so and a sign-in returns to the page
 * the session ended on (ADR 0116).
 */
export function Component() {
  const services = useServices();
  const { session, bridge } = services;
  const showToast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  // Nothing of the flow, zod or the contract's schemas is fetched before the first interaction (ADR 0123): the
  // config (the terms address) is asked for then too, and its call brings the identity endpoints.
  const interacted = useFirstInteraction();
  const config = useAppConfig({ wait: !interacted });
  // Decided once: a token stored by this very sign-in must not short-cut the post-login redirect.
  const [signedInOnArrival] = useState(() => session.isSignedIn());
  const forgotPassword = useForgotPasswordDialogParam();
  const draft = useSignInDraft({
    username: session.rememberedUserName(),
    rememberMe: session.rememberFlag(),
  });
  const [flow, setFlow] = useState<SignInFlowView | null>(null);
  const language = useLanguageChoice();
  const signIn = flow ?? draft.view;

  // After a session ended (ADR 0116): the notice, and the page it ended on to return to after signing in.
  const ended = readSessionEnded(search);
  const { returnTo } = ended;

  useEffect(() => {
    if (signIn.redirectTo) void navigate(afterSignInHref(returnTo, signIn.redirectTo), { replace: true });
  }, [signIn.redirectTo, returnTo, navigate]);

  // Terms or Privacy Policy pressed while the config (asked for at that very press) was on its way: open on arrival.
  const termsWanted = useRef(false);
  const termsUrl = config.data?.tcUrl;
  useEffect(() => {
    if (!termsWanted.current || termsUrl === undefined) return;
    termsWanted.current = false;
    if (termsUrl) bridge.openUrl(termsUrl);
  }, [termsUrl, bridge]);

  // Still signed in: a session refused meanwhile (a 401 at start-up clears it while this page is open, then
  // navigates here again) shows the form instead of a Navigate that already ran.
  if (signedInOnArrival && session.isSignedIn()) return <Navigate to={paths.home.getHref()} replace />;

  const openTerms = () => {
    if (config.data) {
      if (config.data.tcUrl) bridge.openUrl(config.data.tcUrl);
    } else termsWanted.current = true;
  };
  const isStart = location.pathname === paths.root.path;
  return (
    <>
      <SignInView
        header={<LanguageSwitch value={language.value} busy={language.busy} onChange={language.choose} />}
        username={signIn.username}
        password={signIn.password}
        rememberMe={signIn.rememberMe}
        notice={ended.ended ? signInViewTexts.sessionEnded : undefined}
        errors={signIn.errors}
        busy={signIn.busy || signIn.step === 'signedIn'}
        onFieldChange={signIn.setField}
        onRememberMeChange={(value) => {
          signIn.setRememberMe(value);
          if (!value) session.remember('', false);
        }}
        onSubmit={signIn.submit}
        onForgotPassword={forgotPassword.show}
        onBack={
          isStart ? undefined : () => void navigate({ pathname: paths.root.path, search: search.toString() })
        }
        onExplore={isStart ? () => void navigate(paths.category.getHref()) : undefined}
        onSignUp={isStart ? () => void navigate(paths.signUp.getHref()) : undefined}
        onPrivacyPolicy={openTerms}
        onTerms={openTerms}
      />
      {interacted ? (
        <Suspense fallback={null}>
          <SignInFlow
            services={services}
            showToast={showToast}
            actionType={search.get('actionType')}
            readDraft={draft.read}
            onView={setFlow}
          />
        </Suspense>
      ) : null}
      {forgotPassword.open ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialogContainer
            username={signIn.username}
            onClose={forgotPassword.close}
            onReset={(username) => signIn.setField('username', username)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
