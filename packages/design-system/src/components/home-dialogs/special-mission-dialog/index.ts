export {
  SpecialMissionDialog,
  specialMissionDialogTexts,
  type CompetitionStatus,
  type SpecialMissionDialogProps,
  type SpecialMissionMasterclass,
} from './special-mission-dialog';
