import styled from 'styled-components';
import { Accordion } from '../../components/accordion';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { Link } from '../../components/link';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { formatPoints } from '../../format';
import { tokens } from '../../tokens';
import { ErrorView } from '../error-view';
import { MainAsideLayout, PageColumn } from '../page-parts/layout';
import { wrapWords } from '../../internal/text-wrap';

/** Texts of the profile (learning-app.md §2 "Profile", §8 empty states). */
export const profileViewTexts = {
  greeting: (firstName: string) => `Hi, ${firstName}`,
  changePicture: 'Change profile picture',
  uploading: 'Uploading picture…',
  editDetails: 'Edit details',
  logout: 'Logout',
  support: 'Support',
  totalPoints: 'Total points',
  quest: 'Quest',
  shareWithFriends: 'Share with friends',
  redeemPoints: 'Redeem Points',
  changePassword: 'Change Password',
  assessments: 'Tests and reports',
  /** The query box's way in on the web, where the bottom bar has no QueryBox (ADR 0116). */
  queryBox: 'QueryBox',
  myMissions: 'My Missions',
  noMissions: 'No data available',
  friendsStatus: 'My Friends Status(Points)',
  friendsEmpty: 'Friends list not available',
  loading: 'Loading your profile…',
  loadingSection: 'Loading…',
  failedTitle: 'Could not load your profile',
  failedMissionsTitle: 'Could not load your missions',
  failedFriends: 'The friends list could not be loaded.',
  retry: 'Try again',
  genericError: 'Please check your connection and try again.',
} as const;

/** The three states of a data area (learning-app.md §4 "Data areas"). */
export type ProfileDataState = 'loading' | 'loaded' | 'failed';

/** The student as the profile header shows them. */
export interface ProfileUser {
  /** Greeted as "Hi, {firstName}". */
  firstName: string;
  /** First and last name: the avatar's initials and text alternative. */
  fullName: string;
  /** Shown under the greeting; left out when empty. */
  email?: string;
  /** The profile picture's address; the initials show without one. */
  avatarSrc?: string | null;
}

/** An academic mission of the current quest with the points the student earned in it. */
export interface ProfileMissionItem {
  missionId: number;
  /** The mission display name. */
  name: string;
  /** Points earned in the mission. */
  points: number;
}

/** A friend who shares their status in the quest with the student. */
export interface ProfileFriendStatus {
  userId: number;
  name: string;
  /** The friend's points in the quest. */
  points: number;
}

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
  const t = profileViewTexts;
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
          <Panel aria-busy={avatarUploading || undefined}>
            <Identity>
              <AvatarSlot>
                <Avatar
                  name={user.fullName}
                  src={user.avatarSrc}
                  size="xl"
                  onPick={avatarUploading ? undefined : onPickAvatar}
                  pickLabel={t.changePicture}
                />
                {avatarUploading && (
                  <Uploading>
                    <Spinner size="sm" label={t.uploading} />
                  </Uploading>
                )}
              </AvatarSlot>
              <IdentityText>
                <Greeting>{t.greeting(user.firstName)}</Greeting>
                {user.email ? <Detail>{user.email}</Detail> : null}
                {onEditDetails && (
                  <Link onClick={onEditDetails}>
                    <Icon name="settings" size="sm" /> {t.editDetails}
                  </Link>
                )}
              </IdentityText>
            </Identity>
            {avatarError ? <Failure role="alert">{avatarError}</Failure> : null}
            {onLogout && (
              <Button variant="secondary" iconStart="logout" loading={loggingOut} onClick={onLogout}>
                {t.logout}
              </Button>
            )}
          </Panel>

          {questName ? (
            <Panel>
              <Label>{t.quest}</Label>
              <QuestName>{questName}</QuestName>
              <PointsRow>
                <Icon name="star" />
                <span>
                  <span className="visually-hidden">{t.totalPoints}: </span>
                  {totalPoints === undefined ? (
                    <Skeleton variant="text" lines={1} width={96} label={t.loadingSection} />
                  ) : (
                    formatPoints(totalPoints)
                  )}
                </span>
              </PointsRow>
              <Actions>
                {onShareWithFriends && (
                  <Button variant="secondary" iconStart="share" onClick={onShareWithFriends}>
                    {t.shareWithFriends}
                  </Button>
                )}
                {onRedeemPoints && (
                  <Button variant="primary" iconStart="star" onClick={onRedeemPoints}>
                    {t.redeemPoints}
                  </Button>
                )}
              </Actions>
            </Panel>
          ) : null}

          {questName ? (
            <Panel>
              <SectionTitle>{t.myMissions}</SectionTitle>
              <SectionBody>
                <MyMissions
                  state={missionsState}
                  missions={missions}
                  errorMessage={errorMessage}
                  onRetry={onRetryMissions}
                />
              </SectionBody>
            </Panel>
          ) : null}
        </PageColumn>

        <PageColumn>
          {questName ? (
            <Accordion
              headingLevel={2}
              defaultOpenId={defaultFriendsOpen ? 'friends' : null}
              items={[
                {
                  id: 'friends',
                  title: t.friendsStatus,
                  content: <FriendsStatus state={friendsState} friends={friends} onRetry={onRetryFriends} />,
                },
              ]}
            />
          ) : null}
          {(canChangePassword || supportEmail || onOpenAssessments || onOpenQueryBox) && (
            <Panel>
              {onOpenAssessments && (
                <Button variant="secondary" iconStart="take-test" onClick={onOpenAssessments}>
                  {t.assessments}
                </Button>
              )}
              {onOpenQueryBox && (
                <Button variant="secondary" iconStart="query" onClick={onOpenQueryBox}>
                  {t.queryBox}
                </Button>
              )}
              {canChangePassword && onChangePassword && (
                <Button variant="secondary" iconStart="lock" onClick={onChangePassword}>
                  {t.changePassword}
                </Button>
              )}
              {supportEmail ? (
                <Detail>
                  {t.support}: <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
                </Detail>
              ) : null}
            </Panel>
          )}
        </PageColumn>
      </MainAsideLayout>
    </Root>
  );
}

