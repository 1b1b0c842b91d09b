import { lazyChart } from '../shared/lazy-chart';
import { type ProgressPieProps, PROGRESS_PIE_SIZE } from './progress-pie-props';

export { type ProgressPieProps, PROGRESS_PIE_SIZE } from './progress-pie-props';

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
