import styled from 'styled-components';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Icon } from '../icon';

/** Where the learner's answers are (the test runner's save status). */
export type AnswerSaveState = 'saved on this device' | 'synced';

/** Texts of the save status. */
export const answerSaveStatusTexts = {
  /** The status after every change (the {@link AnswerSaveState} 'saved on this device'). */
  saved: 'saved on this device',
  /** The status once the server has the attempt (the {@link AnswerSaveState} 'synced'). */
  synced: 'synced',
  connectionLost:
    'Connection lost. Your answers are saved on this device and will be sent when you are back online.',
} as const;

/** Props of {@link AnswerSaveStatus}. */
export interface AnswerSaveStatusProps {
  /** Content: "saved on this device" after every change, "synced" once the server has the attempt; null before any. */
  status: AnswerSaveState | null;
  /** Content: a submission waits to be sent again: shows the connection-lost notice. */
  connectionLost: boolean;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/**
 * The runner's quiet promise that nothing is lost: the save status in words (a polite `status` region) and,
 * while the network is down, a notice that the answers wait on the device.
 */
export function AnswerSaveStatus({ status, connectionLost, className }: AnswerSaveStatusProps) {
  const t = useTexts(answerSaveStatusTexts);
  return (
    <Root className={className}>
      <Status role="status" data-status={status ?? undefined}>
        {status ? (
          <>
            <Icon name={status === 'synced' ? 'check-circle' : 'check'} size="sm" />
            {status === 'synced' ? t.synced : t.saved}
          </>
        ) : null}
      </Status>
      <Notice role="alert" data-open={connectionLost || undefined}>
        {connectionLost ? (
          <>
            <Icon name="alert" size="md" />
            <span>{t.connectionLost}</span>
          </>
        ) : null}
      </Notice>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[2]};
  min-width: 0;
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
`;

const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  margin: 0;
  color: ${tokens.color.text.secondary};

  &[data-status='synced'] {
    color: ${tokens.color.feedback.success.text};
  }
`;

const Notice = styled.p`
  margin: 0;

  &[data-open] {
    display: flex;
    align-items: flex-start;
    gap: ${tokens.space[2]};
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border: ${tokens.borderWidth.thin} solid ${tokens.color.feedback.warning.border};
    border-radius: ${tokens.radius.md};
    background-color: ${tokens.color.feedback.warning.background};
    color: ${tokens.color.feedback.warning.text};
    overflow-wrap: anywhere;
  }

  svg {
    flex-shrink: 0;
  }
`;
