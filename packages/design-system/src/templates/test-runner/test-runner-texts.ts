import type { ReviewAnswerProps } from '../../components/review-answer';
import type { QuestionOption } from '../../components/question-view';
import type { TestResultProps } from '../../components/test-result';

/** Texts of the runner (store-and-assessment.md §2.8, §5, §8), in the spec's wording where it has one. */
export const testRunnerViewTexts = {
  endTest: 'End Test',
  confirmSubmit: 'Are you sure you want to Submit?',
  cancel: 'Cancel',
  ok: 'OK',
  flagConfirm: 'Do you want to report error(s) in this question?',
  flagYes: 'Yes',
  flagNo: 'No',
  flagQuestion: 'Flag question',
  flagDescription: 'Report an error in this question',
  flaggedDescription: 'You reported an error in this question',
  back: 'Back',
  next: 'Next',
  questions: 'Questions',
  timeUp: 'Time is up',
  timeUpDetail: 'Submitting your answers in',
  submitting: 'Submitting your answers…',
  loading: 'Loading the test…',
  failedTitle: 'Could not load the test',
  failedMessage: 'Check your connection and try again.',
  retry: 'Retry',
} as const;

/** Which screen of the runner is shown (the flows façade's step). */
export type TestRunnerViewStep =
  | 'loading'
  | 'failed'
  | 'running'
  | 'confirmingSubmit'
  | 'timeUp'
  | 'submitting'
  | 'result'
  | 'reviewing'
  | 'closed';

/** Which flag prompt is open over the runner. */
export type TestRunnerViewFlagStep = 'closed' | 'confirming' | 'editing' | 'sending';

/** The question on screen, as QuestionView draws it. */
export interface TestRunnerViewQuestion {
  /** The question text as server HTML (formulas and images allowed). */
  html: string;
  /** Check boxes (QT01, QT04, QT09) when true, radios (QT02) when false. */
  multiple: boolean;
  /** The options, in the server's order. */
  options: readonly QuestionOption[];
}

/** The question flag prompts (§2.8, §5, §8). */
export interface TestRunnerViewFlag {
  /** Which prompt is open: the confirmation, the dialog, the dialog while sending, or none. */
  step: TestRunnerViewFlagStep;
  /** The remark typed so far. */
  remark: string;
  /** 'Remark is required', or null. */
  remarkError: string | null;
  /** The server's refusal, shown inside the dialog, or null. */
  error: string | null;
}

/** The result summary's figures (TestResult without its buttons). */
export type TestRunnerViewResult = Omit<TestResultProps, 'onReview' | 'onRetake' | 'onClose'>;

/** The reviewed question (ReviewAnswer without its buttons). */
export type TestRunnerViewReview = Omit<ReviewAnswerProps, 'onBack' | 'onClose' | 'onNext'>;

/** The steps in which the questions are on screen (answering, and the prompts and overlays over them). */
export const answeringSteps: readonly TestRunnerViewStep[] = [
  'running',
  'confirmingSubmit',
  'timeUp',
  'submitting',
];
