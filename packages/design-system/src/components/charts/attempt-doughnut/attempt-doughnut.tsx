import { lazyChart } from '../shared/lazy-chart';
import { type AttemptDoughnutProps, ATTEMPT_DOUGHNUT_SIZE } from './attempt-doughnut-props';

export { type AttemptDoughnutProps, ATTEMPT_DOUGHNUT_SIZE } from './attempt-doughnut-props';

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
