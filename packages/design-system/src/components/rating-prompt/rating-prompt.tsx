import { AlertDialog } from '../alert-dialog';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { Button } from '../button';
import type { PlayerRating } from '../player-controls';

/** Texts of the like/dislike prompt (learning-app.md §2 "Video player"; the spec leaves the wording to the caller). */
export const ratingPromptTexts = {
  title: 'Did you like this video?',
  body: 'Tell us with a like or a dislike.',
  like: 'Like',
  dislike: 'Dislike',
  notNow: 'Not now',
  failedTitle: 'Your rating was not saved',
  failedBody: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

export type RatingPromptTexts = { [K in keyof typeof ratingPromptTexts]: string };

/** Where the prompt is: asking, saving the student's choice, or showing that saving it failed. */
export type RatingPromptStatus = 'asked' | 'saving' | 'failed';

/** Props of {@link RatingPrompt}. */
export interface RatingPromptProps {
  /** Behaviour: the prompt shows (an unrated video ended). */
  open: boolean;
  /**
   * Behaviour: `asked` (Like and Dislike wait for a choice), `saving` (the choice is being sent: its button spins,
   * the other is disabled and the prompt cannot be dismissed) or `failed` (an error dialog offers Try again).
   */
  status?: RatingPromptStatus;
  /** Behaviour: the student's choice while saving or after a failure; that button is the one that spins. */
  choice?: PlayerRating | null;
  /** Behaviour: rating is not possible now; Like and Dislike are disabled and `disabledReason` says why. */
  disabled?: boolean;
  /** Content: why rating is not possible (shown as the body while `disabled`). */
  disabledReason?: string;
  /** Content: the server's or the app's message after a failure (defaults to a connection hint). */
  failure?: string | null;
  /** Content: the wording, by default {@link ratingPromptTexts}; a translated build passes its own. */
  texts?: Partial<RatingPromptTexts>;
  /** Appearance: drawn in the page flow instead of as a modal (design sheets and docs only). */
  inline?: boolean;
  /** Events: Like / Dislike pressed (never while saving or disabled). */
  onLike: () => void;
  onDislike: () => void;
  /** Events: Try again after a failure; without it the choice's own event (onLike / onDislike) is sent again. */
  onRetry?: () => void;
  /** Events: Not now, Escape or the backdrop closes the prompt (not while saving). */
  onDismiss: () => void;
}

/**
 * The like/dislike prompt after an unrated video ended: "Did you like this video?" with Not now, Dislike and
 * Like; the chosen button spins while the rating is saved, and a failure turns it into an error dialog with
 * Try again. Built on {@link AlertDialog} (the `like` type's waving icon).
 */
export function RatingPrompt({
  open,
  status = 'asked',
  choice = null,
  disabled = false,
  disabledReason,
  failure,
  texts,
  inline = false,
  onLike,
  onDislike,
  onRetry,
  onDismiss,
}: RatingPromptProps) {
  // A caller's own wording is shown as given when no catalogue holds it (useTexts passes unknown text through).
  const t: RatingPromptTexts = useTexts({ ...ratingPromptTexts, ...texts });
  const translate = useTranslate();
  if (status === 'failed') {
    const retry = onRetry ?? (choice === 'dislike' ? onDislike : onLike);
    return (
      <AlertDialog
        type="error"
        open={open}
        inline={inline}
        title={t.failedTitle}
        body={failure != null ? translate(failure) : t.failedBody}
        onClose={onDismiss}
        actions={
          <>
            <Button variant="text" onClick={onDismiss}>
              {t.notNow}
            </Button>
            <Button onClick={retry}>{t.retry}</Button>
          </>
        }
      />
    );
  }
  const saving = status === 'saving';
  return (
    <AlertDialog
      type="like"
      open={open}
      inline={inline}
      title={t.title}
      body={disabled && disabledReason ? translate(disabledReason) : t.body}
      dismissible={!saving}
      onClose={onDismiss}
      actions={
        <>
          <Button variant="text" disabled={saving} onClick={onDismiss}>
            {t.notNow}
          </Button>
          <Button
            variant="secondary"
            iconStart="dislike"
            disabled={disabled || (saving && choice !== 'dislike')}
            loading={saving && choice === 'dislike'}
            onClick={onDislike}
          >
            {t.dislike}
          </Button>
          <Button
            iconStart="like"
            disabled={disabled || (saving && choice !== 'like')}
            loading={saving && choice === 'like'}
            onClick={onLike}
          >
            {t.like}
          </Button>
        </>
      }
    />
  );
}
