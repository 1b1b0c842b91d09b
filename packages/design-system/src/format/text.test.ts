import { describe, expect, test } from 'vitest';
import { CHART_LABEL_LIMIT, QUESTION_TEXT_LIMIT, clampWords, truncate } from './text';

describe('truncate', () => {
  test.each([
    ['Photosynthesis', CHART_LABEL_LIMIT, 'Photosynthesis'],
    ['Exactly twenty chars', CHART_LABEL_LIMIT, 'Exactly twenty chars'],
    ['Light and shadows: reflection', CHART_LABEL_LIMIT, 'Light and shadows: r…'],
    ['Forces and pressure in fluids', CHART_LABEL_LIMIT, 'Forces and pressure…'],
    [
      'Which of the following is the correct order of the planets from the Sun?',
      QUESTION_TEXT_LIMIT,
      'Which of the following is the correct order of the…',
    ],
    ['', 5, ''],
    ['👍👍👍👍', 2, '👍👍…'],
    ['प्रकाश और छाया: परावर्तन', 3, 'प्रकाश…'],
    ['किरण', 1, 'कि…'],
  ])('%j at %i → %j', (text, limit, expected) => {
    expect(truncate(text, limit)).toBe(expected);
  });

  test('another ellipsis', () => {
    expect(truncate('Mission on magnetism', 7, '...')).toBe('Mission...');
  });

  test('the limits of the spec', () => {
    expect([CHART_LABEL_LIMIT, QUESTION_TEXT_LIMIT]).toEqual([20, 50]);
  });
});

describe('clampWords', () => {
  const cyclist = String.raw`A cyclist covers 12 km in 2 hours. Using \(v = \frac{d}{t}\), what is the cyclist's speed?`;

  test.each([
    [
      'a text within the limit stays whole',
      'What is the SI unit of force?',
      50,
      'What is the SI unit of force?',
    ],
    [
      'a long text is cut after its last whole word',
      'Which of the following is the correct order of the planets from the Sun?',
      QUESTION_TEXT_LIMIT,
      'Which of the following is the correct order of the…',
    ],
    ['a word is never cut in half', 'Photosynthesis happens in chloroplasts', 20, 'Photosynthesis…'],
    [
      'a first word longer than the limit is cut by characters',
      'Pneumonoultramicroscopic',
      10,
      'Pneumonoul…',
    ],
    ['empty text', '', 5, ''],
  ])('%s', (_, text, limit, expected) => {
    expect(clampWords(text, limit)).toBe(expected);
  });

  test('a formula is one word: kept whole and counted by what it shows, not by its TeX', () => {
    // "v = dt" shows about 6 characters; its TeX is 15: the formula fits within 50 with the words before it.
    expect(clampWords(cyclist, QUESTION_TEXT_LIMIT)).toBe(
      String.raw`A cyclist covers 12 km in 2 hours. Using \(v = \frac{d}{t}\),…`,
    );
    expect(clampWords(cyclist, 40)).toBe('A cyclist covers 12 km in 2 hours. Using…');
  });

  test('a formula is never opened without its closing delimiter', () => {
    for (let limit = 1; limit <= 80; limit += 1) {
      const cut = clampWords(cyclist, limit);
      expect(cut.split('\\(').length, cut).toBe(cut.split('\\)').length);
    }
  });

  test('a formula too long for the limit on its own is kept whole', () => {
    const formula = String.raw`\[\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6}\] is the sum of squares`;
    expect(clampWords(formula, 5)).toBe(String.raw`\[\sum_{k=1}^{n} k^2 = \frac{n(n+1)(2n+1)}{6}\]…`);
  });

  test('another ellipsis', () => {
    expect(clampWords('Mission on magnetism', 12, '...')).toBe('Mission on...');
  });
});
