export { HtmlContentViewer, type HtmlContentViewerProps } from './html-content-viewer';
