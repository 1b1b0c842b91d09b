export {
  ViewerPageView,
  viewerPageTexts,
  type ViewerPageLock,
  type ViewerPageState,
  type ViewerPageViewProps,
} from './viewer-page-view';
