export {
  LiveClassesView,
  liveClassesTexts,
  type LiveClassItem,
  type LiveClassesState,
  type LiveClassesViewProps,
} from './live-classes-view';
