import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { retryLoad } from './retry-load';

/**
 * Wraps a component whose module pulls a heavy engine (video.js, pdf.js, KaTeX, visx) so the engine is fetched
 * only when the component first renders, in its own chunk: a route that never renders it never loads it.
 * `fallback` is shown while the chunk loads (give it the component's size, e.g. a Skeleton, so nothing jumps).
 * A failed fetch (offline) is tried again when the browser is back online (retryLoad), so the skeleton gives way
 * to the component without a reload. Declare the public component as a plain function with its documented props
 * type, so autodocs reads them:
 *
 * ```tsx
 * const LazyPie = lazyEngine<ProgressPieProps>(
 *   () => import('./progress-pie-chart').then((m) => m.ProgressPieChart),
 *   (props) => <Skeleton variant="circle" width={props.size} label="Loading chart…" />,
 * );
 * export function ProgressPie(props: ProgressPieProps) { return <LazyPie {...props} />; }
 * ```
 */
export function lazyEngine<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  fallback: (props: Props) => ReactNode,
) {
  const Loaded = lazy(async () => ({ default: await retryLoad(load) }));
  function LazyEngine(props: Props) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  /** Starts fetching the engine before the component renders (e.g. when a route starts loading). */
  LazyEngine.preload = load;
  return LazyEngine;
}
