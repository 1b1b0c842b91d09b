import styled from 'styled-components';
import { CategoryBarChart } from '../../components/charts/category-bar-chart';
import { MissionBarChart } from '../../components/charts/mission-bar-chart';
import { OperationBarChart } from '../../components/charts/operation-bar-chart';
import { ProgressPie } from '../../components/charts/progress-pie';
import type { ChartBar } from '../../components/charts/shared/chart-frame';
import { DashboardCard } from '../../components/dashboard-card';
import { EmptyState } from '../../components/empty-state';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { wrapWords } from '../../internal/text-wrap';

/** Texts of the progress dashboard (learning-app.md §2 "Progress dashboard"; the empty texts are the spec's). */
export const progressDashboardTexts = {
  title: 'Progress',
  questProgress: 'Quest Progress',
  questPie: 'Quest progress: completed and remaining',
  categoryChart: 'Progress by Watch, Think, Solve and Play',
  missions: 'Missions',
  missionsHint: 'Choose a mission to see its operations.',
  missionChart: 'Progress by mission',
  /** The heading of the chosen mission's operations (ICU: `{mission}`). */
  operationsOfMission: 'Operations of {mission}',
  /** The operation chart's name (ICU: `{mission}`). */
  operationChartOfMission: 'Progress by operation of {mission}',
  /** English only, for the stories outside the design system; the view reads `operationsOfMission`. */
  operationsOf: (mission: string) => `Operations of ${mission}`,
  /** English only, for the stories outside the design system; the view reads `operationChartOfMission`. */
  operationChart: (mission: string) => `Progress by operation of ${mission}`,
  noQuest: "Quest assign: Your next year's quest will be assigned soon.",
  noData: 'No data available',
  loading: 'Loading your progress…',
  failedTitle: 'Could not load your progress',
  genericError: 'Please check your connection and try again.',
  retry: 'Try again',
} as const;

/** The three states of the screen's data (learning-app.md §4 "Data areas"). */
export type ProgressDashboardState = 'loading' | 'loaded' | 'failed';

/** The quest's completion as the first card draws it; every value a percentage (0–100, two decimals). */
export interface ProgressQuestSummary {
  /** Completed share of the quest's items. */
  completed: number;
  /** What is left (100 − completed). */
  remaining: number;
  /** Completion of Watch (audio and video) content. */
  watch: number;
  /** Completion of Think (PDF and web) content. */
  think: number;
  /** Completion of Solve (test) content. */
  solve: number;
  /** Completion of Play (activity) content. */
  play: number;
}

/** Props of {@link ProgressDashboardView}. */
export interface ProgressDashboardViewProps {
  /** Behaviour: the state of the progress data. `failed` shows the error and Try again. */
  state: ProgressDashboardState;
  /** Content: the current quest's name under the heading; `null` when the student holds no quest (empty state). */
  questName?: string | null;
  /** Content: the quest's completion (pie) and completion by kind (bar). */
  quest?: ProgressQuestSummary;
  /** Content: one bar per mission of the quest, in order; none shows "No data available". */
  missions?: readonly ChartBar[];
  /** Behaviour: the id of the chosen mission (its bar is pressed; the operation chart is for it). */
  selectedMissionId?: string;
  /** Content: one bar per operation of the chosen mission, in order. */
  operations?: readonly ChartBar[];
  /** Content: the failure text ('Please check your connection…' when left out). */
  errorMessage?: string;
  /** Accessibility: `div` inside the home shell's `main` (default); `main` when the view is the page. */
  as?: 'div' | 'main';
  /** Events: Try again after the progress failed to load. */
  onRetry?: () => void;
  /** Events: a mission bar was clicked (or pressed with Enter or Space), with the mission's id. */
  onSelectMission?: (missionId: string) => void;
}

/**
 * Fetches the four chart engines the view draws (lazy chunks), e.g. while the route waits for its data, so the
 * charts replace their skeletons at once.
 */
