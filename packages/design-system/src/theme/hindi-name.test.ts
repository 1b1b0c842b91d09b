import { readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { localeNames } from '../i18n/locale';

/** The code points a CSS unicode-range covers ("U+0926, U+093F-0940"). */
function rangeOf(css: string): (codePoint: number) => boolean {
  const range = /unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '';
  const spans = range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from!, 16), parseInt(to!, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

describe('the cut of the Devanagari face for "हिन्दी" (ADR 0146)', () => {
  const css = readFileSync(new URL('./hindi-name.css', import.meta.url), 'utf8');

  it("covers every letter of the switch's Hindi name, and nothing a Hindi page needs from the whole face", () => {
    const covers = rangeOf(css);
    const letters = [...new Set([...localeNames.hi].map((char) => char.codePointAt(0)!))];
    expect(letters.filter((codePoint) => !covers(codePoint))).toEqual([]);
    // Only the name's own letters: any other Devanagari letter falls through to Noto Sans's whole subset.
    expect(covers('क'.codePointAt(0)!)).toBe(false);
  });

  it('is a few kilobytes, not the 45 KB of the whole subset', () => {
    expect(statSync(new URL('./hindi-name.woff2', import.meta.url)).size).toBeLessThan(4_000);
  });
});
