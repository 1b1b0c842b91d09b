export {
  AssessmentDashboardView,
  assessmentDashboardTexts,
  type AssessmentDashboardViewProps,
} from './assessment-dashboard-view';
