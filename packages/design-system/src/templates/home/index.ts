export {
  HomeDashboardView,
  homeDashboardTexts,
  type HomeCurrentQuest,
  type HomeDashboardViewProps,
  type HomeDataState,
  type HomeMissionItem,
  type HomeQuestItem,
  type HomeUserInfo,
} from './home-dashboard-view';
export { HomeShellView, type HomeShellViewProps } from './home-shell-view';
