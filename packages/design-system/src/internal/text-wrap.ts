import { css } from 'styled-components';

/**
 * How titles and names wrap (ADR 0096): between words. Only a single word wider than the whole line is split: where
 * the page's `lang` has a hyphenation dictionary (Chrome on Android) a word of 10 letters or more is hyphenated, and
 * as a last resort the word breaks where it overflows (`overflow-wrap: break-word`).
 *
 * Never `overflow-wrap: anywhere` or `word-break: break-all` on a title: besides breaking inside words, `anywhere`
 * makes every letter a break for the title's smallest width, so a flex or grid track squeezes the title down to a
 * few letters a line ("Introductio / n"). Give the title's box `min-width: 0` instead, so it shrinks with its
 * column while its words stay whole.
 */
export const wrapWords = css`
  overflow-wrap: break-word;
  word-break: normal;
  hyphens: auto;
  hyphenate-limit-chars: 10 4 4;
`;

/**
 * The box of a clamped text whose line count is set elsewhere (an inline `WebkitLineClamp` style): see
 * {@link clampLines}.
 */
export const clampBox = css`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  overflow: hidden;
  ${wrapWords}
`;

/**
 * Clamps text to `lines` lines (default 2) with an ellipsis. The lines still break between words ({@link wrapWords}),
 * so the ellipsis follows the last whole word that fits. Put it on the element that holds the text (a span inside a
 * button, or the heading itself): a button is an atomic inline box and cannot be clamped from outside.
 */
export const clampLines = (lines: number = 2) => css`
  ${clampBox}
  -webkit-line-clamp: ${lines};
`;
