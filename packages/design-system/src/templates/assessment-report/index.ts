export {
  AssessmentReportView,
  assessmentReportTexts,
  type AssessmentReportViewProps,
} from './assessment-report-view';
