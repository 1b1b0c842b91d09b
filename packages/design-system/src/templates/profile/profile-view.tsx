import styled from 'styled-components';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { MainAsideLayout, PageColumn } from '../page-parts/layout';
import { ProfileAccountPanel, type ProfileAccountPanelProps } from './account-panel';
import { ProfileFriendsPanel } from './friends-panel';
import { ProfileIdentityPanel } from './identity-panel';
import { ProfileMissionsPanel } from './missions-panel';
import {
  profileViewTexts,
  type ProfileDataState,
  type ProfileFriendStatus,
  type ProfileMissionItem,
  type ProfileUser,
} from './profile-texts';
import { ProfileQuestPanel } from './quest-panel';
import { useTexts } from '../../i18n/use-texts';

/** The profile's texts and data types, importable with the view. */
export * from './profile-texts';

/** Props of {@link ProfileView}. */
export interface ProfileViewProps {
  /** Behaviour: the state of the student. `failed` shows the error and Try again instead of the page. */
  state: ProfileDataState;
  /** Content: the student (needed once `state` is `loaded`). */
  user?: ProfileUser;
  /** Content: the failure text ("Please check your connection…" when left out). */
  errorMessage?: string;
  /** Content: the support address, shown as a mailto link; hidden while unknown. */
  supportEmail?: string;
  /** Content: the app's language and its switch, in the account panel (issue 29); hidden without it. */
  language?: ProfileAccountPanelProps['language'];
  /** Content: the current quest's name; the points card is hidden without a quest. */
  questName?: string | null;
  /** Content: points earned in the current quest; a placeholder shows while it is undefined. */
  totalPoints?: number;
  /** Behaviour: the state of My Missions (the content list and the progress of the quest). */
  missionsState?: ProfileDataState;
  /** Content: the academic missions with their points; "No data available" when empty. */
  missions?: readonly ProfileMissionItem[];
  /** Behaviour: the state of the friends who share with the student. */
  friendsState?: ProfileDataState;
  /** Content: friends who share their status with the student; "Friends list not available" when empty. */
  friends?: readonly ProfileFriendStatus[];
  /** Behaviour: "My Friends Status(Points)" starts open. The student opens and closes it. */
  defaultFriendsOpen?: boolean;
  /** Behaviour: shows Change Password (only for the PASSWORD login type). */
  canChangePassword?: boolean;
  /** Behaviour: the picked picture is being uploaded; the avatar shows progress. */
  avatarUploading?: boolean;
  /** Content: why the picture was refused or not uploaded ("Please choose an image file."). */
  avatarError?: string | null;
  /** Behaviour: the logout is running; Logout shows progress. */
  loggingOut?: boolean;
  /** Accessibility: `div` inside the home shell's `main` (default); `main` when the view is the page. */
  as?: 'div' | 'main';
  /** Events: a picture was picked (tap, click, Enter or Space on the avatar). The caller checks it is an image. */
  onPickAvatar?: (file: File) => void;
  /** Events: "Edit details" (opens the profile details dialog). Hidden without it. */
  onEditDetails?: () => void;
  /** Events: Logout. */
  onLogout?: () => void;
  /** Events: "Share with friends" (opens the friends dialog). Hidden without it. */
  onShareWithFriends?: () => void;
  /** Events: "Redeem Points". Hidden without it. */
  onRedeemPoints?: () => void;
  /** Events: "Change Password" (only when `canChangePassword`). */
  onChangePassword?: () => void;
  /** Events: "Tests and reports" (the app opens the assessment dashboard, ADR 0079). Hidden without it. */
  onOpenAssessments?: () => void;
  /** Events: "QueryBox" (the app opens the query box; given on the web, where the bottom bar has no QueryBox,
   * ADR 0116). Hidden without it. */
  onOpenQueryBox?: () => void;
  /** Events: Try again after the student failed to load. */
  onRetry?: () => void;
  /** Events: Try again after My Missions failed to load. */
  onRetryMissions?: () => void;
  /** Events: Try again after the friends list failed to load. */
  onRetryFriends?: () => void;
}

/**
 * The profile (/home/profile): the avatar (a picker for a new picture), the greeting, email, Edit details and
 * Logout; the current quest with the total points, Share with friends and Redeem Points; My Missions (academic
 * missions with points); the collapsible "My Friends Status(Points)"; Change Password (PASSWORD login only) and
 * the support email. One column on phones; from the 960 px cutoff the friends and account panels move aside.
 */
export function ProfileView({
  state,
  user,
  errorMessage,
  supportEmail,
  language,
  questName,
  totalPoints,
  missionsState = 'loaded',
  missions = [],
  friendsState = 'loaded',
  friends = [],
  defaultFriendsOpen = false,
  canChangePassword = false,
  avatarUploading = false,
  avatarError,
  loggingOut = false,
  as = 'div',
  onPickAvatar,
  onEditDetails,
  onLogout,
  onShareWithFriends,
  onRedeemPoints,
  onChangePassword,
  onOpenAssessments,
  onOpenQueryBox,
  onRetry,
  onRetryMissions,
  onRetryFriends,
}: ProfileViewProps) {
  const t = useTexts(profileViewTexts);
  if (state === 'loading' || (state === 'loaded' && !user)) {
    return (
      <Root as={as}>
        <SkeletonGroup label={t.loading}>
          <MainAsideLayout>
            <PageColumn>
              <Skeleton variant="card" />
              <Skeleton variant="card" />
            </PageColumn>
            <PageColumn>
              <Skeleton variant="card" />
            </PageColumn>
          </MainAsideLayout>
        </SkeletonGroup>
      </Root>
    );
  }
  if (state === 'failed' || !user) {
    return (
      <Root as={as}>
        <ErrorView
          title={t.failedTitle}
          message={errorMessage ?? t.genericError}
          onRetry={onRetry}
          retryLabel={t.retry}
        />
      </Root>
    );
  }

  return (
    <Root as={as}>
      <MainAsideLayout>
        <PageColumn>
          <ProfileIdentityPanel
            user={user}
            avatarUploading={avatarUploading}
            avatarError={avatarError}
            loggingOut={loggingOut}
            onPickAvatar={onPickAvatar}
            onEditDetails={onEditDetails}
            onLogout={onLogout}
          />

          {questName ? (
            <ProfileQuestPanel
              questName={questName}
              totalPoints={totalPoints}
              onShareWithFriends={onShareWithFriends}
              onRedeemPoints={onRedeemPoints}
            />
          ) : null}

          {questName ? (
            <ProfileMissionsPanel
              state={missionsState}
              missions={missions}
              errorMessage={errorMessage}
              onRetry={onRetryMissions}
            />
          ) : null}
        </PageColumn>

        <PageColumn>
          {questName ? (
            <ProfileFriendsPanel
              state={friendsState}
              friends={friends}
              defaultOpen={defaultFriendsOpen}
              onRetry={onRetryFriends}
            />
          ) : null}
          <ProfileAccountPanel
            language={language}
            supportEmail={supportEmail}
            canChangePassword={canChangePassword}
            onChangePassword={onChangePassword}
            onOpenAssessments={onOpenAssessments}
            onOpenQueryBox={onOpenQueryBox}
          />
        </PageColumn>
      </MainAsideLayout>
    </Root>
  );
}

const Root = styled.div`
  display: block;
  min-width: 0;
  color: ${tokens.color.text.primary};
`;
