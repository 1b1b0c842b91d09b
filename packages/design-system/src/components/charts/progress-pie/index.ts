export { ProgressPie, type ProgressPieProps } from './progress-pie';