export function preloadProgressCharts(): Promise<void> {
  return Promise.all([
    ProgressPie.preload(),
    CategoryBarChart.preload(),
    MissionBarChart.preload(),
    OperationBarChart.preload(),
  ]).then(() => undefined);
}

/**
 * The progress dashboard (/home/dashboard): the quest's completion as a pie (completed versus remaining) and a bar
 * by Watch, Think, Solve and Play; a bar per mission whose bars pick a mission; and a bar per operation of the
 * chosen mission, headed by its name. Phones show one column; from the 960 px mobile cutoff the pie and the kind
 * bar sit side by side and the mission and operation charts share a row. Each chart carries its values as a
 * visually hidden table (its text alternative). No quest or no missions say so instead of drawing empty charts.
 */
export function ProgressDashboardView({
  state,
  questName,
  quest,
  missions = [],
  selectedMissionId,
  operations = [],
  errorMessage,
  as = 'div',
  onRetry,
  onSelectMission,
}: ProgressDashboardViewProps) {
  const t = useTexts(progressDashboardTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  if (state === 'loading') {
    return (
      <Root as={as}>
        <SkeletonGroup label={t.loading}>
          <Skeleton variant="text" lines={2} width="60%" />
          <Grid>
            <Wide>
              <Skeleton variant="rect" height={240} />
            </Wide>
            <Skeleton variant="rect" height={280} />
            <Skeleton variant="rect" height={280} />
          </Grid>
        </SkeletonGroup>
      </Root>
    );
  }
  if (state === 'failed') {
    return (
      <Root as={as}>
        <ErrorView
          title={t.failedTitle}
          message={errorMessage === undefined ? t.genericError : translate(errorMessage)}
          onRetry={onRetry}
          retryLabel={t.retry}
        />
      </Root>
    );
  }

  const header = (
    <Header>
      <Title>{t.title}</Title>
      {questName && <QuestName lang={dataLang}>{questName}</QuestName>}
    </Header>
  );
  if (!questName || !quest) {
    return (
      <Root as={as}>
        {header}
        <EmptyState message={questName ? t.noData : t.noQuest} icon="inbox" />
      </Root>
    );
  }

  const selected = missions.find((m) => m.id === selectedMissionId);
  return (
    <Root as={as}>
      {header}
      <Grid>
        <Wide>
          <DashboardCard title={t.questProgress} headingLevel={2}>
            <QuestCharts>
              <ProgressPie
                title={t.questPie}
                completed={quest.completed}
                remaining={quest.remaining}
                unit="percent"
              />
              <CategoryBarChart
                title={t.categoryChart}
                watch={quest.watch}
                think={quest.think}
                solve={quest.solve}
                play={quest.play}
              />
            </QuestCharts>
          </DashboardCard>
        </Wide>
        <DashboardCard
          title={t.missions}
          subtitle={missions.length > 0 ? t.missionsHint : undefined}
          headingLevel={2}
          state={missions.length > 0 ? 'ready' : 'empty'}
          emptyMessage={t.noData}
        >
          <MissionBarChart
            title={t.missionChart}
            missions={missions}
            selectedMissionId={selected?.id}
            onSelect={onSelectMission}
          />
        </DashboardCard>
        {selected && (
          <DashboardCard
            title={translate(t.operationsOfMission, { mission: selected.label })}
            headingLevel={2}
          >
            <OperationBarChart
              title={translate(t.operationChartOfMission, { mission: selected.label })}
              operations={operations}
              emptyMessage={t.noData}
            />
          </DashboardCard>
        )}
      </Grid>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  min-width: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Header = styled.div`
  display: grid;
  gap: ${tokens.space[1]};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const QuestName = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.md};
  ${wrapWords}
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${tokens.space[6]};
  }
`;

const Wide = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;

  ${media.desktop} {
    grid-column: 1 / -1;
  }
`;

const QuestCharts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[6]};
  align-items: center;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 2fr);
  }
`;
