import { lazyEngine } from '../../internal/lazy-engine';
import { PdfViewerView } from './pdf-viewer-view';
import type { PdfViewerProps } from './pdf-viewer-props';

export type { PdfViewerProps } from './pdf-viewer-props';

const LazyPdfViewer = lazyEngine<PdfViewerProps>(
  () => import('./pdf-viewer-engine').then((m) => m.PdfViewerEngine),
  (props) => (
    <PdfViewerView
      title={props.title}
      titleLang={props.titleLang}
      fileName={props.fileName}
      headingLevel={props.headingLevel}
      className={props.className}
      status="loading"
      pageCount={0}
      pageNumber={1}
      zoom={1}
      onBack={props.onBack}
      onDownload={props.onDownload}
    />
  ),
);

/**
 * A PDF under a back header: page number input (1 to the total on Enter, otherwise page 1), previous/next, zoom in
 * and out (steps of 0.5, kept above 0.5 and below 4), download, and a password prompt for protected files.
 * One page is drawn at a time, as a canvas named "Page n of N". pdf.js loads only when a PdfViewer renders.
 */
export function PdfViewer(props: PdfViewerProps) {
  return <LazyPdfViewer {...props} />;
}

/** Starts fetching pdf.js before a PdfViewer renders (e.g. when the /pdf route starts loading). */
PdfViewer.preload = LazyPdfViewer.preload;
