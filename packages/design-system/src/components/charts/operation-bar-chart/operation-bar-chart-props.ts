// Shared by operation-bar-chart.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBar, ChartBaseProps } from '../shared/chart-frame';

/** Props of {@link OperationBarChart}. */
export interface OperationBarChartProps extends ChartBaseProps {
  /** Content: one bar per operation of the chosen mission — id, full name and completed percentage (0–100). */
  operations: readonly ChartBar[];
  /** Appearance: height in px of the bars' area (axis labels add to it). */
  height?: number;
}
