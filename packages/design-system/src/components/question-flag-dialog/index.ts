export {
  QuestionFlagDialog,
  questionFlagDialogTexts,
  type QuestionFlagDialogProps,
} from './question-flag-dialog';
