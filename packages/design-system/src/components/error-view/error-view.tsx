import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button';
import { Icon } from '../icon';
import { StatusMessage } from '../status-message';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** Content: the heading, e.g. "Something went wrong". */
  title: string;
  /** Content: what happened and what the reader can do. */
  message: string;
  /** Events: called by the retry button. Without it no button is shown. */
  onRetry?: () => void;
  /** Content: label of the retry button. Defaults to "Try again". */
  retryLabel?: string;
  /** Content: more ways out after the retry button, e.g. a Back button. */
  extraActions?: ReactNode;
  /**
   * Accessibility: the heading level — 1 when the failure is the whole page (default), 2 or 3 when it stands
   * in for one section of a page.
   */
  headingLevel?: 1 | 2 | 3;
}

/**
 * A failure of a page or of one section of it: a heading, an explanation and, when something can be retried,
 * one button (plus any extra actions). Every screen's failed state draws this.
 */
export function ErrorView({
  title,
  message,
  onRetry,
  retryLabel = 'Try again',
  extraActions,
  headingLevel = 1,
}: ErrorViewProps) {
  const t = useTranslate();
  const retry = onRetry ? <Button onClick={onRetry}>{t(retryLabel)}</Button> : null;
  return (
    <StatusMessage
      tone="error"
      symbol={<Icon name="error" size="xl" />}
      title={title}
      message={message}
      headingLevel={headingLevel}
      action={
        extraActions ? (
          <Actions>
            {retry}
            {extraActions}
          </Actions>
        ) : (
          retry
        )
      }
    />
  );
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[3]};
`;
