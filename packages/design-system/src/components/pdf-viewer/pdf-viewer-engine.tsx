import { useEffect, useRef, useState } from 'react';
import {
  GlobalWorkerOptions,
  PasswordResponses,
  RenderingCancelledException,
  getDocument,
  type PDFDocumentProxy,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { questI18n } from '../../i18n/i18n';
import type { PdfViewerProps } from './pdf-viewer-props';
import { PDF_ZOOM_INITIAL, clampInitialPage } from './pdf-viewer-rules';
import { PdfViewerView, pdfViewerText, type DrawnPdfPage, type PdfViewerStatus } from './pdf-viewer-view';

/*
 * The only module that imports pdf.js (loaded through `lazyEngine` from pdf-viewer.tsx), its legacy build: the modern
 * one calls what only the newest Chrome has (`Promise.try`, `Map.prototype.getOrInsertComputed`) unpolyfilled, and
 * students' phones run Chromium 106 and up (ADR 0097). The worker is a file Vite
 * emits beside the chunk; `isEvalSupported: false` keeps pdf.js inside a CSP without 'unsafe-eval'.
 * Memory stays bounded: one page is drawn at a time (single-page mode), the previous page's canvas is dropped once
 * the next one is on screen, a drawing in progress is cancelled when the page or zoom changes, and the document
 * (with its worker) is destroyed when the viewer unmounts or reloads.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

/** Most pixels one page's canvas may hold (about 8 megapixels, 32 MB); denser zooms draw at a lower resolution. */
const MAX_CANVAS_PIXELS = 2 ** 23;

/** A page drawn for a width: the canvas plus what it was drawn for, so the viewer knows when it is stale. */
interface DrawnFor extends DrawnPdfPage {
  zoom: number;
  fitWidth: number;
}

/**
 * Draws one page into a new canvas: `fitWidth` CSS pixels wide at zoom 1, times `zoom`, at the screen's pixel
 * density (capped by {@link MAX_CANVAS_PIXELS}). `cancel` stops it; the promise then rejects with
 * RenderingCancelledException (or never draws, when cancelled before the page arrived).
 */
export function drawPdfPage(doc: PDFDocumentProxy, pageNumber: number, fitWidth: number, zoom: number) {
  let cancelled = false;
  let cancelTask: (() => void) | undefined;
  const promise = (async (): Promise<DrawnFor> => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) throw new RenderingCancelledException('Rendering cancelled, page changed.');
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (fitWidth / base.width) * zoom });
    const cssWidth = Math.floor(viewport.width);
    const cssHeight = Math.floor(viewport.height);
    const density = Math.min(
      window.devicePixelRatio || 1,
      Math.sqrt(MAX_CANVAS_PIXELS / Math.max(1, cssWidth * cssHeight)),
    );
    const canvas = document.createElement('canvas');
    canvas.width = Math.floor(viewport.width * density);
    canvas.height = Math.floor(viewport.height * density);
    canvas.style.display = 'block';
    canvas.style.width = `${cssWidth}px`;
    canvas.style.height = `${cssHeight}px`;
    canvas.setAttribute('role', 'img');
    canvas.setAttribute(
      'aria-label',
      questI18n.translate(pdfViewerText.pageOf, { page: pageNumber, total: doc.numPages }),
    );
    const task = page.render({
      canvas,
      viewport,
      transform: density === 1 ? undefined : [density, 0, 0, density, 0, 0],
    });
    cancelTask = () => task.cancel();
    await task.promise;
    return { canvas, pageNumber, zoom, fitWidth };
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      cancelTask?.();
    },
  };
}

/**
 * Opens a PDF, draws one page and closes the document again (the canvas keeps the picture). For state sheets
 * that must show a drawn page the moment they render.
 */
export async function preparePdfPage(url: string, pageNumber: number, fitWidth: number) {
  const task = getDocument({ url, isEvalSupported: false });
  try {
    const doc = await task.promise;
    const drawn = await drawPdfPage(doc, pageNumber, fitWidth, PDF_ZOOM_INITIAL).promise;
    return { drawn: { canvas: drawn.canvas, pageNumber } satisfies DrawnPdfPage, pageCount: doc.numPages };
  } finally {
    void task.destroy();
  }
}

