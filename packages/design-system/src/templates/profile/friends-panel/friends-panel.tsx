import { Accordion } from '../../../components/accordion';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { formatPoints } from '../../../format';
import { profileViewTexts, type ProfileDataState, type ProfileFriendStatus } from '../profile-texts';
import { Row, RowName, RowPoints, Rows } from '../profile-styles';
import { useDataLang, useTexts } from '../../../i18n/use-texts';

/** Props of {@link ProfileFriendsPanel}. */
export interface ProfileFriendsPanelProps {
  /** Behaviour: the state of the friends list: a placeholder while loading, a notice and Try again when failed. */
  state: ProfileDataState;
  /** Content: friends who share their status with the student; "Friends list not available" when empty. */
  friends: readonly ProfileFriendStatus[];
  /** Behaviour: "My Friends Status(Points)" starts open. The student opens and closes it. */
  defaultOpen?: boolean;
  /** Events: Try again after the friends list failed to load. Without it the notice has no button. */
  onRetry?: () => void;
}

/** The profile's collapsible "My Friends Status(Points)": the friends who share their points with the student. */
export function ProfileFriendsPanel({
  state,
  friends,
  defaultOpen = false,
  onRetry,
}: ProfileFriendsPanelProps) {
  const texts = useTexts(profileViewTexts);
  return (
    <Accordion
      headingLevel={2}
      defaultOpenId={defaultOpen ? 'friends' : null}
      items={[
        {
          id: 'friends',
          title: texts.friendsStatus,
          content: <FriendsStatus state={state} friends={friends} onRetry={onRetry} />,
        },
      ]}
    />
  );
}

function FriendsStatus({ state, friends, onRetry }: Omit<ProfileFriendsPanelProps, 'defaultOpen'>) {
  const t = useTexts(profileViewTexts);
  const dataLang = useDataLang();
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
          <RowName lang={dataLang}>{friend.name}</RowName>
          <RowPoints>{formatPoints(friend.points)}</RowPoints>
        </Row>
      ))}
    </Rows>
  );
}
