/*
 * The PDF viewer's rules (store-and-assessment.md §5 validation table):
 * - "PDF page input: accepts a page from 1 to the total on Enter, otherwise resets to 1".
 * - "PDF zoom: step 0.5; minimum stays above 0.5, maximum below 4". Read literally, the zoom itself never reaches
 *   0.5 or 4: from the starting 1 (fit to width) the reachable levels are 1, 1.5, 2, 2.5, 3 and 3.5. Zoom out is
 *   unavailable at 1 (0.5 is not above 0.5) and zoom in at 3.5 (4 is not below 4).
 */

import { asciiDigits } from '../field/digits';

/** The zoom a document opens at: the page fits the viewer's width. */
export const PDF_ZOOM_INITIAL = 1;
/** How much one press of zoom in or zoom out changes the zoom. */
export const PDF_ZOOM_STEP = 0.5;
/** The zoom stays strictly above this. */
export const PDF_ZOOM_FLOOR = 0.5;
/** The zoom stays strictly below this. */
export const PDF_ZOOM_CEILING = 4;

const allowed = (zoom: number) => zoom > PDF_ZOOM_FLOOR && zoom < PDF_ZOOM_CEILING;

/** The zoom after one press of zoom in, or null when that would reach the ceiling (the button is disabled). */
export function zoomIn(zoom: number): number | null {
  const next = zoom + PDF_ZOOM_STEP;
  return allowed(next) ? next : null;
}

/** The zoom after one press of zoom out, or null when that would reach the floor (the button is disabled). */
export function zoomOut(zoom: number): number | null {
  const next = zoom - PDF_ZOOM_STEP;
  return allowed(next) ? next : null;
}

/**
 * The page the page input goes to on Enter: the typed whole number when it is from 1 to `pageCount`, otherwise 1
 * (empty, zero, too large, negative, fractions, letters). Surrounding spaces are ignored; digits of any script
 * (a Hindi keyboard's ३) count as their ASCII digits.
 */
export function resolvePageInput(text: string, pageCount: number): number {
  const trimmed = asciiDigits(text).trim();
  if (!/^\d+$/.test(trimmed)) return 1;
  const page = Number(trimmed);
  return page >= 1 && page <= pageCount ? page : 1;
}

/** A requested starting page kept inside the document: whole numbers from 1 to `pageCount`, anything else 1. */
export function clampInitialPage(page: number | undefined, pageCount: number): number {
  return page !== undefined && Number.isInteger(page) && page >= 1 && page <= pageCount ? page : 1;
}
