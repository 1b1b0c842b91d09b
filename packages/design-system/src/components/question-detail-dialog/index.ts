export {
  QuestionDetailDialog,
  questionDetailTexts,
  type QuestionDetailDialogProps,
  type QuestionDetailOption,
} from './question-detail-dialog';
