import { BAR_CHART_HEIGHT, BAR_LABEL_ALLOWANCE } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';
import type { MissionBarChartProps } from './mission-bar-chart-props';

export type { MissionBarChartProps } from './mission-bar-chart-props';

const chart = lazyChart<MissionBarChartProps>(
  () => import('./mission-bar-chart-engine').then((m) => m.MissionBarChartEngine),
  (props) => ({ height: (props.height ?? BAR_CHART_HEIGHT) + BAR_LABEL_ALLOWANCE }),
);

/**
 * Progress by mission on the dashboard's Completed(%) axis (0–110, step 20). Each bar is a toggle button that
 * picks its mission (the chosen one is darker, its label bold); Tab reaches the chart once and the arrow keys
 * move between bars. Names under the bars are cut at 20 characters; many bars scroll sideways on a phone.
 * Drawn with visx, loaded on first render.
 */
export function MissionBarChart(props: MissionBarChartProps) {
  return chart.render(props, props.missions.length === 0);
}

/** Starts fetching the chart engine before the chart renders. */
MissionBarChart.preload = chart.preload;
