export { MonthNavigator, type MonthNavigatorProps } from './month-navigator';
