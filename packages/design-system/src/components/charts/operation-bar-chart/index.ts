export { OperationBarChart, type OperationBarChartProps } from './operation-bar-chart';
