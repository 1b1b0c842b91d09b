export {
  QuestDetailDialog,
  isPlainVideo,
  questDetailDialogTexts,
  type QuestDetailDialogProps,
} from './quest-detail-dialog';
