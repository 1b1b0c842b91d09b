import { tokens } from '../../../tokens';
import { formatNumber, formatPercent } from '../../../format';
import { useTranslate } from '../../../i18n/use-texts';
import { shareOf } from '../shared/chart-scales';
import { RingChart } from '../shared/ring-chart';
import { PROGRESS_PIE_SIZE, type ProgressPieProps } from './progress-pie-props';

/*
 * The table's value column: "Share" (of the whole) or "Items". A select, so that this "Share" has its own Hindi
 * (हिस्सा), apart from the Share buttons (ADR 0142: one English text reads the same in every place).
 */
const VALUE_COLUMN = '{unit, select, percent {Share} other {Items}}';

/** The drawn {@link ProgressPie} (visx). Import it only through `ProgressPie`, which loads it lazily. */
export function ProgressPieEngine({
  title,
  showTitle,
  className,
  completed,
  remaining,
  unit = 'percent',
  centreLabel,
  size = PROGRESS_PIE_SIZE,
}: ProgressPieProps) {
  const t = useTranslate();
  const write = unit === 'percent' ? formatPercent : formatNumber;
  const done = Math.max(0, completed);
  const left = Math.max(0, remaining);
  return (
    <RingChart
      title={title}
      showTitle={showTitle}
      className={className}
      size={size}
      centreValue={centreLabel ?? formatPercent(shareOf(done, done + left))}
      centreCaption={t('Completed')}
      columns={[t('Progress'), t(VALUE_COLUMN, { unit })]}
      slices={[
        { label: t('Completed'), value: done, display: write(done), colour: tokens.color.chart.completed },
        { label: t('Remaining'), value: left, display: write(left), colour: tokens.color.chart.remaining },
      ]}
    />
  );
}
