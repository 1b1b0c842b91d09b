import type { ChartBaseProps } from '../shared/chart-frame';
import { lazyChart } from '../shared/lazy-chart';

/** Props of {@link ProgressPie}. */
export interface ProgressPieProps extends ChartBaseProps {
  /** Content: the completed part — a percentage or a count of items, as `unit` says. */
  completed: number;
  /** Content: the remaining part, in the same unit as `completed`. */
  remaining: number;
  /** Content: how the parts are written in the legend, tooltip and table: `percent` ("40%") or `count` ("12"). */
  unit?: 'percent' | 'count';
  /** Content: the text in the centre; by default the completed share of the whole ("40%"). */
  centreLabel?: string;
  /** Appearance: the diameter in px (smaller when the container is narrower). */
  size?: number;
}

export const PROGRESS_PIE_SIZE = 200;

const chart = lazyChart<ProgressPieProps>(
  () => import('./progress-pie-engine').then((m) => m.ProgressPieEngine),
  (props) => ({ shape: 'circle', height: props.size ?? PROGRESS_PIE_SIZE }),
);

/**
 * Quest progress as a ring: completed versus remaining, the completed share in the centre and a legend below.
 * Drawn with visx, loaded on first render (a skeleton shows meanwhile); nothing to draw shows the empty message.
 */
export function ProgressPie(props: ProgressPieProps) {
  return chart.render(props, !(props.completed > 0) && !(props.remaining > 0));
}

/** Starts fetching the chart engine before the chart renders (e.g. when the dashboard route starts loading). */
ProgressPie.preload = chart.preload;
