/** Chart axis labels are cut at 20 characters (learning-app.md, progress dashboard). */
export const CHART_LABEL_LIMIT = 20;
/** Question text in report tables is cut at 50 characters (store-and-assessment.md §9). */
export const QUESTION_TEXT_LIMIT = 50;

/**
 * `text` cut to `limit` characters followed by `ellipsis` when it is longer; shorter text is returned as is.
 * Counts characters, not UTF-16 units, so an emoji or a Devanagari conjunct's code points are never split in half.
 */
export function truncate(text: string, limit: number, ellipsis = '…'): string {
  const chars = Array.from(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, Math.max(0, limit)).join('').trimEnd()}${ellipsis}`;
}
