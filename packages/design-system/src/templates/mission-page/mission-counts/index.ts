export { MissionCounts, type MissionCountsProps } from './mission-counts';
