export {
  MissionStartDialog,
  missionStartDialogTexts,
  missionTaskCount,
  type MissionItemCounts,
  type MissionStartDialogProps,
} from './mission-start-dialog';
