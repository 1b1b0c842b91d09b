import { afterAll, describe, expect, test } from 'vitest';
import { activateLocale } from '../i18n/i18n';
import { formatPlaybackPosition, formatSpeed } from './playback';

describe('formatPlaybackPosition: "m:ss of m:ss" for the seek slider', () => {
  test.each([
    [0, 0, '0:00 of 0:00'],
    [5, 600, '0:05 of 10:00'],
    [125.9, 600, '2:05 of 10:00'],
    [3725, 5400, '62:05 of 90:00'],
    [-3, Number.NaN, '0:00 of 0:00'],
    [undefined, null, '0:00 of 0:00'],
  ])('%s s of %s s → %s', (elapsed, total, expected) => {
    expect(formatPlaybackPosition(elapsed, total)).toBe(expected);
  });
});

describe('formatSpeed: the speed menu labels', () => {
  test.each([
    [1, '1x'],
    [1.5, '1.5x'],
    [2, '2x'],
    [1.25, '1.25x'],
    [Number.NaN, '1x'],
  ])('%s → %s', (speed, expected) => {
    expect(formatSpeed(speed)).toBe(expected);
  });
});

describe('formatPlaybackPosition in Hindi (ADR 0142)', () => {
  afterAll(() => activateLocale('en'));
  test('"10:00 में से 2:05"', async () => {
    await activateLocale('hi');
    expect(formatPlaybackPosition(125, 600)).toBe('10:00 में से 2:05');
  });
});
