import type { ChartBar, ChartBaseProps } from '../shared/chart-frame';
import { BAR_CHART_HEIGHT, BAR_LABEL_ALLOWANCE } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';

/** Props of {@link OperationBarChart}. */
export interface OperationBarChartProps extends ChartBaseProps {
  /** Content: one bar per operation of the chosen mission — id, full name and completed percentage (0–100). */
  operations: readonly ChartBar[];
  /** Appearance: height in px of the bars' area (axis labels add to it). */
  height?: number;
}

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
