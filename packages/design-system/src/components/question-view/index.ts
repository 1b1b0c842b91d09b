export {
  QUESTION_VIEW_TEXTS,
  QuestionView,
  optionLetter,
  type QuestionOption,
  type QuestionViewProps,
} from './question-view';
