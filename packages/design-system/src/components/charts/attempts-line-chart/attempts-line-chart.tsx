import type { ChartBaseProps } from '../shared/chart-frame';
import { marksAxis } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';

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

const chart = lazyChart<AttemptsLineChartProps>(
  () => import('./attempts-line-chart-engine').then((m) => m.AttemptsLineChartEngine),
  (props) => ({
    height: marksAxis(props.totalMarks, props.height ?? LINE_CHART_HEIGHT).height + LINE_LABEL_ALLOWANCE,
  }),
);

/**
 * Score-All Attempts: marks per attempt number as a line with a point per attempt (store-and-assessment.md: y
 * maximum total marks + 1, step 1). Tab reaches the chart once, the arrow keys move between attempts and show
 * their marks. Drawn with visx, loaded on first render.
 */
export function AttemptsLineChart(props: AttemptsLineChartProps) {
  return chart.render(props, props.attempts.length === 0);
}

/** Starts fetching the chart engine before the chart renders. */
AttemptsLineChart.preload = chart.preload;
