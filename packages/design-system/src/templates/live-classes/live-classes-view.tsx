import styled from 'styled-components';
import { LiveClassCard, LiveClassCardSkeleton, type ClassStatus } from '../../components/live-class-card';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { CardList, DataSection, PageTitle } from '../page-parts/data-section';

/** Texts of the live classes page (learning-app.md §2 "Live classes", §8 empty states). */
export const liveClassesTexts = {
  title: 'Live classes',
  subtitle: "Today's classes",
  empty: 'No data available',
  loading: "Loading today's classes…",
  failedTitle: "Could not load today's classes",
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
} as const;

/** The states of today's schedule. */
export type LiveClassesState = 'loading' | 'loaded' | 'failed';

/** One class of today, as its card shows it. */
export interface LiveClassItem {
  /** A key unique in the list. */
  id: string;
  courseName: string;
  scheduleName: string;
  teacher: string;
  /** When it starts (shown as a time of day in India). */
  start: Date | number;
  durationMinutes: number;
  /** Join, Upcoming or View recording, decided by the caller with the flows rule on the server's clock. */
  status: ClassStatus;
}

/** Props of {@link LiveClassesView}. */
export interface LiveClassesViewProps {
  /** Behaviour: the state of today's schedule. */
  state: LiveClassesState;
  /** Content: today's classes, earliest first. Empty shows "No data available". */
  classes?: LiveClassItem[];
  /** Accessibility: `div` inside the home shell's `main` (default); `main` when the view is the page. */
  as?: 'div' | 'main';
  /** Events: Join on a live class (from 5 minutes before its start until it ends). */
  onJoin?: (id: string) => void;
  /** Events: View recording on a class that is over. */
  onViewRecording?: (id: string) => void;
  /** Events: Try again after the schedule failed to load. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * Live classes (/home/connect): today's classes as cards (course, class, teacher, start time, duration) with the
 * Join / Upcoming / View recording action; one column on phones, two from the 960 px cutoff.
 */
export function LiveClassesView({
  state,
  classes = [],
  as = 'div',
  onJoin,
  onViewRecording,
  onRetry,
}: LiveClassesViewProps) {
  const t = useTexts(liveClassesTexts);
  const body = (
    <DataSection
      state={state}
      empty={classes.length === 0}
      texts={t}
      emptyIcon="calendar"
      onRetry={onRetry}
      skeleton={
        <CardList as="div">
          <LiveClassCardSkeleton label="" />
          <LiveClassCardSkeleton label="" />
          <LiveClassCardSkeleton label="" />
        </CardList>
      }
    >
      <CardList aria-label={t.subtitle}>
        {classes.map((item) => (
          <li key={item.id}>
            <LiveClassCard
              courseName={item.courseName}
              scheduleName={item.scheduleName}
              teacher={item.teacher}
              start={item.start}
              durationMinutes={item.durationMinutes}
              status={item.status}
              headingLevel={2}
              onJoin={() => onJoin?.(item.id)}
              onViewRecording={() => onViewRecording?.(item.id)}
            />
          </li>
        ))}
      </CardList>
    </DataSection>
  );
  return (
    <Root as={as}>
      <Header>
        <PageTitle>{t.title}</PageTitle>
        <Subtitle>{t.subtitle}</Subtitle>
      </Header>
      {body}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Header = styled.div`
  display: grid;
  gap: ${tokens.space[1]};
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
