import { pageCountOf } from '../pager/page-items';

/** Rows per page of report tables (store-and-assessment.md §9 "detail table page size 10"). */
export const DEFAULT_PAGE_SIZE = 10;
/** The rows-per-page choices (store-and-assessment.md §9 "options 5, 10, 25"). */
export const PAGE_SIZE_OPTIONS: readonly number[] = [5, 10, 25];
/** Above this many rows the rows-per-page choice (and the pager) shows (§9 "shown when more than 5 rows"). */
export const PAGING_THRESHOLD = 5;

/** The rows of one page: `rows.slice(start, end)`. */
export interface PageWindow {
  /** The page shown, counted from 1 and kept inside 1 … pageCount. */
  page: number;
  /** At least 1, also with no rows. */
  pageCount: number;
  /** Index of the first row shown. */
  start: number;
  /** Index after the last row shown. */
  end: number;
}

/** Which rows page `page` shows when `total` rows are split `pageSize` a page; a page past the end shows the last. */
export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const rows = Number.isFinite(total) ? Math.max(0, Math.floor(total)) : 0;
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : DEFAULT_PAGE_SIZE;
  const pageCount = pageCountOf(rows, size);
  const current = Math.min(Math.max(1, Number.isFinite(page) ? Math.floor(page) : 1), pageCount);
  const start = (current - 1) * size;
  return { page: current, pageCount, start, end: Math.min(rows, start + size) };
}

/** Whether a table of `total` rows shows paging (more than 5 rows); with 5 or fewer all rows fit on one page. */
export function showsPaging(total: number): boolean {
  return total > PAGING_THRESHOLD;
}
