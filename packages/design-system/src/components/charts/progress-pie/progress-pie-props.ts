// Shared by progress-pie.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBaseProps } from '../shared/chart-frame';

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