function MyMissions({
  state,
  missions,
  errorMessage,
  onRetry,
}: {
  state: ProfileDataState;
  missions: readonly ProfileMissionItem[];
  errorMessage?: string;
  onRetry?: () => void;
}) {
  const t = profileViewTexts;
  if (state === 'loading') return <Skeleton variant="text" lines={3} label={t.loadingSection} />;
  if (state === 'failed') {
    return (
      <ErrorView
        headingLevel={3}
        title={t.failedMissionsTitle}
        message={errorMessage ?? t.genericError}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  }
  if (missions.length === 0) return <EmptyState size="sm" message={t.noMissions} />;
  return (
    <Rows aria-label={t.myMissions}>
      {missions.map((mission) => (
        <Row key={mission.missionId}>
          <RowName>{mission.name}</RowName>
          <RowPoints>{formatPoints(mission.points)}</RowPoints>
        </Row>
      ))}
    </Rows>
  );
}

function FriendsStatus({
  state,
  friends,
  onRetry,
}: {
  state: ProfileDataState;
  friends: readonly ProfileFriendStatus[];
  onRetry?: () => void;
}) {
  const t = profileViewTexts;
  if (state === 'loading') return <Skeleton variant="text" lines={3} label={t.loadingSection} />;
  if (state === 'failed') {
    return (
      <EmptyState
        icon="error"
        size="sm"
        message={t.failedFriends}
        action={onRetry ? <Button onClick={onRetry}>{t.retry}</Button> : undefined}
      />
    );
  }
  if (friends.length === 0) return <EmptyState icon="users" size="sm" message={t.friendsEmpty} />;
  return (
    <Rows aria-label={t.friendsStatus}>
      {friends.map((friend) => (
        <Row key={friend.userId}>
          <RowName>{friend.name}</RowName>
          <RowPoints>{formatPoints(friend.points)}</RowPoints>
        </Row>
      ))}
    </Rows>
  );
}

const Root = styled.div`
  display: block;
  min-width: 0;
  color: ${tokens.color.text.primary};
`;

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
`;

const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[4]};
  min-width: 0;
  width: 100%;
`;

const AvatarSlot = styled.div`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
`;

const Uploading = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  opacity: 0.85;
`;

const IdentityText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Greeting = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const Detail = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;

const Label = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.regular};
  color: ${tokens.color.text.secondary};
`;

const QuestName = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  ${wrapWords}
`;

const PointsRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[3]};
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

const SectionBody = styled.div`
  align-self: stretch;
  min-width: 0;
`;

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  align-self: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[3]};
  min-height: 44px;
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};

  &:last-child {
    border-bottom: 0;
  }
`;

const RowName = styled.span`
  min-width: 0;
  ${wrapWords}
`;

const RowPoints = styled.span`
  flex-shrink: 0;
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.secondary};
`;
