import { BAR_CHART_HEIGHT, BAR_LABEL_ALLOWANCE } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';
import type { CategoryBarChartProps } from './category-bar-chart-props';

export type { CategoryBarChartProps } from './category-bar-chart-props';

const chart = lazyChart<CategoryBarChartProps>(
  () => import('./category-bar-chart-engine').then((m) => m.CategoryBarChartEngine),
  (props) => ({ height: (props.height ?? BAR_CHART_HEIGHT) + BAR_LABEL_ALLOWANCE }),
);

/**
 * Quest progress by content category: one bar each for Watch, Think, Solve and Play in the category colours, on
 * the dashboard's Completed(%) axis (0–110, step 20). Drawn with visx, loaded on first render.
 */
export function CategoryBarChart(props: CategoryBarChartProps) {
  return chart.render(
    props,
    [props.watch, props.think, props.solve, props.play].every((v) => !(v > 0)),
  );
}

/** Starts fetching the chart engine before the chart renders. */
CategoryBarChart.preload = chart.preload;
