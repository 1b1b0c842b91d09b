import type { ChartBar, ChartBaseProps } from '../shared/chart-frame';
import { BAR_CHART_HEIGHT, BAR_LABEL_ALLOWANCE } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';

/** Props of {@link MissionBarChart}. */
export interface MissionBarChartProps extends ChartBaseProps {
  /** Content: one bar per mission — id, full name and completed percentage (0–100). */
  missions: readonly ChartBar[];
  /** Behaviour: the id of the chosen mission; its bar is highlighted and pressed (`aria-pressed`). */
  selectedMissionId?: string;
  /** Events: called with the mission's id when its bar is clicked or pressed with Enter or Space. */
  onSelect?: (missionId: string) => void;
  /** Appearance: height in px of the bars' area (axis labels add to it). */
  height?: number;
}

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
