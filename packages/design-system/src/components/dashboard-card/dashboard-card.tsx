import type { CSSProperties, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Card } from '../card';
import { EmptyState } from '../empty-state';
import { Icon } from '../icon';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** What a dashboard card's data area shows: its content, a loading shape, the empty text or the failure. */
export type DashboardCardState = 'ready' | 'loading' | 'empty' | 'error';

/** Props of {@link DashboardCard}. */
export interface DashboardCardProps {
  /** Content: the card's heading, e.g. "Quest Progress". */
  title: string;
  /** Content: a line under the heading. */
  subtitle?: ReactNode;
  /** Content: something at the end of the header (a Link such as "View all", a filter). */
  headerEnd?: ReactNode;
  /** Content: the data: a chart, a list, a figure. Shown only in the `ready` state. */
  children?: ReactNode;
  /** Behaviour: which of the data area's states to show. */
  state?: DashboardCardState;
  /** Content: the empty text. */
  emptyMessage?: string;
  /** Content: the failure text. */
  errorMessage?: string;
  /** Content: the retry button's text (shown on failure when `onRetry` is given). */
  retryLabel?: string;
  /** Events: the learner asked to load the data again after a failure. */
  onRetry?: () => void;
  /** Appearance: the data area's least height in px, the same in every state, so the dashboard does not jump. */
  minBodyHeight?: number;
  /** Accessibility: the heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (grid placement). */
  className?: string;
}

/**
 * A titled panel of the home or progress dashboard with a slot for its data, and the data area's loading,
 * empty and failed states (each data area shows loading, loaded and failed).
 */
export function DashboardCard({
  title,
  subtitle,
  headerEnd,
  children,
  state = 'ready',
  emptyMessage = 'No data available',
  errorMessage = 'Failed to fetch data',
  retryLabel = 'Try again',
  onRetry,
  minBodyHeight = 160,
  headingLevel = 3,
  className,
}: DashboardCardProps) {
  const t = useTranslate();
  const style = { '--body-min-height': `${minBodyHeight}px` } as CSSProperties;
  return (
    <Card
      className={className}
      title={title}
      subtitle={subtitle}
      headerEnd={headerEnd}
      headingLevel={headingLevel}
    >
      <Body style={style} data-state={state} aria-busy={state === 'loading' || undefined}>
        {state === 'loading' ? (
          <SkeletonGroup label={t('Loading…')}>
            <Skeleton variant="rect" height={Math.max(48, minBodyHeight - 16)} />
          </SkeletonGroup>
        ) : state === 'empty' ? (
          <EmptyState size="sm" message={t(emptyMessage)} />
        ) : state === 'error' ? (
          <Failure>
            <Icon name="error" size="lg" />
            <p>{t(errorMessage)}</p>
            {onRetry && (
              <Button size="sm" variant="secondary" onClick={onRetry}>
                {t(retryLabel)}
              </Button>
            )}
          </Failure>
        ) : (
          children
        )}
      </Body>
    </Card>
  );
}

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: center;
  min-height: var(--body-min-height);

  &[data-state='ready'] {
    align-content: start;
  }
`;

const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[4]} ${tokens.space[3]};
  text-align: center;

  svg {
    color: ${tokens.color.feedback.error.text};
  }

  p {
    margin: 0;
    color: ${tokens.color.feedback.error.text};
    font-size: ${tokens.font.size.sm};
  }
`;
