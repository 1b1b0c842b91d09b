import { BAR_CHART_HEIGHT, BAR_LABEL_ALLOWANCE } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';
import type { OperationBarChartProps } from './operation-bar-chart-props';

export type { OperationBarChartProps } from './operation-bar-chart-props';

const chart = lazyChart<OperationBarChartProps>(
  () => import('./operation-bar-chart-engine').then((m) => m.OperationBarChartEngine),
  (props) => ({ height: (props.height ?? BAR_CHART_HEIGHT) + BAR_LABEL_ALLOWANCE }),
);

/**
 * Progress by operation of the chosen mission on the dashboard's Completed(%) axis (0–110, step 20). Names under
 * the bars are cut at 20 characters (whole in the tooltip and table); many bars scroll sideways on a phone.
 * Drawn with visx, loaded on first render.
 */
export function OperationBarChart(props: OperationBarChartProps) {
  return chart.render(props, props.operations.length === 0);
}

/** Starts fetching the chart engine before the chart renders. */
OperationBarChart.preload = chart.preload;
