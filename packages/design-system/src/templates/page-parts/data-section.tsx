import type { ReactNode } from 'react';
import styled from 'styled-components';
import { EmptyState } from '../../components/empty-state';
import { Icon, type IconName } from '../../components/icon';
import { StatusMessage } from '../../components/status-message';
import { SkeletonGroup } from '../../components/skeleton';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { useTranslate } from '../../i18n/use-texts';

/*
 * Pieces shared by page templates (live classes, notifications, mission schedules, …): the one data area with
 * its loading, failed, empty and loaded views, and the page title. Internal: not exported from the package.
 */

/** The locked state's defaults. */
const dataSectionTexts = {
  lockedTitle: 'Locked',
  lockedMessage: 'This is not part of your quest.',
} as const;

/** Props of {@link DataSection}. */
export interface DataSectionProps {
  /** `locked`: the server refused the data to this student (ADR 0105): a lock and the reason, never a retry. */
  state: 'loading' | 'loaded' | 'failed' | 'locked';
  /** The loaded data is empty: the empty text shows instead of `children`. */
  empty: boolean;
  texts: {
    loading: string;
    failedTitle: string;
    failedMessage: string;
    retry: string;
    empty: string;
    lockedTitle?: string;
  };
  /** The failed state's explanation, when not the default; in `locked`, the server's reason. */
  errorMessage?: string;
  emptyIcon: IconName;
  emptySize?: 'sm' | 'md';
  /** Card shapes while loading (announced once, by `texts.loading`). */
  skeleton: ReactNode;
  onRetry?: () => void;
  /** The loaded, non-empty data. */
  children: ReactNode;
}

/**
 * A data area: card shapes while loading, the failure with Try again, the refusal under a lock, the empty text, or
 * the data.
 */
export function DataSection({
  state,
  empty,
  texts,
  errorMessage,
  emptyIcon,
  emptySize,
  skeleton,
  onRetry,
  children,
}: DataSectionProps) {
  const t = useTranslate();
  // A failure's or refusal's text from the flow or the server is English: shown in the active language when known.
  const reason = errorMessage === undefined ? undefined : t(errorMessage);
  if (state === 'loading') return <SkeletonGroup label={texts.loading}>{skeleton}</SkeletonGroup>;
  if (state === 'locked') {
    return (
      <StatusMessage
        headingLevel={2}
        symbol={<Icon name="lock" size="xl" />}
        title={texts.lockedTitle ?? t(dataSectionTexts.lockedTitle)}
        message={reason ?? t(dataSectionTexts.lockedMessage)}
      />
    );
  }
  if (state === 'failed') {
    return (
      <ErrorView
        headingLevel={2}
        title={texts.failedTitle}
        message={reason ?? texts.failedMessage}
        onRetry={onRetry}
        retryLabel={texts.retry}
      />
    );
  }
  if (empty) return <EmptyState icon={emptyIcon} message={texts.empty} size={emptySize} />;
  return <>{children}</>;
}

/** The h1 of a page inside the home shell. */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  line-height: ${tokens.font.lineHeight.tight};

  ${media.desktop} {
    font-size: ${tokens.font.size['2xl']};
  }
`;

/** A list of cards: one column on phones, two from the 960 px cutoff (unless `data-columns="1"`). */
export const CardList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.desktop} {
    &:not([data-columns='1']) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
      gap: ${tokens.space[4]};
    }
  }
`;
