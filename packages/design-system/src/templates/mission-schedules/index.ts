export {
  MissionSchedulesView,
  missionSchedulesTexts,
  type ScheduleOperationItem,
  type MissionSchedulesState,
  type MissionSchedulesViewProps,
  type ScheduleSessionItem,
} from './mission-schedules-view';
