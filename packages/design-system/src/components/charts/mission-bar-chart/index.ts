export { MissionBarChart, type MissionBarChartProps } from './mission-bar-chart';
