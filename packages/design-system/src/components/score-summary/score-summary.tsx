import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatMinutesSeconds, formatNumber, formatScore } from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** The figure labels of a result summary (store-and-assessment.md §2.8 "Result summary"). */
export const SCORE_SUMMARY_LABELS = {
  score: 'Score',
  correct: 'Correct',
  incorrect: 'Incorrect',
  skipped: 'Skipped',
  attempts: 'Attempts',
  timeTaken: 'Time Taken',
} as const;

/** Props of {@link ScoreSummary}. */
export interface ScoreSummaryProps {
  /** Content: the block's heading, e.g. "Current Attempt" or "Best Attempt". */
  title: string;
  /** Content: marks obtained. */
  obtained: number;
  /** Content: total marks; the score shows as obtained/total. */
  total: number;
  /** Content: questions answered correctly. */
  correct: number;
  /** Content: questions answered incorrectly. */
  incorrect: number;
  /** Content: questions skipped. */
  skipped: number;
  /** Content: the attempt count (or this attempt's number). */
  attempts: number;
  /** Content: time taken, in seconds; shown as m:ss. */
  timeTakenSeconds: number;
  /** Content: a chart beside the figures (the attempt's doughnut); the summary reads fine without it. */
  chart?: ReactNode;
  /** Behaviour: the figures are loading: placeholder shapes and `aria-busy`. */
  loading?: boolean;
  /** Accessibility: the heading level of the title. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

type Figure = {
  key: keyof typeof SCORE_SUMMARY_LABELS;
  value: string;
  tone?: 'correct' | 'incorrect' | 'skip';
};

/** A test attempt's result: score obtained/total, correct, incorrect, skipped, attempts and time taken. */
export function ScoreSummary({
  title,
  obtained,
  total,
  correct,
  incorrect,
  skipped,
  attempts,
  timeTakenSeconds,
  chart,
  loading = false,
  headingLevel = 3,
  className,
}: ScoreSummaryProps) {
  const headingId = useId();
  const labels = useTexts(SCORE_SUMMARY_LABELS);
  const translate = useTranslate();
  const figures: Figure[] = [
    { key: 'score', value: formatScore(obtained, total) },
    { key: 'correct', value: formatNumber(correct), tone: 'correct' },
    { key: 'incorrect', value: formatNumber(incorrect), tone: 'incorrect' },
    { key: 'skipped', value: formatNumber(skipped), tone: 'skip' },
    { key: 'attempts', value: formatNumber(attempts) },
    { key: 'timeTaken', value: formatMinutesSeconds(timeTakenSeconds) },
  ];
  return (
    <Root className={className} aria-labelledby={headingId} aria-busy={loading || undefined}>
      <Title as={`h${headingLevel}`} id={headingId}>
        {title}
      </Title>
      {loading ? (
        <SkeletonGroup label={translate('Loading…')}>
          <Skeleton variant="text" lines={4} />
        </SkeletonGroup>
      ) : (
        <Body data-chart={chart ? true : undefined}>
          {chart && <Chart>{chart}</Chart>}
          <Figures>
            {figures.map(({ key, value, tone }) => (
              <div key={key} data-key={key}>
                <dt>
                  {tone && <Dot aria-hidden="true" data-tone={tone} />}
                  {labels[key]}
                </dt>
                <dd>{value}</dd>
              </div>
            ))}
          </Figures>
        </Body>
      )}
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[3]};
  min-width: 0;
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Body = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  grid-template-columns: minmax(0, 1fr);
  align-items: center;

  &[data-chart] {
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  }
`;

const Chart = styled.div`
  display: flex;
  justify-content: center;
  min-width: 0;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 128px), 1fr));
  gap: ${tokens.space[3]};
  margin: 0;

  & > div {
    min-width: 0;
    padding: ${tokens.space[2]} ${tokens.space[3]};
    border-radius: ${tokens.radius.md};
    background-color: ${tokens.color.surface.sunken};
  }

  & > [data-key='score'] {
    background-color: ${tokens.color.feedback.info.background};
  }

  dt {
    display: flex;
    align-items: center;
    gap: ${tokens.space[1]};
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.text.secondary};
  }

  dd {
    margin: ${tokens.space[1]} 0 0;
    font-size: ${tokens.font.size.xl};
    font-weight: ${tokens.font.weight.bold};
    line-height: ${tokens.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;

const Dot = styled.span`
  flex-shrink: 0;
  width: 10px;
  height: 10px;
  border-radius: ${tokens.radius.pill};

  &[data-tone='correct'] {
    background-color: ${tokens.color.chart.correct};
  }
  &[data-tone='incorrect'] {
    background-color: ${tokens.color.chart.incorrect};
  }
  &[data-tone='skip'] {
    background-color: ${tokens.color.chart.skip};
  }
`;
