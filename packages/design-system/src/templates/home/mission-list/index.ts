export { MissionList, type MissionListProps } from './mission-list';
