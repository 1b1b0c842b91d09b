// Shared by attempts-line-chart.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

import type { ChartBaseProps } from '../shared/chart-frame';

/** One attempt of a test. */
export interface AttemptMarks {
  /** The attempt number (1, 2, …), the x axis. */
  attempt: number;
  /** Marks obtained in that attempt. */
  marks: number;
}

/** Props of {@link AttemptsLineChart}. */
export interface AttemptsLineChartProps extends ChartBaseProps {
  /** Content: marks per attempt number, in any order (drawn by attempt number). */
  attempts: readonly AttemptMarks[];
  /** Content: the test's total marks; the y axis runs to total + 1 in steps of 1, each step labelled. */
  totalMarks: number;
  /**
   * Appearance: the least height in px of the plotting area (axis labels add to it); it grows 18 px a mark past
   * it, up to 600 px, so every step of the marks axis keeps its label.
   */
  height?: number;
}

export const LINE_CHART_HEIGHT = 200;
/** What the axis labels add to the plotting height (the skeleton's extra height). */
export const LINE_LABEL_ALLOWANCE = 60;
