import { describe, expect, test } from 'vitest';
import { light } from '../../../tokens/themes/light';

type Rgba = [number, number, number, number];

const parse = (colour: string): Rgba => {
  if (colour.startsWith('#'))
    return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).concat(1) as Rgba;
  const parts = colour.match(/[\d.]+/g)!.map(Number);
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
};

/** `top` drawn over an opaque `bottom`. */
const over = (top: string, bottom: string): string => {
  const [r, g, b, a] = parse(top);
  const [R, G, B] = parse(bottom);
  const mix = (x: number, y: number) => Math.round(x * a + y * (1 - a));
  return `#${[mix(r, R), mix(g, G), mix(b, B)].map((n) => n.toString(16).padStart(2, '0')).join('')}`;
};

const luminance = (colour: string) => {
  const [r, g, b] = parse(colour)
    .slice(0, 3)
    .map((v) => {
      const c = v / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const p = light.player;
const white = '#FFFFFF';
const black = '#000000';
// The scrim over the worst frames the video can show.
const scrimOnWhite = over(p.scrim, white);
const scrimOnBlack = over(p.scrim, black);

describe('player tokens: text keeps 4.5:1 wherever the controls are drawn', () => {
  test.each([
    ['text on the scrim over a white frame', p.text, scrimOnWhite],
    ['text on the surface', p.text, p.surface],
    ['text on a hovered control over the scrim', p.text, over(p.controlHover, scrimOnWhite)],
    ['text on a pressed control over the scrim', p.text, over(p.controlActive, scrimOnWhite)],
    ['popover text', p.popoverText, p.popoverBackground],
    ['popover text on the hovered item', p.popoverText, p.popoverHover],
    ['watermark on the surface', over(p.watermark, p.surface), p.surface],
  ])('%s', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('player tokens: marks and focus keep 3:1 (non-text)', () => {
  test.each([
    ['played part of the track on the surface', p.trackFilled, p.surface],
    ['thumb on the surface', p.thumb, p.surface],
    ['bookmark on the surface', p.bookmark, p.surface],
    ['focus ring on a dark frame', p.focusRing, scrimOnBlack],
    ['focus halo on a white frame', p.focusHalo, white],
    ['focus ring against its halo', p.focusRing, p.focusHalo],
  ])('%s', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  });
});
