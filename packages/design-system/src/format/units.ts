import { questI18n } from '../i18n/i18n';
import { formatNumber } from './number';

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * A whole number of minutes as on schedule and test cards ("duration in minutes", "duration min"): 45 → "45 min".
 * Fractions are dropped; empty or negative values show "0 min".
 */
export function formatMinutesLabel(minutes: number | null | undefined): string {
  return questI18n.translate(MINUTES_MESSAGE, { minutes: formatNumber(Math.max(0, finite(minutes))) });
}

/** The minutes label's message ("45 min"; "45 मिनट" in Hindi). */
export const MINUTES_MESSAGE = '{minutes} min';

/**
 * A count as the product shows it (the `count` of a plural message): whole and not below 0; empty values are 0.
 * 1.9 → 1, −3 → 0, null → 0.
 */
export function wholeCount(count: number | null | undefined): number {
  return Math.floor(Math.max(0, finite(count)));
}

/** The points message (ICU plural; its Hindi is in the catalogues, ADR 0142). */
export const POINTS_MESSAGE = '{points, plural, one {# Point} other {# Points}}';

/**
 * Points as the product writes them ("{points} Points"): 1250 → "1,250 Points" (en-IN grouping); exactly one is
 * "1 Point" (docs/decisions/0108-spec-texts-corrected.md). In the active language: "1,250 पॉइंट्स" in Hindi.
 */
export function formatPoints(points: number | null | undefined): string {
  return questI18n.translate(POINTS_MESSAGE, { points: Math.floor(finite(points)) });
}

/** A score as obtained/total, as in the result summary: (7, 10) → "7/10"; fractions up to two decimals. */
export function formatScore(obtained: number | null | undefined, total: number | null | undefined): string {
  const two = (v: number) => String(Math.round(finite(v) * 100) / 100);
  return `${two(finite(obtained))}/${two(finite(total))}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/**
 * An attachment's size given in bytes, in binary steps of 1024 with at most one decimal: 512 → "512 B",
 * 1536 → "1.5 KB", 2_621_440 → "2.5 MB". Empty or negative values show "0 B".
 */
export function formatFileSize(bytes: number | null | undefined): string {
  let value = Math.max(0, finite(bytes));
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.floor(value) : Math.round(value * 10) / 10;
  // 1023.96 KB rounds to "1024 KB": show the next unit instead.
  if (rounded >= 1024 && unit < UNITS.length - 1) return `1 ${UNITS[unit + 1]}`;
  return `${rounded} ${UNITS[unit]}`;
}

/**
 * A short label for an attachment's type, whether the server sends a MIME type or an extension:
 * "application/pdf" → "PDF", ".docx" → "DOCX", "image/jpeg" → "JPEG"; '' when empty.
 */
export function formatFileType(fileType: string | null | undefined): string {
  const raw = (fileType ?? '').trim();
  if (!raw) return '';
  const last = raw.split('/').pop() ?? raw;
  return last
    .replace(/^\./, '')
    .replace(/^x-/, '')
    .split(/[;+]/)[0]!
    .replace(/-compressed$/, '')
    .trim()
    .toUpperCase();
}
