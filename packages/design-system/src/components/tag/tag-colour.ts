import { light } from '../../tokens/themes/light';

/**
 * `#abc` or `#aabbcc` (the `#` may be left out, case is ignored) as a lowercase `#aabbcc`; anything else is null.
 * A hex colour needs 3 or 6 hex digits, otherwise it is rejected (learning-app.md §6).
 */
export function parseHexColour(input: string | null | undefined): string | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((input ?? '').trim());
  if (!match) return null;
  const digits = match[1]!.toLowerCase();
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return `#${full}`;
}

/** WCAG 2 relative luminance of a `#aabbcc` colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two `#aabbcc` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Which text reads better on `background` (a `#aabbcc` colour): `dark` or `light`, by the higher contrast
 * against the theme's two tag text colours. One of them always reaches 4.5:1.
 */
export function textToneOn(background: string): 'dark' | 'light' {
  const dark = contrastRatio(background, light.tag.textOnLight);
  const bright = contrastRatio(background, light.tag.textOnDark);
  return dark >= bright ? 'dark' : 'light';
}
