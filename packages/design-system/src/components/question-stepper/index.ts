export {
  QuestionStepper,
  questionStepperTexts,
  type QuestionMark,
  type QuestionStepperLabels,
  type QuestionStepperLayout,
  type QuestionStepperProps,
} from './question-stepper';
