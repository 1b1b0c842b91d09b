import { describe, expect, test } from 'vitest';
import { media, mediaQuery } from './breakpoints';
import { themeCss } from './css';
import { flattenTokens, toDeclarations, toVarRefs } from './cssVars';
import { light } from './themes/light';
import { tokens } from './tokens';

describe('cssVars', () => {
  test('leaves become var references named by their path', () => {
    expect(toVarRefs({ color: { action: { primaryHover: '#000' } } })).toEqual({
      color: { action: { primaryHover: 'var(--q-color-action-primary-hover)' } },
    });
    expect(tokens.color.action.primary).toBe('var(--q-color-action-primary)');
    expect(tokens.space[4]).toBe('var(--q-space-4)');
    expect(tokens.font.size['2xl']).toBe('var(--q-font-size-2xl)');
  });

  test('a theme becomes one declaration per token', () => {
    expect(toDeclarations({ color: { text: { primary: '#111' } }, z: { toast: '500' } })).toBe(
      '--q-color-text-primary: #111;\n--q-z-toast: 500;',
    );
    expect(flattenTokens(tokens)).toHaveLength(flattenTokens(light).length);
  });

  test('the theme stylesheet defaults to light on :root and stills motion for reduced-motion readers', () => {
    const css = themeCss();
    expect(css).toContain(":root, [data-theme='light'] {");
    expect(css).toContain(`--q-color-action-primary: ${light.color.action.primary};`);
    const reduced = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const key of Object.keys(light.motion.duration))
      expect(reduced).toContain(`--q-motion-duration-${key}: 0ms;`);
  });
});

test('media helpers', () => {
  expect(media.up('md')).toBe('@media (min-width: 768px)');
  expect(media.down('md')).toBe('@media (max-width: 767.98px)');
  expect(mediaQuery.mobile).toBe('(max-width: 959.98px)');
  expect(media.mobile).toBe('@media (max-width: 959.98px)');
});

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

describe('every text colour pair in the light theme meets WCAG AA (4.5:1)', () => {
  const { color: c, button: b } = light;
  const surfaces = [c.surface.background, c.surface.raised];
  const pairs: [string, string, string][] = [
    ...(['primary', 'secondary', 'disabled', 'link'] as const).flatMap((t) =>
      surfaces.map((s): [string, string, string] => [`text.${t} on ${s}`, c.text[t], s]),
    ),
    ['text.primary on sunken', c.text.primary, c.surface.sunken],
    ['text.secondary on sunken', c.text.secondary, c.surface.sunken],
    ['text.inverse on brand.primary', c.text.inverse, c.brand.primary],
    ...(['primary', 'primaryHover', 'primaryActive', 'danger', 'dangerHover', 'dangerActive'] as const).map(
      (a): [string, string, string] => [`text.inverse on action.${a}`, c.text.inverse, c.action[a]],
    ),
    ...(['success', 'error', 'info', 'warning'] as const).map((f): [string, string, string] => [
      `feedback.${f}`,
      c.feedback[f].text,
      c.feedback[f].background,
    ]),
    ...(['watch', 'think', 'solve', 'play'] as const).map((k): [string, string, string] => [
      `text.inverse on category.${k}`,
      c.text.inverse,
      c.category[k],
    ]),
    ...(['primary', 'secondary', 'danger'] as const).flatMap((v) =>
      (['background', 'backgroundHover', 'backgroundActive'] as const).map((s): [string, string, string] => [
        `button.${v} ${s}`,
        b[v].text,
        b[v][s],
      ]),
    ),
    ...(['backgroundHover', 'backgroundActive'] as const).map((s): [string, string, string] => [
      `button.text ${s}`,
      b.text.text,
      b.text[s],
    ]),
    ...surfaces.map((s): [string, string, string] => [`button.text on ${s}`, b.text.text, s]),
    ['button.disabled', b.disabled.text, b.disabled.background],
  ];
  test.each(pairs)('%s', (_, fg, bg) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });
});
