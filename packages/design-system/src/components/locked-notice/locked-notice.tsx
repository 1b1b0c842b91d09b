import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { DialogMessage } from '../home-dialogs/dialog-message';
import { Icon } from '../icon';
import { StatusMessage } from '../status-message';
import { lockedCopy, lockedTexts, type LockReason, type LockedKind } from './locked-texts';

/** Props of {@link LockedNotice}. */
export interface LockedNoticeProps {
  /** Content: why the student may not open this — `trial` (the trial is over), `location` (the kind is locked at
   * their location), `notInQuest` (the quest or test is not theirs) or `refused` (another refusal of the server). */
  reason: LockReason;
  /** Content: in `location`, the kind that is locked (Watch, Think, Solve or Play); named in the text. */
  kind?: LockedKind;
  /** Content: in `notInQuest` and `refused`, the server's own reason (replaces the default text). */
  message?: string;
  /** Behaviour: in `trial`, the purchase is being prepared: "Buy now" shows progress. */
  buying?: boolean;
  /** Content: in `trial`, why the purchase could not start (the server's message), as an alert. */
  buyError?: string | null;
  /** Events: in `trial`, "Buy now" — buy the quest. Without it no Buy action shows. */
  onBuy?: () => void;
  /** Events: "Go back" — leave the locked page. Without it no back action shows. */
  onBack?: () => void;
  /** Accessibility: the heading level (1 when the notice is the whole page). */
  headingLevel?: 1 | 2 | 3;
}

/**
 * What a student sees instead of locked content (a direct link to a PDF, page, activity, video or test): a lock,
 * why, and what to do — the spec's "Trial Expired" text with Buy now, a location lock's own text, or the server's
 * reason — with Go back. Never a retry: asking again gives the same answer. Props only.
 */
export function LockedNotice({
  reason,
  kind,
  message,
  buying = false,
  buyError,
  onBuy,
  onBack,
  headingLevel = 2,
}: LockedNoticeProps) {
  const t = useTexts(lockedTexts);
  const translate = useTranslate();
  const copy = lockedCopy(reason, kind, message, translate);
  const buy = reason === 'trial' && onBuy;
  return (
    <Root data-reason={reason}>
      <StatusMessage
        headingLevel={headingLevel}
        symbol={<Icon name={reason === 'trial' ? 'timer' : 'lock'} size="xl" />}
        title={copy.title}
        message={copy.message}
        action={
          <Foot>
            {copy.hint && <Hint>{copy.hint}</Hint>}
            {buy && <DialogMessage tone="error">{buyError && translate(buyError)}</DialogMessage>}
            {(buy || onBack) && (
              <Actions>
                {buy && (
                  <Button loading={buying} onClick={onBuy}>
                    {t.buyNow}
                  </Button>
                )}
                {onBack && (
                  <Button variant="secondary" iconStart="back" disabled={buying} onClick={onBack}>
                    {t.back}
                  </Button>
                )}
              </Actions>
            )}
          </Foot>
        }
      />
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
`;

const Foot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[3]};
  max-width: 32rem;
`;

const Hint = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[3]};
`;
