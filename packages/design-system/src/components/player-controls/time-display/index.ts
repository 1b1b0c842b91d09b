export { TimeDisplay, type TimeDisplayProps } from './time-display';
