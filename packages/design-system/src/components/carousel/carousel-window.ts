/** The indexes to render around `index`: at most `reach` positions either side, within 0…count−1. */
export function visibleRange(index: number, count: number, reach = 2): number[] {
  if (count <= 0) return [];
  const current = Math.min(Math.max(0, index), count - 1);
  const start = Math.max(0, current - reach);
  const end = Math.min(count - 1, current + reach);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** The move a horizontal swipe asks for: +1 (next) for a leftward swipe, −1 for rightward, 0 when too short or
 * more vertical than horizontal (a scroll, not a swipe). */
export function swipeDirection(dx: number, dy: number, threshold = 40): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
