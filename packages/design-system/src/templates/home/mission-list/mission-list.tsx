import styled from 'styled-components';
import { Card } from '../../../components/card';
import { Icon } from '../../../components/icon';
import { ProgressBar } from '../../../components/progress-bar';
import { Skeleton, SkeletonGroup } from '../../../components/skeleton';
import { formatDuration, formatPoints, wholeCount } from '../../../format';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { ErrorView } from '../../../components/error-view';
import { homeDashboardTexts, type HomeDataState, type HomeMissionItem } from '../home-dashboard-model';
import { MissionGrid, SectionTitle } from '../home-dashboard-styles';

/** Props of {@link MissionList}. */
export interface MissionListProps {
  /** Behaviour: the state of the current quest's content list: skeleton cards, the cards, or the error. */
  state: HomeDataState;
  /** Content: the missions of the current quest, in order. Empty shows "No data available". */
  missions: readonly HomeMissionItem[];
  /** Behaviour: the quest's trial is over: every card shows the lock and presses go to `onLockedOpen`. */
  locked: boolean;
  /** Content: the failure text ('Please check your connection…' when left out). */
  errorMessage?: string;
  /** Events: Try again after the missions failed to load. */
  onRetry?: () => void;
  /** Events: a mission card was pressed (click, Enter or Space); never while locked. */
  onOpen?: (missionId: number) => void;
  /** Events: a locked mission was pressed. Without it locked missions are not buttons. */
  onLockedOpen?: (missionId: number) => void;
}

/**
 * The "Missions" section of the home dashboard: a card per mission of the current quest (name, tasks · time ·
 * points, progress, the live-session or lock mark), with its loading, failed and empty states.
 */
export function MissionList(props: MissionListProps) {
  const t = useTexts(homeDashboardTexts);
  return (
    <Section>
      <SectionTitle>{t.missions}</SectionTitle>
      <Missions {...props} />
    </Section>
  );
}

function Missions({
  state,
  missions,
  locked,
  errorMessage,
  onRetry,
  onOpen,
  onLockedOpen,
}: MissionListProps) {
  const t = useTexts(homeDashboardTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const press = locked ? onLockedOpen : onOpen;
  if (state === 'loading') {
    return (
      <SkeletonGroup label={t.loadingMissions}>
        <MissionGrid as="div">
          <Skeleton variant="card" />
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </MissionGrid>
      </SkeletonGroup>
    );
  }
  if (state === 'failed') {
    return (
      <ErrorView
        headingLevel={2}
        title={t.failedMissionsTitle}
        message={errorMessage !== undefined ? translate(errorMessage) : t.genericError}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  }
  if (missions.length === 0) return <Empty>{t.noMissions}</Empty>;
  return (
    <MissionGrid aria-label={t.missions}>
      {missions.map((mission) => (
        <li key={mission.missionId}>
          <MissionCard
            title={mission.name}
            titleLang={dataLang}
            titleLines={2}
            subtitle={translate(homeDashboardTexts.missionFacts, {
              tasks: translate(homeDashboardTexts.taskCount, { count: wholeCount(mission.taskCount) }),
              duration: formatDuration(mission.totalTimeSeconds),
              points: formatPoints(mission.points),
            })}
            headerEnd={
              locked ? (
                <LockMark role="img" aria-label={t.locked}>
                  <Icon name="lock" />
                </LockMark>
              ) : mission.hasOnlineSession ? (
                <LiveMark role="img" aria-label={t.liveSession}>
                  <Icon name="live" />
                </LiveMark>
              ) : undefined
            }
            onClick={press ? () => press(mission.missionId) : undefined}
          >
            <ProgressBar
              value={mission.progress}
              label={translate(homeDashboardTexts.missionProgress, { name: mission.name })}
              showValue
            />
          </MissionCard>
        </li>
      ))}
    </MissionGrid>
  );
}

const Section = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const MissionCard = styled(Card)`
  flex: 1;
`;

const LockMark = styled.span`
  display: inline-flex;
  color: ${tokens.color.text.secondary};
`;

const LiveMark = styled.span`
  display: inline-flex;
  color: ${tokens.color.text.link};
`;

const Empty = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
