import type { MouseEvent, ReactNode } from 'react';
import { BottomNav, type BottomNavProps } from '../../components/bottom-nav';
import { PageLayout } from '../../components/page-layout';
import { TopBar } from '../../components/top-bar';

/** Props of {@link HomeShellView}. */
export interface HomeShellViewProps {
  /** Content: the student's first name, after "Hi,". '' while the student loads. */
  firstName: string;
  /** Content: first and last name, for the avatar's initials. */
  fullName?: string;
  /** Content: the profile picture's address; initials show without one. */
  avatarSrc?: string | null;
  /** Behaviour: the support phone's `tel:` address; small screens show the call link when it is given. */
  callHref?: string;
  /** Content: the bottom bar's destinations, the current one and whether QueryBox shows (Android wrapper only). */
  nav: Pick<BottomNavProps, 'hrefs' | 'current' | 'showQueryBox' | 'onNavigate' | 'renderLink'>;
  /** Content: the child route (the dashboard, Progress, Live classes, Profile, Notifications, QueryBox). */
  children: ReactNode;
  /** Events: the leaderboard button. */
  onLeaderboard: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Events: the notifications button. */
  onNotifications: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Events: the share-app button (small screens); hidden without it. */
  onShare?: (event: MouseEvent<HTMLButtonElement>) => void;
}

/**
 * The home shell (/home and its children): the top bar ("Hi," and the first name, avatar, leaderboard and
 * notifications; on small screens also the call link and share-app), the child screen in the `main` landmark, and
 * the destinations Home, Progress, Live classes, QueryBox (Android wrapper) and Profile — the bottom bar on small
 * screens, a row in the top bar from 960 px (ADR 0066).
 */
export function HomeShellView({
  firstName,
  fullName,
  avatarSrc,
  callHref,
  nav,
  children,
  onLeaderboard,
  onNotifications,
  onShare,
}: HomeShellViewProps) {
  return (
    <PageLayout
      header={
        <TopBar
          firstName={firstName}
          fullName={fullName}
          avatarSrc={avatarSrc}
          callHref={callHref}
          onLeaderboard={onLeaderboard}
          onNotifications={onNotifications}
          onShare={onShare}
          nav={<BottomNav {...nav} layout="inline" />}
        />
      }
      bottomNav={<BottomNav {...nav} />}
    >
      {children}
    </PageLayout>
  );
}
