/** A page number, or a gap ('…') standing for the pages left out. */
export type PageItem = number | 'gap';

/**
 * The page numbers to show: always the first and last, the current page with `siblings` pages each side, and a
 * gap wherever pages are left out (a single left-out page is shown instead of a gap). Pages count from 1.
 */
export function pageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.max(1, current - siblings);
  const end = Math.min(pageCount, current + siblings);
  const items: PageItem[] = [];
  const push = (n: number) => items.push(n);
  push(1);
  if (start > 3) items.push('gap');
  else for (let n = 2; n < start; n += 1) push(n);
  for (let n = Math.max(2, start); n <= Math.min(end, pageCount - 1); n += 1) push(n);
  if (end < pageCount - 2) items.push('gap');
  else for (let n = Math.max(end + 1, 2); n < pageCount; n += 1) push(n);
  if (pageCount > 1) push(pageCount);
  return items;
}

/** How many pages `total` rows make at `pageSize` per page; at least 1. */
export function pageCountOf(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || total <= 0 || pageSize <= 0) return 1;
  return Math.ceil(total / pageSize);
}
