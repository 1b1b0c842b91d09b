import { describe, expect, test } from 'vitest';
import { light } from '../../tokens/themes/light';
import { contrastRatio, parseHexColour, relativeLuminance, textToneOn } from './tag-colour';

describe('parseHexColour: 3 or 6 hex digits, otherwise rejected', () => {
  test.each([
    ['#abc', '#aabbcc'],
    ['#ABC', '#aabbcc'],
    ['#aabbcc', '#aabbcc'],
    ['#1D4ED8', '#1d4ed8'],
    ['abc', '#aabbcc'],
    ['ff8800', '#ff8800'],
    ['  #0f0  ', '#00ff00'],
    ['#abcd', null],
    ['#aabbccdd', null],
    ['#ab', null],
    ['#aabbc', null],
    ['#ggg', null],
    ['#12345g', null],
    ['red', null],
    ['rgb(0, 0, 0)', null],
    ['##abc', null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(parseHexColour(input)).toBe(expected);
  });
});

test('luminance and contrast follow WCAG 2', () => {
  expect(relativeLuminance('#000000')).toBe(0);
  expect(relativeLuminance('#ffffff')).toBe(1);
  expect(contrastRatio('#000000', '#ffffff')).toBe(21);
  expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
});

describe('textToneOn picks the text with more contrast, always at least 4.5:1', () => {
  test.each([
    ['#ffffff', 'dark'],
    ['#fbbf24', 'dark'],
    ['#ffff00', 'dark'],
    ['#00ff00', 'dark'],
    ['#777777', 'dark'],
    ['#1d4ed8', 'light'],
    ['#000000', 'light'],
    ['#7c3aed', 'light'],
    ['#dc2626', 'light'],
    ['#ff0000', 'dark'],
  ] as const)('on %s → %s', (background, tone) => {
    expect(textToneOn(background)).toBe(tone);
  });

  test('every grey from black to white meets 4.5:1 with the chosen text', () => {
    for (let v = 0; v <= 255; v += 1) {
      const hex = `#${v.toString(16).padStart(2, '0').repeat(3)}`;
      const text = textToneOn(hex) === 'dark' ? light.tag.textOnLight : light.tag.textOnDark;
      expect(contrastRatio(hex, text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
