import { describe, expect, test } from 'vitest';
import { CHART_LABEL_LIMIT, QUESTION_TEXT_LIMIT, truncate } from './text';

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
