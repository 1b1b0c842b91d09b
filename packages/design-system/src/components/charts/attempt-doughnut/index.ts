export { AttemptDoughnut, type AttemptDoughnutProps } from './attempt-doughnut';
