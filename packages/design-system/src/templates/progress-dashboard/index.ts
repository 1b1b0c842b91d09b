export {
  preloadProgressCharts,
  ProgressDashboardView,
  progressDashboardTexts,
  type ProgressDashboardState,
  type ProgressDashboardViewProps,
  type ProgressQuestSummary,
} from './progress-dashboard-view';
