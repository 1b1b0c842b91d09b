export { MissionOperationList, type MissionOperationListProps } from './operation-list';
