import { tokens } from '../../../tokens';
import { formatNumber, formatScore } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
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
  const t = useTranslate();
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
      centreCaption={t('Score')}
      columns={[t('Answer'), t('Questions')]}
      extraRows={[[t('Score'), score]]}
      slices={[
        slice(t('Skip'), skipped, chart.skip),
        slice(t('Correct'), correct, chart.correct),
        slice(t('Incorrect'), incorrect, chart.incorrect),
      ]}
    />
  );
}
