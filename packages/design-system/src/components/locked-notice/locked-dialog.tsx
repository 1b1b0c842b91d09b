import styled from 'styled-components';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { DialogMessage } from '../home-dialogs/dialog-message';
import { Icon } from '../icon';
import { lockedCopy, lockedTexts, type LockReason, type LockedKind } from './locked-texts';

/** Props of {@link LockedDialog}. */
export interface LockedDialogProps {
  /** Behaviour: shown while true — when the student taps something locked (a content card, a mission). */
  open: boolean;
  /** Content: why it is locked — `trial`, `location`, `notInQuest` or `refused` (see LockReason). */
  reason: LockReason;
  /** Content: in `location`, the kind that is locked (Watch, Think, Solve or Play); named in the text. */
  kind?: LockedKind;
  /** Content: in `notInQuest` and `refused`, the server's own reason (replaces the default text). */
  message?: string;
  /** Content: what was tapped (a content's or quest's name), shown under the text. */
  subject?: string;
  /** Behaviour: in `trial`, the purchase is being prepared: "Buy now" shows progress and the dialog stays open. */
  buying?: boolean;
  /** Content: in `trial`, why the purchase could not start (the server's message), as an alert. */
  buyError?: string | null;
  /** Events: in `trial`, "Buy now" — buy the quest. Without it the trial shows "OK" only. */
  onBuy?: () => void;
  /** Events: "Not now" / "OK", Escape or the backdrop. Closing never unlocks anything. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The explanation of a locked tap: an `alertdialog` with a lock (a timer for a trial), why it is locked and what
 * to do — the spec's "Trial Expired" with "Not now" and "Buy now", a location lock's own text with "OK", or the
 * server's reason. Focus starts on the safe choice. It only tells; the lock itself is the caller's.
 */
export function LockedDialog({
  open,
  reason,
  kind,
  message,
  subject,
  buying = false,
  buyError,
  onBuy,
  onClose,
  inline = false,
}: LockedDialogProps) {
  const t = useTexts(lockedTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const copy = lockedCopy(reason, kind, message, translate);
  const buy = reason === 'trial' && onBuy;
  const error = buy && buyError ? translate(buyError) : null;
  return (
    <Dialog
      open={open}
      inline={inline}
      role="alertdialog"
      title={copy.title}
      description={copy.message}
      size="sm"
      align="center"
      closeButton={false}
      dismissible={!buying}
      onClose={onClose}
      media={
        <Badge data-reason={reason}>
          <Icon name={reason === 'trial' ? 'timer' : 'lock'} size="xl" />
        </Badge>
      }
      actions={
        buy ? (
          <>
            <Button variant="secondary" disabled={buying} onClick={onClose} data-autofocus>
              {t.notNow}
            </Button>
            <Button loading={buying} onClick={onBuy}>
              {t.buyNow}
            </Button>
          </>
        ) : (
          <Button onClick={onClose} data-autofocus>
            {t.ok}
          </Button>
        )
      }
    >
      {subject || copy.hint || error ? (
        <Body aria-busy={buying || undefined}>
          {subject ? <Subject lang={dataLang}>{subject}</Subject> : null}
          {copy.hint ? <Hint>{copy.hint}</Hint> : null}
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

const Subject = styled.p`
  margin: 0;
  font-weight: ${tokens.font.weight.bold};
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
