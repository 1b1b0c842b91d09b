export { PdfViewer, type PdfViewerProps } from './pdf-viewer';
export {
  PDF_ZOOM_CEILING,
  PDF_ZOOM_FLOOR,
  PDF_ZOOM_INITIAL,
  PDF_ZOOM_STEP,
  resolvePageInput,
  zoomIn,
  zoomOut,
} from './pdf-viewer-rules';
