import { afterAll, describe, expect, test } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import {
  countNoun,
  formatCount,
  formatFileSize,
  formatFileType,
  formatMinutesLabel,
  formatPoints,
  formatScore,
  onlineTestFactParts,
} from './units';

describe('formatMinutesLabel: duration in minutes on cards', () => {
  test.each([
    [45, '45 min'],
    [0, '0 min'],
    [90.7, '90 min'],
    [1500, '1,500 min'],
    [-5, '0 min'],
    [Number.NaN, '0 min'],
    [null, '0 min'],
  ])('%s → %s', (value, expected) => {
    expect(formatMinutesLabel(value)).toBe(expected);
  });
});

describe('formatPoints: "{points} Points"', () => {
  test.each([
    [0, '0 Points'],
    [1, '1 Point'],
    [1.5, '1 Point'],
    [20, '20 Points'],
    [1250, '1,250 Points'],
    [125_000, '1,25,000 Points'],
    [undefined, '0 Points'],
  ])('%s → %s', (value, expected) => {
    expect(formatPoints(value)).toBe(expected);
  });
});

describe('formatPoints in Hindi (ADR 0142)', () => {
  afterAll(() => activateLocale('en'));
  test.each([
    [0, '0 पॉइंट'],
    [1, '1 पॉइंट'],
    [2, '2 पॉइंट्स'],
    [5, '5 पॉइंट्स'],
    [125_000, '1,25,000 पॉइंट्स'],
  ])('%s → %s', async (value, expected) => {
    await activateLocale('hi');
    expect(formatPoints(value)).toBe(expected);
  });
});

describe('formatScore: obtained/total', () => {
  test.each([
    [7, 10, '7/10'],
    [0, 0, '0/0'],
    [2.5, 10, '2.5/10'],
    [1 / 3, 1, '0.33/1'],
    [null, 20, '0/20'],
  ])('%s of %s → %s', (obtained, total, expected) => {
    expect(formatScore(obtained, total)).toBe(expected);
  });
});

describe('formatFileSize: bytes in binary steps', () => {
  test.each([
    [0, '0 B'],
    [1, '1 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1_048_575, '1 MB'],
    [2_621_440, '2.5 MB'],
    [5 * 1024 ** 3, '5 GB'],
    [3 * 1024 ** 4, '3072 GB'],
    [-10, '0 B'],
    [Number.NaN, '0 B'],
    [undefined, '0 B'],
  ])('%s → %s', (value, expected) => {
    expect(formatFileSize(value)).toBe(expected);
  });
});

describe('formatFileType: MIME type or extension → short label', () => {
  test.each([
    ['application/pdf', 'PDF'],
    ['image/jpeg', 'JPEG'],
    ['image/svg+xml', 'SVG'],
    ['application/x-zip-compressed', 'ZIP'],
    ['.docx', 'DOCX'],
    ['png', 'PNG'],
    ['text/plain; charset=utf-8', 'PLAIN'],
    ['', ''],
    [null, ''],
  ])('%s → %s', (value, expected) => {
    expect(formatFileType(value)).toBe(expected);
  });
});

describe('onlineTestFactParts: "type name | questions | marks | duration min"', () => {
  test('all four parts, pluralised', () => {
    expect(
      onlineTestFactParts({ typeName: 'Unit Test', questionCount: 20, totalMarks: 40, durationMinutes: 30 }),
    ).toEqual(['Unit Test', '20 Questions', '40 Marks', '30 min']);
  });

  test('one question and one mark are singular; an empty type name is left out', () => {
    expect(
      onlineTestFactParts({ typeName: '  ', questionCount: 1, totalMarks: 1, durationMinutes: 5 }),
    ).toEqual(['1 Question', '1 Mark', '5 min']);
  });
});

describe('formatCount: a count with its noun', () => {
  test.each([
    [0, '0 replies'],
    [1, '1 reply'],
    [2, '2 replies'],
    [1.9, '1 reply'],
    [1500, '1,500 replies'],
    [-3, '0 replies'],
    [null, '0 replies'],
  ])('%s → %s', (value, expected) => {
    expect(formatCount(value, 'reply', 'replies')).toBe(expected);
  });
});

describe('countNoun: the same rule, the noun alone (for a number set apart)', () => {
  test.each([
    [0, 'Activities'],
    [1, 'Activity'],
    [1.9, 'Activity'],
    [3, 'Activities'],
    [undefined, 'Activities'],
  ])('%s → %s', (value, expected) => {
    expect(countNoun(value, 'Activity', 'Activities')).toBe(expected);
  });
});
