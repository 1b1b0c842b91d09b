import { lazyEngine } from '../../../internal/lazy-engine';
import { ChartEmpty, ChartSkeleton, type ChartBaseProps } from '../shared/chart-frame';

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

const LazyAttemptDoughnut = lazyEngine<AttemptDoughnutProps>(
  () => import('./attempt-doughnut-engine').then((m) => m.AttemptDoughnutEngine),
  (props) => (
    <ChartSkeleton shape="circle" height={props.size ?? ATTEMPT_DOUGHNUT_SIZE} className={props.className} />
  ),
);

/**
 * One attempt's answers as a doughnut (store-and-assessment.md: Skip grey, Correct green, Incorrect red) with the
 * score as obtained/total in the centre and a legend of counts. Drawn with visx, loaded on first render.
 */
export function AttemptDoughnut(props: AttemptDoughnutProps) {
  const size = props.size ?? ATTEMPT_DOUGHNUT_SIZE;
  if (props.loading) return <ChartSkeleton shape="circle" height={size} className={props.className} />;
  if ([props.correct, props.incorrect, props.skipped].every((v) => !(v > 0))) {
    return (
      <ChartEmpty
        title={props.title}
        showTitle={props.showTitle}
        message={props.emptyMessage}
        className={props.className}
      />
    );
  }
  return <LazyAttemptDoughnut {...props} />;
}

/** Starts fetching the chart engine before the chart renders (e.g. while the test is being submitted). */
AttemptDoughnut.preload = LazyAttemptDoughnut.preload;
