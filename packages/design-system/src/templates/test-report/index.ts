export {
  TestReportView,
  isTestDetailRowValid,
  testReportTexts,
  type AnalysisPanel,
  type SelectedQuestion,
  type TestDetailItem,
  type TestDetailPanel,
  type TestReportViewProps,
} from './test-report-view';
