import { marksAxis } from '../shared/chart-scales';
import { lazyChart } from '../shared/lazy-chart';
import {
  type AttemptsLineChartProps,
  LINE_CHART_HEIGHT,
  LINE_LABEL_ALLOWANCE,
} from './attempts-line-chart-props';

export {
  type AttemptMarks,
  type AttemptsLineChartProps,
  LINE_CHART_HEIGHT,
  LINE_LABEL_ALLOWANCE,
} from './attempts-line-chart-props';

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
