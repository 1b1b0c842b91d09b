import { LOCALE } from './number';
import { clampWords, QUESTION_TEXT_LIMIT } from './text';

/** The difficulty names of the report (store-and-assessment.md §9 "Difficulty 1 Low, 2 Medium, 3 High"). */
export const DIFFICULTY_LABELS = { 1: 'Low', 2: 'Medium', 3: 'High' } as const;

/** A difficulty level as the report numbers it. */
export type DifficultyLevel = keyof typeof DIFFICULTY_LABELS;

/** What a question shown only as an image is called in report tables (store-and-assessment.md §9). */
export const IMAGE_QUESTION_LABEL = 'Image Question';

/** The name of difficulty `level`: 1 → "Low", 2 → "Medium", 3 → "High"; undefined for anything else. */
export function difficultyLabel(level: number): (typeof DIFFICULTY_LABELS)[DifficultyLevel] | undefined {
  return level === 1 || level === 2 || level === 3 ? DIFFICULTY_LABELS[level] : undefined;
}

/**
 * `value` rounded to 2 decimals, halves away from zero on the decimal digits as written (1.005 → 1.01, which
 * `Math.round(v * 100) / 100` gets wrong). Non-finite values stay as they are; -0 becomes 0.
 */
export function roundTo2(value: number): number {
  if (!Number.isFinite(value)) return value;
  const abs = Math.abs(value);
  const text = String(abs);
  const rounded = text.includes('e') ? Math.round(abs * 100) / 100 : Math.round(Number(`${text}e2`)) / 100;
  const signed = value < 0 ? -rounded : rounded;
  return signed === 0 ? 0 : signed;
}

const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An analysis value (average marks, seconds) to exactly 2 decimals (store-and-assessment.md §9 "Analysis values
 * rounded to 2 decimals"): 7.456 → "7.46", 4 → "4.00", 1234.5 → "1,234.50". Empty or non-finite values show "0.00".
 */
export function formatAverage(value: number | null | undefined): string {
  const v = typeof value === 'number' && Number.isFinite(value) ? roundTo2(value) : 0;
  return twoDecimals.format(v);
}

/** The label of a question in a report table, and whether it was shortened. */
export interface QuestionLabel {
  /** What the cell shows: the text cut by words to {@link QUESTION_TEXT_LIMIT} characters (formulas whole), or
   * "Image Question". */
  label: string;
  /** The whole text (whitespace collapsed), for a tooltip or screen readers when `truncated`. */
  full: string;
  /** True when `label` is shorter than the text. */
  truncated: boolean;
  /** True when the question is labelled "Image Question". */
  image: boolean;
}

/**
 * How a question is named in a report table (store-and-assessment.md §9): its plain text, whitespace collapsed and
 * cut by words to 50 characters, a formula never cut inside (ADR 0115); "Image Question" when it is an image
 * question or has no text to show.
 */
export function questionLabel(text: string, isImage = false, limit = QUESTION_TEXT_LIMIT): QuestionLabel {
  const full = text.replace(/\s+/g, ' ').trim();
  if (isImage || full === '') {
    return { label: IMAGE_QUESTION_LABEL, full: IMAGE_QUESTION_LABEL, truncated: false, image: true };
  }
  const label = clampWords(full, limit);
  return { label, full, truncated: label !== full, image: false };
}

/** A level name as the server writes it, with a capital first letter: "extended thinking" → "Extended thinking". */
export function levelName(level: string): string {
  const trimmed = level.trim();
  return trimmed.charAt(0).toLocaleUpperCase(LOCALE) + trimmed.slice(1);
}
