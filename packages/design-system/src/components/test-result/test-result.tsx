import styled from 'styled-components';
import { useTexts } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { AttemptDoughnut, AttemptsLineChart } from '../charts';
import { DashboardCard } from '../dashboard-card';
import { ScoreSummary, type ScoreSummaryProps } from '../score-summary';

/** Texts of the result summary (store-and-assessment.md §2.8). */
export const testResultTexts = {
  current: 'Current Attempt',
  /** The current attempt's doughnut chart. */
  currentChart: 'Current Attempt answers',
  best: 'Best Attempt',
  allAttempts: 'Score-All Attempts',
  review: 'Review',
  retake: 'Retake',
  close: 'Close',
} as const;

/** The figures of one attempt, as the result summary shows them (score, counts, attempts, time taken). */
export type AttemptFigures = Pick<
  ScoreSummaryProps,
  'obtained' | 'total' | 'correct' | 'incorrect' | 'skipped' | 'attempts' | 'timeTakenSeconds'
>;

/** Props of {@link TestResult}. */
export interface TestResultProps {
  /** Content: the attempt just submitted, drawn as a doughnut (Skip, Correct, Incorrect) beside its figures. */
  current: AttemptFigures;
  /** Content: the best attempt; give it only when the history's bestAttemptNumber is not 0, else null. */
  best: AttemptFigures | null;
  /** Content: marks per attempt number for the "Score-All Attempts" line chart. */
  attempts: readonly { attemptNumber: number; marks: number }[];
  /** Content: the test's total marks; the line chart's y axis runs to total + 1 in steps of 1. */
  totalMarks: number;
  /** Events: Review, to go through the questions with the answers. */
  onReview: () => void;
  /** Events: Retake, to take the test again (a new attempt); without it there is no Retake button. */
  onRetake?: () => void;
  /** Events: Close, to leave the test. */
  onClose: () => void;
  /** Accessibility: the heading level of the blocks' titles. */
  headingLevel?: 2 | 3;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/**
 * Fetches the result's two chart engines (lazy chunks), e.g. when the test opens: a result reached after the
 * network dropped (an offline submit sent later) then draws its charts without fetching code.
 */
export function preloadTestResultCharts(): Promise<void> {
  return Promise.all([AttemptDoughnut.preload(), AttemptsLineChart.preload()]).then(() => undefined);
}

/**
 * The result summary after a test: the current attempt (doughnut and figures), the best attempt when there is
 * one, every attempt's marks as a line chart, and Review, Retake (when given) and Close.
 */
export function TestResult({
  current,
  best,
  attempts,
  totalMarks,
  onReview,
  onRetake,
  onClose,
  headingLevel = 2,
  className,
}: TestResultProps) {
  const t = useTexts(testResultTexts);
  return (
    <Root className={className}>
      <Summaries>
        <ScoreSummary
          title={t.current}
          headingLevel={headingLevel}
          {...current}
          chart={
            <AttemptDoughnut
              title={t.currentChart}
              correct={current.correct}
              incorrect={current.incorrect}
              skipped={current.skipped}
              scoreObtained={current.obtained}
              scoreTotal={current.total}
            />
          }
        />
        {best ? <ScoreSummary title={t.best} headingLevel={headingLevel} {...best} /> : null}
      </Summaries>
      <DashboardCard title={t.allAttempts} headingLevel={headingLevel}>
        <AttemptsLineChart
          title={t.allAttempts}
          attempts={attempts.map(({ attemptNumber, marks }) => ({ attempt: attemptNumber, marks }))}
          totalMarks={totalMarks}
        />
      </DashboardCard>
      <Actions>
        <Button variant="secondary" onClick={() => onClose()}>
          {t.close}
        </Button>
        {onRetake ? (
          <Button variant="secondary" onClick={() => onRetake()}>
            {t.retake}
          </Button>
        ) : null}
        <Button onClick={() => onReview()}>{t.review}</Button>
      </Actions>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  min-width: 0;
`;

const Summaries = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  align-items: start;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${tokens.space[3]};
`;
