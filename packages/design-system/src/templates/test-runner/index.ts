export {
  TestRunnerView,
  testRunnerViewTexts,
  type TestRunnerViewFlag,
  type TestRunnerViewFlagStep,
  type TestRunnerViewProps,
  type TestRunnerViewQuestion,
  type TestRunnerViewResult,
  type TestRunnerViewReview,
  type TestRunnerViewStep,
} from './test-runner-view';
