export {
  AnswerSaveStatus,
  answerSaveStatusTexts,
  type AnswerSaveState,
  type AnswerSaveStatusProps,
} from './answer-save-status';
