import { useState } from 'react';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HomeShellView, LeaderboardDialog } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { useToast } from '../../../app/toast';
import { paths } from '../../../routes/paths';
import { fullNameOf, useCurrentUser } from '../../../data/current-user';
import { pickCurrentQuest, QUEST_PARAM } from '../../../data/current-quest';
import { appLinks, shareAppContent } from '../app-links';
import { refusalMessage } from '../../../data/refusal';
import { useLeaderboard } from '../data/use-leaderboard';
import { bottomNavHrefs, navItemOf } from '../home-model';

/** Toast time of sharing (learning-app.md §9: "share and query 2 s"). */
const SHARE_TOAST_MS = 2_000;

/**
 * The home shell (layout of /home and /home/*): the top bar with the student's first name, the call link and
 * share-app on small screens, the bottom bar (QueryBox only in the Android wrapper) and the child route.
 */
export function Component() {
  const { bridge, session } = useServices();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showToast = useToast();
  const [search] = useSearchParams();
  const [leaderboardOpen, setLeaderboardOpen] = useState(false);
  const quest = user.data ? pickCurrentQuest(user.data, search.get(QUEST_PARAM)) : null;
  const leaderboard = useLeaderboard(leaderboardOpen && quest ? quest.questId : null);
  // A refusal (403: the quest is not the student's, or its trial is over) shows as locked, never as Try again.
  const leaderboardRefusal = leaderboard.data ? undefined : refusalMessage(leaderboard.error);

  const shareApp = async () => {
    const apple = bridge.host === 'ios' || session.platform() === 'iOS';
    const result = await bridge.share(shareAppContent(appLinks, apple));
    if (result === 'copied') {
      showToast({ message: 'Link copied.', type: 'success', durationMs: SHARE_TOAST_MS });
    } else if (result === 'unavailable') {
      showToast({ message: 'Sharing is not available here.', type: 'error', durationMs: SHARE_TOAST_MS });
    }
  };

  return (
    <HomeShellView
      firstName={user.data?.firstName ?? ''}
      fullName={user.data ? fullNameOf(user.data) : undefined}
      avatarSrc={user.data?.profilePic}
      callHref={appLinks.supportPhoneHref ?? undefined}
      nav={{
        hrefs: bottomNavHrefs,
        current: navItemOf(pathname),
        showQueryBox: bridge.host === 'android',
        onNavigate: (href) => void navigate(href),
      }}
      onShare={() => void shareApp()}
      onLeaderboard={() => setLeaderboardOpen(true)}
      onNotifications={() => void navigate(paths.homeNotification.getHref())}
    >
      <Outlet />
      <LeaderboardDialog
        open={leaderboardOpen}
        state={quest ? (leaderboardRefusal ? 'locked' : leaderboard.state) : 'loaded'}
        lockedMessage={leaderboardRefusal}
        entries={leaderboard.data ?? []}
        currentUserName={user.data ? fullNameOf(user.data) : undefined}
        onRetry={leaderboard.retry}
        onClose={() => setLeaderboardOpen(false)}
      />
    </HomeShellView>
  );
}
