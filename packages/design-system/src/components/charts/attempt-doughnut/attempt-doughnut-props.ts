// Shared by attempt-doughnut.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBaseProps } from '../shared/chart-frame';

/** Props of {@link AttemptDoughnut}. */
export interface AttemptDoughnutProps extends ChartBaseProps {
  /** Content: number of questions answered correctly (green slice). */
  correct: number;
  /** Content: number of questions answered wrongly (red slice). */
  incorrect: number;
  /** Content: number of questions skipped (grey slice). */
  skipped: number;
  /** Content: marks obtained, shown in the centre as obtained/total. */
  scoreObtained: number;
  /** Content: the test's total marks. */
  scoreTotal: number;
  /** Appearance: the diameter in px (smaller when the container is narrower). */
  size?: number;
}

export const ATTEMPT_DOUGHNUT_SIZE = 180;
