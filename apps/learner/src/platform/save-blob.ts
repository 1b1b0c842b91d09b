/** What saving needs of the window (a fake one in tests). */
export interface BlobSaveWindow {
  document: Pick<Document, 'createElement' | 'body'>;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

/** How long the object URL lives: the browser may start reading it after the click returns. */
export const BLOB_URL_LIFETIME_MS = 60_000;

/**
 * Saves a blob under a file name with the browser's download (an object URL on a clicked `download` link). The one
 * place the app does this: the bridge's web fallback, query attachments and test reports. Never hand the object URL
 * to a native host: it cannot read it.
 */
export function saveBlob(blob: Blob, fileName: string, win: BlobSaveWindow = { document, URL }): void {
  const href = win.URL.createObjectURL(blob);
  const anchor = win.document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  win.document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => win.URL.revokeObjectURL(href), BLOB_URL_LIFETIME_MS);
}
