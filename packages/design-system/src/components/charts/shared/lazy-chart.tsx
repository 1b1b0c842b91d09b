import type { ComponentType, ReactNode } from 'react';
import { lazyEngine } from '../../../internal/lazy-engine';
import { ChartEmpty, ChartSkeleton, type ChartBaseProps } from './chart-frame';

/** The loading skeleton of a chart: its shape and height in px (the chart's whole drawn size). */
export interface ChartSkeletonSize {
  shape?: 'rect' | 'circle';
  height: number;
}

/**
 * The lazy part every public chart shares: the visx engine is fetched on first render (`skeleton` shows
 * meanwhile), and `render` picks the skeleton while `loading`, the empty message when `empty`, or the engine.
 * Keep the public chart a plain function with its documented props type (autodocs reads it):
 *
 * ```tsx
 * const chart = lazyChart<ProgressPieProps>(
 *   () => import('./progress-pie-engine').then((m) => m.ProgressPieEngine),
 *   (props) => ({ shape: 'circle', height: props.size ?? PROGRESS_PIE_SIZE }),
 * );
 * export function ProgressPie(props: ProgressPieProps) {
 *   return chart.render(props, !(props.completed > 0) && !(props.remaining > 0));
 * }
 * ProgressPie.preload = chart.preload;
 * ```
 */
export function lazyChart<Props extends ChartBaseProps>(
  load: () => Promise<ComponentType<Props>>,
  skeleton: (props: Props) => ChartSkeletonSize,
) {
  const fallback = (props: Props) => <ChartSkeleton {...skeleton(props)} className={props.className} />;
  const Lazy = lazyEngine<Props>(load, fallback);
  return {
    render(props: Props, empty: boolean): ReactNode {
      if (props.loading) return fallback(props);
      if (empty) {
        return (
          <ChartEmpty
            title={props.title}
            showTitle={props.showTitle}
            message={props.emptyMessage}
            className={props.className}
          />
        );
      }
      return <Lazy {...props} />;
    },
    /** Starts fetching the engine before the chart renders. */
    preload: Lazy.preload,
  };
}
