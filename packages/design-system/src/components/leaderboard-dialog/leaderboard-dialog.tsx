import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { EmptyState } from '../empty-state';
import { LEADERBOARD_EMPTY_MESSAGE, LeaderboardRow, LeaderboardRowsSkeleton } from '../leaderboard-row';
import { VirtualList } from '../virtual-list';

/** The height of a row of a long (virtualized) leaderboard, px: LeaderboardRow's minimum height. */
const ROW_HEIGHT = 56;
/** The space between rows, px (`space[1]`). */
const ROW_GAP = 4;

/** One learner on the leaderboard: name and points in the quest (learning-app.md §3 "Leaderboard entry"). */
export interface LeaderboardEntryValue {
  name: string;
  score: number;
}

/** Props of {@link LeaderboardDialog}. */
export interface LeaderboardDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the dialog's heading. */
  title?: string;
  /**
   * Content: 'loading' shows skeleton rows, 'failed' the message with Try again, 'locked' the server's refusal
   * with a lock and no retry (the quest is not the student's, or its trial is over — ADR 0105), 'loaded' the list.
   */
  state: 'loading' | 'loaded' | 'failed' | 'locked';
  /** Content: learners, highest score first (the server orders them). */
  entries: readonly LeaderboardEntryValue[];
  /** Content: the signed-in student's name, whose row is marked "You". */
  currentUserName?: string;
  /** Content: the message when the list could not load. */
  failedMessage?: string;
  /** Content: in 'locked', why the student may not see this quest's leaderboard (the server's text). */
  lockedMessage?: string;
  /** Events: Try again after a failure. */
  onRetry?: () => void;
  /** Events: close (×, Escape, backdrop). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The leaderboard dialog (learning-app.md §2): name and score in Points for each learner of the quest, or
 * "Leader board list not available!". Rows are LeaderboardRow (cheap, memoised) in an ordered list; from 100
 * learners on the list is virtualized (VirtualList): only the rows in view are drawn, 56 px each, and the list
 * scrolls with the keyboard (docs/decisions/0085-virtual-leaderboard.md).
 */
export function LeaderboardDialog({
  open,
  title = 'Leaderboard',
  state,
  entries,
  currentUserName,
  failedMessage = 'The leaderboard could not be loaded. Check your connection and try again.',
  lockedMessage = 'The leaderboard is shown to the learners of this quest.',
  onRetry,
  onClose,
  inline = false,
}: LeaderboardDialogProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const heading = t(title);
  return (
    <Dialog open={open} inline={inline} title={heading} size="sm" onClose={onClose}>
      {state === 'loading' ? (
        <LeaderboardRowsSkeleton label={t('Loading leaderboard…')} />
      ) : state === 'locked' ? (
        <EmptyState icon="lock" size="sm" message={t(lockedMessage)} />
      ) : state === 'failed' ? (
        <EmptyState
          icon="error"
          size="sm"
          message={t(failedMessage)}
          action={onRetry ? <Button onClick={onRetry}>{t('Try again')}</Button> : undefined}
        />
      ) : entries.length === 0 ? (
        <EmptyState icon="inbox" size="sm" message={t(LEADERBOARD_EMPTY_MESSAGE)} />
      ) : (
        <VirtualList
          label={heading}
          count={entries.length}
          itemSize={ROW_HEIGHT}
          gap={ROW_GAP}
          renderItem={(index, itemProps) => {
            const entry = entries[index]!;
            return (
              <LeaderboardRow
                as="li"
                {...itemProps}
                rank={index + 1}
                name={entry.name}
                lang={dataLang}
                score={entry.score}
                isCurrentUser={currentUserName !== undefined && entry.name === currentUserName}
              />
            );
          }}
        />
      )}
    </Dialog>
  );
}
