export {
  QuestSwitchDialog,
  questSwitchDialogTexts,
  type QuestSwitchDialogProps,
  type QuestSwitchItem,
} from './quest-switch-dialog';
