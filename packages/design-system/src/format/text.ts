import { splitMath } from '../components/rich-text/math-delimiters';

/** Chart axis labels are cut at 20 characters (learning-app.md, progress dashboard). */
export const CHART_LABEL_LIMIT = 20;
/** Question text in report tables is cut at 50 characters (store-and-assessment.md §9). */
export const QUESTION_TEXT_LIMIT = 50;

const graphemes =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** The characters a reader sees in `text`: grapheme clusters (a Devanagari letter with its matra, a conjunct). */
function visibleCharacters(text: string): string[] {
  return graphemes ? Array.from(graphemes.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * `text` cut to `limit` characters followed by `ellipsis` when it is longer; shorter text is returned as is.
 * Counts the characters a reader sees (grapheme clusters), not code points: an emoji stays whole, and a Devanagari
 * letter is never cut from its matra or virama ("प्रकाश", not "प्…" with a dangling halant).
 */
export function truncate(text: string, limit: number, ellipsis = '…'): string {
  const chars = visibleCharacters(text);
  if (chars.length <= limit) return text;
  return `${chars.slice(0, Math.max(0, limit)).join('').trimEnd()}${ellipsis}`;
}

/** The characters a formula shows, roughly: its TeX without commands, braces, scripts' marks and spaces (≥ 1). */
function formulaSize(tex: string): number {
  return Math.max(
    1,
    Array.from(
      tex
        .replace(/\\[a-zA-Z]+/g, '')
        .replace(/[{}^_\\]/g, '')
        .replace(/\s+/g, ''),
    ).length,
  );
}

/**
 * `text` cut at a word boundary to at most `limit` characters, followed by `ellipsis` when words were left out.
 * A formula written as RichText reads it (`\( … \)`, `\[ … \]`, `$$ … $$`, ADR 0006) is one word, never cut
 * inside, and counts the characters it shows rather than its TeX. A first word longer than the limit is cut by
 * characters (a formula is kept whole). Whitespace between the words kept is left as written.
 */
export function clampWords(text: string, limit: number, ellipsis = '…'): string {
  const words: { text: string; size: number; space: boolean; math: boolean }[] = [];
  for (const segment of splitMath(text)) {
    if (segment.kind === 'math') {
      words.push({ text: segment.source, size: formulaSize(segment.tex), space: false, math: true });
      continue;
    }
    for (const part of segment.text.split(/(\s+)/)) {
      if (part === '') continue;
      words.push({ text: part, size: Array.from(part).length, space: /^\s/.test(part), math: false });
    }
  }
  let size = 0;
  let kept = 0;
  for (const word of words) {
    if (!word.space && size + word.size > limit) break;
    size += word.space ? 1 : word.size;
    kept += 1;
  }
  if (kept === words.length) return text;
  const head = words
    .slice(0, kept)
    .map((word) => word.text)
    .join('')
    .trimEnd();
  if (head !== '') return `${head}${ellipsis}`;
  const first = words.find((word) => !word.space);
  if (!first) return text;
  return first.math ? `${first.text}${ellipsis}` : truncate(first.text, limit, ellipsis);
}
