import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Accordion } from '../../components/accordion';
import { BackHeader } from '../../components/back-header';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { CardImage } from '../../components/content-card/card-image';
import { ContentCard, type ContentType } from '../../components/content-card';
import { EmptyState } from '../../components/empty-state';
import { lockedTexts } from '../../components/locked-notice/locked-texts';
import { Icon, type IconName } from '../../components/icon';
import { ProgressBar } from '../../components/progress-bar';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../error-view';
import { countNoun } from '../../format';
import { wrapWords } from '../../internal/text-wrap';

/** Texts of the mission page (learning-app.md §2 "Mission page", "Operation / task / topic page"). */
export const missionPageTexts = {
  back: 'Back',
  counts: 'Mission contents',
  videos: 'Videos',
  video: 'Video',
  tests: 'Tests',
  test: 'Test',
  webContent: 'Web content',
  activities: 'Activities',
  activity: 'Activity',
  operations: 'Operations',
  current: 'Current',
  topics: 'Topics',
  contents: 'Contents',
  introduction: 'Introduction',
  locked: 'Locked',
  noData: 'No data available',
  loading: 'Loading the mission…',
  failedTitle: 'Could not load the mission',
  genericError: 'Please check your connection and try again.',
  retry: 'Try again',
  trialTitle: lockedTexts.trialTitle,
  trialMessage: lockedTexts.trialMessage,
  buyNow: lockedTexts.buyNow,
} as const;

/** The three states of a data area (learning-app.md §4 "Data areas"). */
export type MissionPageState = 'loading' | 'loaded' | 'failed';

/** The mission's content counts, shown in the header. */
export interface MissionContentCounts {
  videos: number;
  tests: number;
  webContent: number;
  activities: number;
}

/** An operation of the mission, as the operations list shows it. */
export interface MissionOperationItem {
  operationId: number;
  /** The operation display name. */
  name: string;
  /** Its image; a default tile shows without one. */
  imageUrl?: string | null;
  /** The student's completion in percent (0–100). */
  progress: number;
  /** The operation whose topics show. */
  current?: boolean;
}

/** A content item of a topic section, as its card shows it. */
export interface MissionContentItem {
  contentId: number;
  /** The content display name. */
  name: string;
  /** The kind, which picks the default image. */
  contentType: ContentType;
  imageUrl?: string | null;
  /** Seconds. */
  durationSeconds: number;
  points: number;
  /** Opened at least once (access count above 0). */
  completed?: boolean;
  /** Cannot be opened (its kind is locked for the location, or the trial is over). */
  locked?: boolean;
}

/** One accordion entry of the current operation: its introduction or one of its tasks. */
export interface MissionTopicSection {
  /** Identifies the entry (`intro`, `task-<taskId>`). */
  id: string;
  /** "Introduction" or the task display name. */
  title: string;
  /** The entry cannot be opened (the lock map keyed by heading). */
  locked?: boolean;
  contents: MissionContentItem[];
}

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