/** The PDF viewer with pdf.js: a retry reloads the document from scratch. */
export function PdfViewerEngine(props: PdfViewerProps) {
  const [attempt, setAttempt] = useState(0);
  const headersKey = props.httpHeaders ? JSON.stringify(props.httpHeaders) : '';
  return (
    <PdfDocumentViewer
      key={`${attempt}|${props.src}|${headersKey}|${props.withCredentials ? 1 : 0}`}
      {...props}
      onRetry={() => setAttempt((n) => n + 1)}
    />
  );
}

function PdfDocumentViewer({
  src,
  title,
  titleLang,
  fileName,
  initialPage,
  httpHeaders,
  withCredentials = false,
  headingLevel,
  className,
  onBack,
  onDownload,
  onRetry,
}: PdfViewerProps & { onRetry: () => void }) {
  const [status, setStatus] = useState<PdfViewerStatus>('loading');
  const [wrongPassword, setWrongPassword] = useState(false);
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [zoom, setZoom] = useState(PDF_ZOOM_INITIAL);
  const [fitWidth, setFitWidth] = useState(0);
  const [drawn, setDrawn] = useState<DrawnFor | null>(null);
  const sendPassword = useRef<((password: string) => void) | null>(null);
  // Read once when the document opens; the options are fixed for this instance (the parent remounts on change).
  const openWith = useRef({ initialPage, httpHeaders, withCredentials });

  useEffect(() => {
    let live = true;
    const { httpHeaders: headers, withCredentials: credentials } = openWith.current;
    const task = getDocument({
      url: src,
      isEvalSupported: false,
      withCredentials: credentials,
      ...(headers ? { httpHeaders: headers } : {}),
    });
    task.onPassword = (update: (password: string) => void, reason: number) => {
      if (!live) return;
      sendPassword.current = update;
      setWrongPassword(reason === PasswordResponses.INCORRECT_PASSWORD);
      setStatus('password');
    };
    task.promise.then(
      (opened) => {
        if (!live) return;
        setDoc(opened);
        setPageNumber(clampInitialPage(openWith.current.initialPage, opened.numPages));
        setStatus('ready');
      },
      () => {
        if (live) setStatus('error');
      },
    );
    return () => {
      live = false;
      sendPassword.current = null;
      void task.destroy();
    };
  }, [src]);

  useEffect(() => {
    if (!doc || fitWidth <= 0) return;
    const job = drawPdfPage(doc, pageNumber, fitWidth, zoom);
    let live = true;
    job.promise.then(
      (page) => {
        if (live) setDrawn(page);
      },
      (error: unknown) => {
        if (live && !(error instanceof RenderingCancelledException)) setStatus('error');
      },
    );
    return () => {
      live = false;
      job.cancel();
    };
  }, [doc, pageNumber, zoom, fitWidth]);

  const rendering =
    status === 'ready' &&
    (!drawn || drawn.pageNumber !== pageNumber || drawn.zoom !== zoom || drawn.fitWidth !== fitWidth);

  return (
    <PdfViewerView
      title={title}
      titleLang={titleLang}
      fileName={fileName}
      headingLevel={headingLevel}
      className={className}
      status={status}
      wrongPassword={wrongPassword}
      focusPrompt
      pageCount={doc?.numPages ?? 0}
      pageNumber={pageNumber}
      zoom={zoom}
      drawn={drawn}
      rendering={rendering}
      onBack={onBack}
      onDownload={onDownload}
      onPageChange={setPageNumber}
      onZoomChange={setZoom}
      onFitWidthChange={setFitWidth}
      onRetry={onRetry}
      onPasswordSubmit={(password) => {
        if (!sendPassword.current) return;
        setStatus('checking');
        sendPassword.current(password);
      }}
    />
  );
}
