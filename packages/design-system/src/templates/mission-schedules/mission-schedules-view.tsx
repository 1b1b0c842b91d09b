import { useId } from 'react';
import styled from 'styled-components';
import type { ClassStatus } from '../../components/live-class-card';
import { OperationTile } from '../../components/operation-tile';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { SessionCard, SessionCardSkeleton } from '../../components/session-card';
import { Skeleton } from '../../components/skeleton';
import { useDataLang, useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackPage } from '../page-parts/back-page';
import { CardList, DataSection } from '../page-parts/data-section';

/** Texts of the mission schedules page (store-and-assessment.md §2.10; learning-app.md §8 empty states). */
export const missionSchedulesTexts = {
  fallbackTitle: 'Mission schedules',
  back: 'Back',
  sessions: 'Sessions',
  operations: 'Operations',
  empty: 'No data available',
  loading: 'Loading the sessions…',
  failedTitle: 'Could not load the sessions',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  lockedTitle: 'These sessions are locked',
} as const;

/**
 * The states of a mission's schedule; `locked` when the server refused it (the quest is not the student's, or its
 * trial is over — ADR 0105): a lock with the reason in `errorMessage`, no retry and no Join links.
 */
export type MissionSchedulesState = 'loading' | 'loaded' | 'failed' | 'locked';

/** One session of the mission, as its card shows it. */
export interface ScheduleSessionItem {
  /** A key unique in the list. */
  id: string;
  sessionName: string;
  /** When it starts (weekday, day, month year and time in India). */
  start: Date | number;
  durationMinutes: number;
  /** Join, Upcoming or View recording, decided by the caller with the flows rule on the server's clock. */
  status: ClassStatus;
}

/** One operation of the mission, as its tile shows it. */
export interface ScheduleOperationItem {
  operationId: number;
  name: string;
  /** The inline image or the image address; the default tile shows without one. */
  imageUrl?: string | null;
}

/** Props of {@link MissionSchedulesView}. */
export interface MissionSchedulesViewProps {
  /** Behaviour: the state of the mission's schedule (sessions and operations come in one call). */
  state: MissionSchedulesState;
  /** Content: the mission's display name, the page title; "Mission schedules" until it is known. */
  missionName?: string;
  /** Content: the sessions, by start. Empty shows "No data available". */
  sessions?: ScheduleSessionItem[];
  /** Content: the mission's operations as tiles, in order; the section is left out when there are none. */
  operations?: ScheduleOperationItem[];
  /**
   * Content: the failed state's explanation ("Check your connection and try again." when left out); in `locked`,
   * the server's reason.
   */
  errorMessage?: string;
  /** Accessibility: `main` when the view is the page (default, a top-level route); `div` inside another page. */
  as?: 'div' | 'main';
  /** Events: the header's back arrow (the app goes to /home). */
  onBack: () => void;
  /** Events: Join on a live session. */
  onJoin?: (id: string) => void;
  /** Events: View recording on a session that is over. */
  onViewRecording?: (id: string) => void;
  /** Events: Share on a session (invite a friend). */
  onShare?: (id: string) => void;
  /** Events: an operation tile was pressed: select it and open its topics. */
  onSelectOperation?: (operationId: number) => void;
  /** Events: Try again after the schedule failed to load. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * Mission schedules (/missions-schedules): a back header with the mission name, the session cards (date, time,
 * duration, name, status action, Share), then the mission's operations as tiles that open their topics.
 */
export function MissionSchedulesView({
  state,
  missionName,
  sessions = [],
  operations = [],
  errorMessage,
  as = 'main',
  onBack,
  onJoin,
  onViewRecording,
  onShare,
  onSelectOperation,
  onRetry,
}: MissionSchedulesViewProps) {
  const t = useTexts(missionSchedulesTexts);
  const dataLang = useDataLang();
  const sessionsId = useId();
  const body = (
    <DataSection
      state={state}
      empty={false}
      texts={t}
      errorMessage={errorMessage}
      emptyIcon="calendar"
      onRetry={onRetry}
      skeleton={
        <>
          <CardList as="div">
            <SessionCardSkeleton label="" />
            <SessionCardSkeleton label="" />
          </CardList>
          <ResponsiveGrid>
            <Skeleton variant="card" />
            <Skeleton variant="card" />
          </ResponsiveGrid>
        </>
      }
    >
      <Section>
        <SectionTitle id={sessionsId}>{t.sessions}</SectionTitle>
        <DataSection
          state="loaded"
          empty={sessions.length === 0}
          texts={t}
          emptyIcon="calendar"
          emptySize="sm"
          skeleton={null}
        >
          <CardList aria-labelledby={sessionsId}>
            {sessions.map((session) => (
              <li key={session.id}>
                <SessionCard
                  sessionName={session.sessionName}
                  start={session.start}
                  durationMinutes={session.durationMinutes}
                  status={session.status}
                  onJoin={() => onJoin?.(session.id)}
                  onViewRecording={() => onViewRecording?.(session.id)}
                  onShare={() => onShare?.(session.id)}
                />
              </li>
            ))}
          </CardList>
        </DataSection>
      </Section>
      {operations.length > 0 && (
        <Section>
          <SectionTitle>{t.operations}</SectionTitle>
          <ResponsiveGrid list label={t.operations}>
            {operations.map((operation) => (
              <OperationTile
                key={operation.operationId}
                name={operation.name}
                nameLang={dataLang}
                imageUrl={operation.imageUrl}
                onOpen={() => onSelectOperation?.(operation.operationId)}
              />
            ))}
          </ResponsiveGrid>
        </Section>
      )}
    </DataSection>
  );
  return (
    <BackPage
      title={missionName || t.fallbackTitle}
      titleLang={missionName ? dataLang : undefined}
      backLabel={t.back}
      as={as}
      onBack={onBack}
    >
      {body}
    </BackPage>
  );
}

const Section = styled.div`
  display: grid;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;
