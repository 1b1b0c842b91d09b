import { lazyEngine } from '../../internal/lazy-engine';
import { PdfViewerView } from './pdf-viewer-view';

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /** Content: the PDF's address. Fetched by pdf.js (same origin, or a server that allows CORS). */
  src: string;
  /** Content: the header title, e.g. the content's display name. Also names the page area for screen readers. */
  title: string;
  /** Content: the file's name, added to the download button's label ("Download chapter-4.pdf"). */
  fileName?: string;
  /** Behaviour: the page shown first (1-based); outside the document it opens at page 1. */
  initialPage?: number;
  /** Behaviour: extra request headers for the PDF, e.g. `{ Authorization: 'Bearer …' }` when the file needs one. */
  httpHeaders?: Record<string, string>;
  /** Behaviour: sends cookies with a cross-origin request for the PDF. */
  withCredentials?: boolean;
  /** Accessibility: the title's heading level; 1 when the viewer is the page. */
  headingLevel?: 1 | 2;
  /** Appearance: a class for the caller's layout. The viewer fills its container's height; give it one. */
  className?: string;
  /** Events: the back arrow was pressed; the app decides where back goes (and records the access). */
  onBack: () => void;
  /**
   * Events: the download button was pressed. The app fetches the file as a blob or asks the native wrapper
   * (store-and-assessment.md §6); without this prop there is no download button.
   */
  onDownload?: () => void;
}

const LazyPdfViewer = lazyEngine<PdfViewerProps>(
  () => import('./pdf-viewer-engine').then((m) => m.PdfViewerEngine),
  (props) => (
    <PdfViewerView
      title={props.title}
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
