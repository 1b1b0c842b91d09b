import { AlertDialog } from '../../../components/alert-dialog';
import { Button } from '../../../components/button';
import { playerViewTexts } from '../player-model';

/** Props of {@link RatingPrompt}. */
export interface RatingPromptProps {
  /** Behaviour: the prompt shows (an unrated video ended). */
  open: boolean;
  /** Appearance: drawn in the page flow instead of as a modal (design sheets and docs only). */
  inline?: boolean;
  /** Events: Like / Dislike in the prompt. */
  onLike: () => void;
  onDislike: () => void;
  /** Events: Not now or Escape closes the prompt. */
  onDismiss: () => void;
}

/** The like/dislike prompt after an unrated video ended: "Did you like this video?" with Not now, Dislike, Like. */
export function RatingPrompt({ open, inline = false, onLike, onDislike, onDismiss }: RatingPromptProps) {
  return (
    <AlertDialog
      type="like"
      open={open}
      inline={inline}
      title={playerViewTexts.ratingPromptTitle}
      body={playerViewTexts.ratingPromptBody}
      onClose={onDismiss}
      actions={
        <>
          <Button variant="text" onClick={onDismiss}>
            {playerViewTexts.notNow}
          </Button>
          <Button variant="secondary" iconStart="dislike" onClick={onDislike}>
            {playerViewTexts.dislike}
          </Button>
          <Button iconStart="like" onClick={onLike}>
            {playerViewTexts.like}
          </Button>
        </>
      }
    />
  );
}
