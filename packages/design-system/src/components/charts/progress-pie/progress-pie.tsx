import { lazyEngine } from '../../../internal/lazy-engine';
import { ChartEmpty, ChartSkeleton, type ChartBaseProps } from '../shared/chart-frame';

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

const LazyProgressPie = lazyEngine<ProgressPieProps>(
  () => import('./progress-pie-engine').then((m) => m.ProgressPieEngine),
  (props) => (
    <ChartSkeleton shape="circle" height={props.size ?? PROGRESS_PIE_SIZE} className={props.className} />
  ),
);

/**
 * Quest progress as a ring: completed versus remaining, the completed share in the centre and a legend below.
 * Drawn with visx, loaded on first render (a skeleton shows meanwhile); nothing to draw shows the empty message.
 */
export function ProgressPie(props: ProgressPieProps) {
  const size = props.size ?? PROGRESS_PIE_SIZE;
  if (props.loading) return <ChartSkeleton shape="circle" height={size} className={props.className} />;
  if (!(props.completed > 0) && !(props.remaining > 0)) {
    return (
      <ChartEmpty
        title={props.title}
        showTitle={props.showTitle}
        message={props.emptyMessage}
        className={props.className}
      />
    );
  }
  return <LazyProgressPie {...props} />;
}

/** Starts fetching the chart engine before the chart renders (e.g. when the dashboard route starts loading). */
ProgressPie.preload = LazyProgressPie.preload;
