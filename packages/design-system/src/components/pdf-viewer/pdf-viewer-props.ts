// Shared by pdf-viewer.tsx and its lazily loaded engine, which imports this file, never the
// component (no import cycle; only the component decides when the engine's chunk loads).

/** Props of {@link PdfViewer}. */
export interface PdfViewerProps {
  /** Content: the PDF's address. Fetched by pdf.js (same origin, or a server that allows CORS). */
  src: string;
  /** Content: the header title, e.g. the content's display name. Also names the page area for screen readers. */
  title: string;
  /** Accessibility: the title's language, when it is the server's data (the content's name) in a page of another
   * language: `useDataLang()`. */
  titleLang?: string;
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
