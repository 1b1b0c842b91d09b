import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { EmptyState } from '../empty-state';
import { FRIENDS_EMPTY_MESSAGE, FriendRow, FriendRowsSkeleton } from '../friend-row';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { DialogActions as Actions, DialogForm as Form } from '../dialog/dialog-form';

/** Texts of the share-with-friends dialog (learning-app.md §4 "Sharing", §8). */
export const shareFriendsDialogTexts = {
  title: 'Share with friends',
  description: 'Turn a friend on to share your quest status with them.',
  share: 'Share',
  cancel: 'Cancel',
  empty: FRIENDS_EMPTY_MESSAGE,
  loading: 'Loading friends…',
  failed: 'The friends list could not be loaded.',
  retry: 'Try again',
  /** The spec's success text; the app shows it as a 2 s toast. */
  success: 'Sharing Successful.',
} as const;

/** A friend of the student and whether the student shares their quest status with them. */
export interface ShareFriend {
  userId: number;
  name: string;
  shared: boolean;
}

/** One change to send: sharing turned on or off for one friend. */
export interface ShareChange {
  userId: number;
  isShared: boolean;
}

/** Props of {@link ShareFriendsDialog}. */
export interface ShareFriendsDialogProps {
  /** Behaviour: shown while true; each opening starts from `friends` as saved. */
  open: boolean;
  /** Content: 'loading' shows skeleton rows, 'failed' the message with Try again, 'loaded' the list. */
  state: 'loading' | 'loaded' | 'failed';
  /** Content: the friends as the server has them; "Friends list not available" when empty. */
  friends: readonly ShareFriend[];
  /** Content: the last failure of Share, shown as an alert (the app also shows it as a red toast). */
  failure?: string | null;
  /** Behaviour: the changes are being sent; the switches and Share wait. */
  sharing?: boolean;
  /** Events: Share, with only the friends whose switch differs from `friends`. Share waits until one does. */
  onShare: (changes: ShareChange[]) => void;
  /** Events: Try again after the list failed to load. */
  onRetry?: () => void;
  /** Events: Cancel, Escape or the close button (not while sharing). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * Share with friends: the student's friends with on/off switches (FriendRow); Share sends only the switches that
 * changed. The caller posts them, then shows "Sharing Successful." or the error as a 2 s toast.
 */
export function ShareFriendsDialog({
  open,
  state,
  friends,
  failure,
  sharing = false,
  onShare,
  onRetry,
  onClose,
  inline = false,
}: ShareFriendsDialogProps) {
  const t = useTexts(shareFriendsDialogTexts);
  return (
    <Dialog
      open={open}
      inline={inline}
      title={t.title}
      description={state === 'loaded' && friends.length > 0 ? t.description : undefined}
      size="sm"
      dismissible={!sharing}
      onClose={onClose}
    >
      {state === 'loading' ? (
        <FriendRowsSkeleton label={t.loading} />
      ) : state === 'failed' ? (
        <EmptyState
          icon="error"
          size="sm"
          message={t.failed}
          action={onRetry ? <Button onClick={onRetry}>{t.retry}</Button> : undefined}
        />
      ) : friends.length === 0 ? (
        <EmptyState icon="users" size="sm" message={t.empty} />
      ) : (
        <FriendsForm
          friends={friends}
          failure={failure}
          sharing={sharing}
          onShare={onShare}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}

/** The list and its buttons; mounted on each opening, so the switches start from what was saved. */
function FriendsForm({
  friends,
  failure,
  sharing,
  onShare,
  onClose,
}: Pick<ShareFriendsDialogProps, 'friends' | 'failure' | 'onShare' | 'onClose'> & { sharing: boolean }) {
  const t = useTexts(shareFriendsDialogTexts);
  // The failure is the server's or the flow's English: shown in the active language when it is known.
  const translate = useTranslate();
  const dataLang = useDataLang();
  const [draft, setDraft] = useState<ReadonlyMap<number, boolean>>(() => new Map());
  const sharedOf = (friend: ShareFriend) => draft.get(friend.userId) ?? friend.shared;
  const changes: ShareChange[] = friends
    .filter((friend) => sharedOf(friend) !== friend.shared)
    .map((friend) => ({ userId: friend.userId, isShared: sharedOf(friend) }));

  return (
    <Form
      aria-busy={sharing || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!sharing && changes.length > 0) onShare(changes);
      }}
    >
      <List aria-label={t.title}>
        {friends.map((friend) => (
          <FriendRow
            key={friend.userId}
            name={friend.name}
            lang={dataLang}
            shared={sharedOf(friend)}
            disabled={sharing}
            onToggle={(shared) => setDraft((current) => new Map(current).set(friend.userId, shared))}
          />
        ))}
      </List>
      {failure ? <Failure role="alert">{translate(failure)}</Failure> : null}
      <Actions>
        <Button variant="secondary" disabled={sharing} onClick={onClose}>
          {t.cancel}
        </Button>
        <Button type="submit" iconStart="share" loading={sharing} disabled={changes.length === 0}>
          {t.share}
        </Button>
      </Actions>
    </Form>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Failure = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.feedback.error.text};
`;
