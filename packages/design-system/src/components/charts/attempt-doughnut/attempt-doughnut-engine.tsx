import { tokens } from '../../../tokens';
import { formatNumber, formatScore } from '../../../format';
import { RingChart } from '../shared/ring-chart';
import { ATTEMPT_DOUGHNUT_SIZE, type AttemptDoughnutProps } from './attempt-doughnut-props';

/** The drawn {@link AttemptDoughnut} (visx). Import it only through `AttemptDoughnut`, which loads it lazily. */
export function AttemptDoughnutEngine({
  title,
  showTitle,
  className,
  correct,
  incorrect,
  skipped,
  scoreObtained,
  scoreTotal,
  size = ATTEMPT_DOUGHNUT_SIZE,
}: AttemptDoughnutProps) {
  const { chart } = tokens.color;
  const score = formatScore(scoreObtained, scoreTotal);
  const slice = (label: string, value: number, colour: string) => ({
    label,
    value: Math.max(0, value),
    display: formatNumber(Math.max(0, value)),
    colour,
  });
  return (
    <RingChart
      title={title}
      showTitle={showTitle}
      className={className}
      size={size}
      centreValue={score}
      centreCaption="Score"
      columns={['Answer', 'Questions']}
      extraRows={[['Score', score]]}
      slices={[
        slice('Skip', skipped, chart.skip),
        slice('Correct', correct, chart.correct),
        slice('Incorrect', incorrect, chart.incorrect),
      ]}
    />
  );
}
