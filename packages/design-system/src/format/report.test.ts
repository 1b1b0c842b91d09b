import { describe, expect, test } from 'vitest';
import {
  DIFFICULTY_LABELS,
  IMAGE_QUESTION_LABEL,
  difficultyLabel,
  formatAverage,
  levelName,
  questionLabel,
  roundTo2,
} from './report';

describe('difficultyLabel', () => {
  test.each([
    [1, 'Low'],
    [2, 'Medium'],
    [3, 'High'],
    [0, undefined],
    [4, undefined],
    [1.5, undefined],
    [Number.NaN, undefined],
  ])('%d → %j', (level, expected) => {
    expect(difficultyLabel(level)).toBe(expected);
  });

  test('the names of the spec', () => {
    expect(DIFFICULTY_LABELS).toEqual({ 1: 'Low', 2: 'Medium', 3: 'High' });
  });
});

describe('roundTo2', () => {
  test.each([
    [7.456, 7.46],
    [7.454, 7.45],
    [1.005, 1.01],
    [2.675, 2.68],
    [-1.005, -1.01],
    [4, 4],
    [-0.001, 0],
    [1e-7, 0],
    [123456.789, 123456.79],
  ])('%d → %d', (value, expected) => {
    expect(roundTo2(value)).toBe(expected);
  });

  test('non-finite values are left alone', () => {
    expect(roundTo2(Number.NaN)).toBeNaN();
    expect(roundTo2(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('formatAverage', () => {
  test.each([
    [7.456, '7.46'],
    [4, '4.00'],
    [0.5, '0.50'],
    [1.005, '1.01'],
    [-2.345, '-2.35'],
    [-0.001, '0.00'],
    [1234.5, '1,234.50'],
    [Number.NaN, '0.00'],
    [null, '0.00'],
    [undefined, '0.00'],
  ])('%j → %j', (value, expected) => {
    expect(formatAverage(value)).toBe(expected);
  });
});

describe('questionLabel', () => {
  const long = 'Which of the following is the correct order of the planets from the Sun?';

  test('a short question is shown whole', () => {
    expect(questionLabel('What is 2 + 2?')).toEqual({
      label: 'What is 2 + 2?',
      full: 'What is 2 + 2?',
      truncated: false,
      image: false,
    });
  });

  test('a long question is cut to 50 characters, the full text kept', () => {
    const result = questionLabel(long);
    expect(result).toEqual({
      label: 'Which of the following is the correct order of the…',
      full: long,
      truncated: true,
      image: false,
    });
    expect(Array.from(result.label.slice(0, -1))).toHaveLength(50);
  });

  test('exactly 50 characters are not cut', () => {
    const fifty = 'a'.repeat(50);
    expect(questionLabel(fifty)).toMatchObject({ label: fifty, truncated: false });
  });

  test('whitespace is collapsed before counting', () => {
    expect(questionLabel('  Name   the\n\tplanet  ').label).toBe('Name the planet');
  });

  test.each([
    ['an image question', 'Identify the figure', true],
    ['no text', '', false],
    ['only whitespace', ' \n ', false],
  ])('%s is labelled "Image Question"', (_, text, image) => {
    expect(questionLabel(text, image)).toEqual({
      label: IMAGE_QUESTION_LABEL,
      full: IMAGE_QUESTION_LABEL,
      truncated: false,
      image: true,
    });
    expect(IMAGE_QUESTION_LABEL).toBe('Image Question');
  });
});

describe('levelName', () => {
  test.each([
    ['recall', 'Recall'],
    ['extended thinking', 'Extended thinking'],
    ['Tough', 'Tough'],
    [' low ', 'Low'],
    ['', ''],
  ])('%j → %j', (level, expected) => {
    expect(levelName(level)).toBe(expected);
  });
});
