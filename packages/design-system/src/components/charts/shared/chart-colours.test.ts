import { expect, test } from 'vitest';
import { light } from '../../../tokens/themes/light';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

const { chart, surface } = light.color;
const surfaces = { raised: surface.raised, background: surface.background };

// Non-text contrast (WCAG 1.4.11): a bar, slice, line or outline must stand 3:1 against the surface it is drawn on.
const marks = [
  'skip',
  'correct',
  'incorrect',
  'watch',
  'think',
  'solve',
  'play',
  'bar',
  'barSelected',
  'completed',
  'outline',
  'line',
] as const;

test.each(marks.flatMap((m) => Object.entries(surfaces).map(([s, bg]) => [m, s, chart[m], bg] as const)))(
  'chart.%s on surface.%s is at least 3:1',
  (_, __, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(3);
  },
);

test('axis text is at least 4.5:1 on the surfaces', () => {
  for (const bg of Object.values(surfaces)) expect(contrast(chart.axis, bg)).toBeGreaterThanOrEqual(4.5);
});

test('the completed slice stands 3:1 against the remaining track beside it', () => {
  expect(contrast(chart.completed, chart.remaining)).toBeGreaterThanOrEqual(3);
});
