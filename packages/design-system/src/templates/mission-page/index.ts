export {
  MissionPageView,
  missionPageTexts,
  type MissionContentCounts,
  type MissionContentItem,
  type MissionOperationItem,
  type MissionPageState,
  type MissionPageViewProps,
  type MissionTopicSection,
} from './mission-page-view';
