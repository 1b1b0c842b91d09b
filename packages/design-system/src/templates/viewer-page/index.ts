export {
  ViewerPageView,
  viewerPageTexts,
  type ViewerPageState,
  type ViewerPageViewProps,
} from './viewer-page-view';
