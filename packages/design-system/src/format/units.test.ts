import { afterAll, describe, expect, test } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import {
  formatFileSize,
  formatFileType,
  formatMinutesLabel,
  formatPoints,
  formatScore,
  wholeCount,
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

describe('wholeCount: the count of a plural message', () => {
  test.each([
    [0, 0],
    [1, 1],
    [1.9, 1],
    [1500, 1500],
    [-3, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('%s → %s', (value, expected) => {
    expect(wholeCount(value)).toBe(expected);
  });
});
