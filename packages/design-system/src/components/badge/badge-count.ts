/** The text of a count badge: '' when there is nothing to count, the number up to `max`, then "99+". */
export function badgeText(count: number, max = 99): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  const whole = Math.floor(count);
  return whole > max ? `${max}+` : String(whole);
}
