export {
  OnlineTestsView,
  onlineTestsTabs,
  onlineTestsTexts,
  type OnlineTestItem,
  type OnlineTestsState,
  type OnlineTestsTab,
  type OnlineTestsViewProps,
} from './online-tests-view';
