import { tokens } from '../../../tokens';
import { formatNumber, formatPercent } from '../../../format';
import { shareOf } from '../shared/chart-scales';
import { RingChart } from '../shared/ring-chart';
import { PROGRESS_PIE_SIZE, type ProgressPieProps } from './progress-pie-props';

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
      centreCaption="Completed"
      columns={['Progress', unit === 'percent' ? 'Share' : 'Items']}
      slices={[
        { label: 'Completed', value: done, display: write(done), colour: tokens.color.chart.completed },
        { label: 'Remaining', value: left, display: write(left), colour: tokens.color.chart.remaining },
      ]}
    />
  );
}
