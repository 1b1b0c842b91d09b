import type { ChartBaseProps } from '../shared/chart-frame';
import { lazyChart } from '../shared/lazy-chart';

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

const chart = lazyChart<AttemptDoughnutProps>(
  () => import('./attempt-doughnut-engine').then((m) => m.AttemptDoughnutEngine),
  (props) => ({ shape: 'circle', height: props.size ?? ATTEMPT_DOUGHNUT_SIZE }),
);

/**
 * One attempt's answers as a doughnut (store-and-assessment.md: Skip grey, Correct green, Incorrect red) with the
 * score as obtained/total in the centre and a legend of counts. Drawn with visx, loaded on first render.
 */
export function AttemptDoughnut(props: AttemptDoughnutProps) {
  return chart.render(
    props,
    [props.correct, props.incorrect, props.skipped].every((v) => !(v > 0)),
  );
}

/** Starts fetching the chart engine before the chart renders (e.g. while the test is being submitted). */
AttemptDoughnut.preload = chart.preload;
