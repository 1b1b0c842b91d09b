export { CategoryBarChart, type CategoryBarChartProps } from './category-bar-chart';
