import styled from 'styled-components';
import { tokens } from '../../../tokens';
import { Button } from '../../button';
import { Dialog } from '../../dialog';
import { Icon } from '../../icon';
import { DialogMessage } from '../dialog-message';

/** Texts of the trial-expired dialog, exactly as the spec writes them (learning-app.md §2). */
export const trialExpiredDialogTexts = {
  title: 'Trial Expired',
  message: 'Your trial has been expired. Please buy the product to get access of contents.',
  notNow: 'Not now',
  buyNow: 'Buy now',
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
 * "Trial Expired": the spec's exact message with "Not now" and "Buy now". An `alertdialog` (it interrupts) with
 * focus on "Not now", the safe choice. It only tells; the blocking of content is the caller's, keyed on
 * isTrialOver, so "Not now" closes the message, never the lock.
 */
export function TrialExpiredDialog({
  open,
  questName,
  buying = false,
  error,
  onBuy,
  onClose,
  inline = false,
}: TrialExpiredDialogProps) {
  const t = trialExpiredDialogTexts;
  return (
    <Dialog
      open={open}
      inline={inline}
      role="alertdialog"
      title={t.title}
      description={t.message}
      size="sm"
      align="center"
      closeButton={false}
      dismissible={!buying}
      onClose={onClose}
      media={
        <Badge>
          <Icon name="timer" size="xl" />
        </Badge>
      }
      actions={
        <>
          <Button variant="secondary" disabled={buying} onClick={onClose} data-autofocus>
            {t.notNow}
          </Button>
          <Button loading={buying} onClick={onBuy}>
            {t.buyNow}
          </Button>
        </>
      }
    >
      {questName || error ? (
        <Body aria-busy={buying || undefined}>
          {questName ? <Quest>{questName}</Quest> : null}
          <DialogMessage tone="error">{error}</DialogMessage>
        </Body>
      ) : null}
    </Dialog>
  );
}

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${tokens.radius.pill};
  color: ${tokens.color.feedback.warning.text};
  background-color: ${tokens.color.feedback.warning.background};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const Quest = styled.p`
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
`;
