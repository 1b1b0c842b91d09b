import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FrameViewer, ViewerPageView, useTranslate } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { useCurrentUser } from '../../../data/current-user';
import { reasonLock } from '../locks/lock-model';
import { useLockBuy } from '../locks/use-lock-buy';
import { useLearningToolToken } from './use-learning-tool-token';
import { learningToolQuest, learningToolSrc } from './viewer-model';

/** The page's title (learning-app.md §2 "External learning tool page"). */
export const LEARNING_TOOL_TITLE = 'Learning tool';

/** The tool posts no messages the app acts on: nothing it sends is heard. */
const hearNothing = () => null;

/**
 * The external learning tool (/nexool, ADR 0056): a fresh token for the quest (`?questId`, else the student's last
 * quest) opens the API config's `authPageUrl` with `token` and `lasturl` (this app's /home) in a sandboxed frame,
 * under a back button to /home. The route is listed public, but the tool needs a student: a visitor without a
 * session goes to sign-in (`/`) keeping the query. A student without any quest goes to /home. Token failures are
 * logged only and show a plain failure with Try again.
 */
export function Component() {
  const t = useTranslate();
  const { session, api } = useServices();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = session.isSignedIn();
  const user = useCurrentUser();
  const questId = user.data ? learningToolQuest(search, user.data.lastQuestAccessed) : null;
  const token = useLearningToolToken(user.data?.userId, questId);
  const buy = useLockBuy(questId ?? undefined);
  const trialOver = Boolean(user.data?.userQuestList.find((q) => q.questId === questId)?.isTrialOver);
  // The server refused the token (ADR 0105): why, as every locked page says it (ADR 0113).
  const lock = token.refused === undefined ? undefined : reasonLock(token.refused, trialOver);

  if (!signedIn) return <Navigate to={paths.root.getHref(search)} replace />;
  if (user.data && questId === null) return <Navigate to={paths.home.getHref()} replace />;

  const home = () => void navigate(paths.home.getHref());
  const src = token.token
    ? learningToolSrc(api.config.authPageUrl, token.token, window.location.origin)
    : null;
  const state = user.state === 'failed' ? 'failed' : user.state === 'loading' ? 'loading' : token.state;

  return (
    <ViewerPageView
      as="main"
      state={lock ? 'locked' : state === 'loaded' && !src ? 'failed' : state}
      lock={lock && (lock.reason === 'trial' ? { ...lock, ...buy } : lock)}
      title={t(LEARNING_TOOL_TITLE)}
      onBack={home}
      onRetry={user.state === 'failed' ? user.retry : token.retry}
    >
      {src && (
        <FrameViewer
          src={src}
          title={t(LEARNING_TOOL_TITLE)}
          expectedOrigin={new URL(src).origin}
          accept={hearNothing}
          onBack={home}
        />
      )}
    </ViewerPageView>
  );
}
