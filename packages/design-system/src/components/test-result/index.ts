export {
  preloadTestResultCharts,
  TestResult,
  testResultTexts,
  type AttemptFigures,
  type TestResultProps,
} from './test-result';
