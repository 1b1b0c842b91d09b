import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackHeader } from '../../components/back-header';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { TrialBanner } from '../page-parts/trial-banner';
import { MissionCounts } from './mission-counts';
import {
  missionPageTexts,
  type MissionContentCounts,
  type MissionOperationItem,
  type MissionPageState,
  type MissionTopicSection,
} from './mission-page-texts';
import { MissionTopics } from './mission-topics';
import { MissionOperationList } from './operation-list';

export {
  missionPageTexts,
  type MissionContentCounts,
  type MissionContentItem,
  type MissionOperationItem,
  type MissionPageState,
  type MissionTopicSection,
} from './mission-page-texts';

/** Props of {@link MissionPageView}. */
export interface MissionPageViewProps {
  /** Behaviour: the state of the mission's data. `failed` shows the error and Try again. */
  state: MissionPageState;
  /** Content: the page title (the mission display name, or the operation's on the topics page). */
  title?: string;
  /** Content: the mission's counts of videos, tests, web content and activities; hidden without it. */
  counts?: MissionContentCounts;
  /** Content: the mission's operations in sequence order; without it (the topics page) the list is left out. */
  operations?: MissionOperationItem[];
  /** Content: the name of the current operation, heading its topics. */
  operationName?: string;
  /** Content: the current operation's accordion entries: the introduction, then one per task. */
  sections?: MissionTopicSection[];
  /** Behaviour: the open entry (one at a time; `null` for none). */
  openSectionId?: string | null;
  /** Content: the media player, drawn above the accordions (an audio/video item chosen in the page). */
  player?: ReactNode;
  /** Content: the masterclass area, drawn after the topics (the GO_CODERZ mission). */
  masterclass?: ReactNode;
  /** Content: an alert above the topics (the location content status failed: the server's text). */
  alertMessage?: string | null;
  /** Behaviour: the quest's trial is over: every content is locked and the trial notice shows. */
  trialOver?: boolean;
  /** Content: the failure text (`state` `failed`); 'Please check your connection…' when left out. */
  errorMessage?: string;
  /** Accessibility: `main` when the view is the page (default), `div` inside another landmark. */
  as?: 'main' | 'div';
  /** Events: the back arrow. */
  onBack: () => void;
  /** Events: Try again after a failure. */
  onRetry?: () => void;
  /** Events: an operation was pressed: make it current. */
  onOperationSelect?: (operationId: number) => void;
  /** Events: the open entry changed (`null` when the open one was closed). */
  onSectionChange?: (sectionId: string | null) => void;
  /** Events: a content card was pressed (click, Enter or Space); never for a locked card. */
  onContentOpen?: (contentId: number) => void;
  /** Events: a locked content card was pressed: explain why (a LockedDialog). Without it locked cards do nothing. */
  onLockedContentOpen?: (contentId: number) => void;
  /** Events: "Buy now" in the trial notice. Hidden without it. */
  onBuy?: () => void;
}

/**
 * The mission page (/task): the mission's counts, its operations with progress and the topics of the current
 * operation — a player slot above one accordion per heading (Introduction, then each task; one open at a time),
 * each holding content cards two per row on phones and four from 768 px. Locked cards and headings show a lock;
 * a locked card's press goes to onLockedContentOpen (the caller explains why), never to onContentOpen. Phones
 * stack everything; from the 960 px cutoff the operations move to a side column.
 */
export function MissionPageView({
  state,
  title = '',
  counts,
  operations,
  operationName,
  sections = [],
  openSectionId = null,
  player,
  masterclass,
  alertMessage,
  trialOver = false,
  errorMessage,
  as = 'main',
  onBack,
  onRetry,
  onOperationSelect,
  onSectionChange,
  onContentOpen,
  onLockedContentOpen,
  onBuy,
}: MissionPageViewProps) {
  const t = useTexts(missionPageTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  if (state === 'loading') {
    return (
      <Root as={as}>
        <SkeletonGroup label={t.loading}>
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="rect" height={180} />
          <ResponsiveGrid>
            <Skeleton variant="card" />
            <Skeleton variant="card" />
            <Skeleton variant="card" />
            <Skeleton variant="card" />
          </ResponsiveGrid>
        </SkeletonGroup>
      </Root>
    );
  }
  if (state === 'failed') {
    return (
      <Root as={as}>
        <ErrorView
          title={t.failedTitle}
          message={translate(errorMessage ?? missionPageTexts.genericError)}
          onRetry={onRetry}
          retryLabel={t.retry}
          extraActions={
            <Button variant="secondary" onClick={onBack}>
              {t.back}
            </Button>
          }
        />
      </Root>
    );
  }

  const showOperations = operations !== undefined;
  const noOperations = showOperations && operations.length === 0;
  return (
    <Root as={as}>
      <BackHeader title={title} titleLang={dataLang} backLabel={t.back} onBack={onBack} />
      {counts && <MissionCounts counts={counts} />}
      {trialOver && <TrialBanner onBuy={onBuy} />}
      {noOperations ? (
        <EmptyState message={t.noData} icon="image" />
      ) : (
        <Layout data-operations={showOperations || undefined}>
          {showOperations && (
            <MissionOperationList operations={operations} onOperationSelect={onOperationSelect} />
          )}
          <MissionTopics
            operationName={operationName}
            sections={sections}
            openSectionId={openSectionId}
            player={player}
            masterclass={masterclass}
            alertMessage={alertMessage}
            onSectionChange={onSectionChange}
            onContentOpen={onContentOpen}
            onLockedContentOpen={onLockedContentOpen}
          />
        </Layout>
      )}
    </Root>
  );
}

const Root = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  min-width: 0;
  max-width: ${tokens.layout.contentMaxWidth};
  margin-inline: auto;
  padding: ${tokens.space[2]} ${tokens.space[4]} ${tokens.space[6]};
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};

  ${media.desktop} {
    &[data-operations] {
      grid-template-columns: ${tokens.layout.asideWidth} minmax(0, 1fr);
      gap: ${tokens.space[6]};
      align-items: start;
    }
  }
`;
