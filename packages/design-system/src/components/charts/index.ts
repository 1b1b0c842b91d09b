export type { ChartBar, ChartBaseProps } from './shared/chart-frame';
export * from './progress-pie';
export * from './category-bar-chart';
export * from './mission-bar-chart';
export * from './operation-bar-chart';
export * from './attempt-doughnut';
export * from './attempts-line-chart';
