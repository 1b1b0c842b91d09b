export {
  QuestionStepper,
  type QuestionMark,
  type QuestionStepperLabels,
  type QuestionStepperProps,
} from './question-stepper';