/** Each count's icon and its noun for exactly one (the plural is the count's own text; "Web content" for both). */
const countIcons: {
  key: keyof MissionContentCounts;
  icon: IconName;
  one: 'video' | 'test' | 'webContent' | 'activity';
}[] = [
  { key: 'videos', icon: 'play', one: 'video' },
  { key: 'tests', icon: 'content-test', one: 'test' },
  { key: 'webContent', icon: 'content-web', one: 'webContent' },
  { key: 'activities', icon: 'content-activity', one: 'activity' },
];

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
  const t = missionPageTexts;
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
          message={errorMessage ?? t.genericError}
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
      <BackHeader title={title} backLabel={t.back} onBack={onBack} />
      {counts && (
        <Counts aria-label={t.counts}>
          {countIcons.map(({ key, icon, one }) => (
            <CountItem key={key}>
              <Icon name={icon} size="sm" />
              <strong>{counts[key]}</strong> {countNoun(counts[key], t[one], t[key])}
            </CountItem>
          ))}
        </Counts>
      )}
      {trialOver && (
        <Banner
          type="error"
          title={t.trialTitle}
          message={t.trialMessage}
          action={
            onBuy ? (
              <Button variant="primary" size="sm" onClick={onBuy}>
                {t.buyNow}
              </Button>
            ) : undefined
          }
        />
      )}
      {noOperations ? (
        <EmptyState message={t.noData} icon="image" />
      ) : (
        <Layout data-operations={showOperations || undefined}>
          {showOperations && (
            <Aside>
              <SectionTitle>{t.operations}</SectionTitle>
              <OperationList aria-label={t.operations}>
                {operations.map((operation) => (
                  <OperationRow
                    key={operation.operationId}
                    aria-current={operation.current ? 'true' : undefined}
                  >
                    <OperationCard
                      title={operation.name}
                      titleLines={2}
                      media={<CardImage src={operation.imageUrl} icon="image" />}
                      onClick={() => onOperationSelect?.(operation.operationId)}
                    >
                      {operation.current && <CurrentTag>{t.current}</CurrentTag>}
                      <ProgressBar
                        value={operation.progress}
                        label={`${operation.name} progress`}
                        showValue
                        size="sm"
                      />
                    </OperationCard>
                  </OperationRow>
                ))}
              </OperationList>
            </Aside>
          )}
          <Topics>
            {operationName && <SectionTitle>{operationName}</SectionTitle>}
            {alertMessage && <Banner type="error" message={alertMessage} />}
            {player && <PlayerSlot>{player}</PlayerSlot>}
            {sections.length === 0 ? (
              <EmptyState message={t.noData} icon="file" size="sm" />
            ) : (
              <Accordion
                openId={openSectionId}
                onOpenChange={onSectionChange}
                lockedLabel={t.locked}
                headingLevel={operationName ? 3 : 2}
                items={sections.map((section) => ({
                  id: section.id,
                  title: section.title,
                  locked: section.locked,
                  content: (
                    <SectionContents
                      contents={section.contents}
                      label={`${section.title}: ${t.contents}`}
                      headingLevel={operationName ? 4 : 3}
                      onOpen={onContentOpen}
                      onLockedOpen={onLockedContentOpen}
                    />
                  ),
                }))}
              />
            )}
            {masterclass}
          </Topics>
        </Layout>
      )}
    </Root>
  );
}

function SectionContents({
  contents,
  label,
  headingLevel,
  onOpen,
  onLockedOpen,
}: {
  contents: MissionContentItem[];
  label: string;
  headingLevel: 3 | 4;
  onOpen?: (contentId: number) => void;
  onLockedOpen?: (contentId: number) => void;
}) {
  if (contents.length === 0) return <EmptyState message={missionPageTexts.noData} size="sm" />;
  return (
    <ResponsiveGrid list label={label}>
      {contents.map((content) => (
        <ContentCard
          key={content.contentId}
          name={content.name}
          contentType={content.contentType}
          imageUrl={content.imageUrl}
          durationSeconds={content.durationSeconds}
          points={content.points}
          completed={content.completed}
          locked={content.locked}
          headingLevel={headingLevel}
          lockedLabel={missionPageTexts.locked}
          onOpen={() => onOpen?.(content.contentId)}
          onLockedOpen={onLockedOpen ? () => onLockedOpen(content.contentId) : undefined}
        />
      ))}
    </ResponsiveGrid>
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

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CountItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[1]} ${tokens.space[3]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.sunken};
  font-size: ${tokens.font.size.sm};
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

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const OperationList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const OperationRow = styled.li`
  display: flex;
  min-width: 0;
  border-radius: ${tokens.radius.lg};

  &[aria-current='true'] {
    outline: ${tokens.borderWidth.thick} solid ${tokens.color.text.link};
    outline-offset: 0;
  }
`;

const OperationCard = styled(Card)`
  flex: 1;
`;

const CurrentTag = styled.span`
  display: inline-block;
  margin-block-end: ${tokens.space[2]};
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.feedback.info.background};
  color: ${tokens.color.feedback.info.text};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
`;

const Topics = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const PlayerSlot = styled.div`
  min-width: 0;
`;
