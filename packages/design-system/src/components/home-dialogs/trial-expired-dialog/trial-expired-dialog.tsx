import { LockedDialog } from '../../locked-notice/locked-dialog';
import { lockedTexts } from '../../locked-notice/locked-texts';

/** Texts of the trial-expired dialog: the spec's (learning-app.md §2), typos corrected (ADR 0108). */
export const trialExpiredDialogTexts = {
  title: lockedTexts.trialTitle,
  message: lockedTexts.trialMessage,
  notNow: lockedTexts.notNow,
  buyNow: lockedTexts.buyNow,
} as const;

/** Props of {@link TrialExpiredDialog}. */
export interface TrialExpiredDialogProps {
  /** Behaviour: shown while true — whenever the current quest's isTrialOver is true and its content is asked for. */
  open: boolean;
  /** Content: the quest whose trial ended, shown under the message (useful when a student holds several). */
  questName?: string;
  /** Behaviour: the purchase is being prepared (the quest goes into the cart): "Buy now" shows progress and the
   * dialog cannot be closed. */
  buying?: boolean;
  /** Content: why the purchase could not start (the server's message); shown as an alert. */
  error?: string | null;
  /** Events: "Buy now" — buy that quest. */
  onBuy: () => void;
  /**
   * Events: "Not now", Escape or the backdrop. Closing does not unblock anything: the caller keeps the content
   * locked while isTrialOver and opens the dialog again when the student reaches for it.
   */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * "Trial Expired": the `trial` state of LockedDialog — the spec's message with "Not now" and "Buy now", an
 * `alertdialog` with focus on "Not now", the safe choice. It only tells; the blocking of content is the caller's,
 * keyed on isTrialOver, so "Not now" closes the message, never the lock.
 */
export function TrialExpiredDialog({ questName, error, ...rest }: TrialExpiredDialogProps) {
  return <LockedDialog reason="trial" subject={questName} buyError={error} {...rest} />;
}
