import { tokens } from '../../../tokens';
import { BAR_CHART_HEIGHT } from '../shared/chart-scales';
import { PercentBarChart } from '../shared/percent-bar-chart';
import type { CategoryBarChartProps } from './category-bar-chart-props';

/** The drawn {@link CategoryBarChart} (visx). Import it only through `CategoryBarChart`, which loads it lazily. */
export function CategoryBarChartEngine({
  title,
  showTitle,
  className,
  watch,
  think,
  solve,
  play,
  height = BAR_CHART_HEIGHT,
}: CategoryBarChartProps) {
  const { chart } = tokens.color;
  return (
    <PercentBarChart
      title={title}
      showTitle={showTitle}
      className={className}
      height={height}
      categoryHeading="Category"
      data={[
        { id: 'watch', label: 'Watch', value: watch, colour: chart.watch },
        { id: 'think', label: 'Think', value: think, colour: chart.think },
        { id: 'solve', label: 'Solve', value: solve, colour: chart.solve },
        { id: 'play', label: 'Play', value: play, colour: chart.play },
      ]}
    />
  );
}
