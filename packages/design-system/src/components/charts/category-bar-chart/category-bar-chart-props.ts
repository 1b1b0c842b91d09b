// Shared by category-bar-chart.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBaseProps } from '../shared/chart-frame';

/** Props of {@link CategoryBarChart}. */
export interface CategoryBarChartProps extends ChartBaseProps {
  /** Content: completed percentage (0–100) of Watch content. */
  watch: number;
  /** Content: completed percentage (0–100) of Think content. */
  think: number;
  /** Content: completed percentage (0–100) of Solve content. */
  solve: number;
  /** Content: completed percentage (0–100) of Play content. */
  play: number;
  /** Appearance: height in px of the bars' area (axis labels add to it). */
  height?: number;
}
