export { AttemptsLineChart, type AttemptMarks, type AttemptsLineChartProps } from './attempts-line-chart';
