import { ShareFriendsDialog, shareFriendsDialogTexts, type ShareChange } from '@quest/design-system';
import type { SharedData } from '@quest/api';
import { useToast } from '../../app/toast';
import type { EndpointData } from '../../data/use-endpoint';
import { usePostSharedData } from './data/use-post-shared-data';
import { shareFriendsOf } from './profile-model';

/** Toast time of sharing (learning-app.md §9: "share and query 2 s"). */
export const SHARE_TOAST_MS = 2_000;

/** Props of {@link ShareFriendsContainer}. */
export interface ShareFriendsContainerProps {
  open: boolean;
  /** The student and the quest whose status is shared. */
  userId: number | undefined;
  questId: number | undefined;
  /** The cached GetSharedData of that quest (the profile loads it for the friends' status). */
  sharedData: EndpointData<SharedData>;
  /** Cancel, Escape, close, or the sharing was saved. */
  onClose: () => void;
}

/**
 * "Share with friends": the friends with switches; Share posts the changed ones, then "Sharing Successful." as a
 * 2 s toast and the dialog closes, or the error as a red 2 s toast and the dialog stays (learning-app.md §4, §8).
 */
export function ShareFriendsContainer({
  open,
  userId,
  questId,
  sharedData,
  onClose,
}: ShareFriendsContainerProps) {
  const showToast = useToast();
  const post = usePostSharedData(userId, questId);

  const share = async (changes: ShareChange[]) => {
    const error = await post.share(changes);
    if (error === null) {
      showToast({ message: shareFriendsDialogTexts.success, type: 'success', durationMs: SHARE_TOAST_MS });
      onClose();
    } else {
      showToast({ message: error, type: 'error', durationMs: SHARE_TOAST_MS });
    }
  };

  return (
    <ShareFriendsDialog
      open={open}
      state={sharedData.state}
      friends={sharedData.data ? shareFriendsOf(sharedData.data) : []}
      failure={post.error}
      sharing={post.sharing}
      onShare={(changes) => void share(changes)}
      onRetry={sharedData.retry}
      onClose={() => {
        post.clearError();
        onClose();
      }}
    />
  );
}
