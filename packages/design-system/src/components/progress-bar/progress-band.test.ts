import { expect, test } from 'vitest';
import { clampPercent, progressBand } from './progress-band';

test.each([
  [0, 'low'],
  [10, 'low'],
  [24.99, 'low'],
  [25, 'mid'],
  [37.5, 'mid'],
  [49.99, 'mid'],
  [50, 'high'],
  [75, 'high'],
  [100, 'high'],
])('%s %% is in the %s band', (value, band) => {
  expect(progressBand(value)).toBe(band);
});

test.each([
  [-5, 0],
  [0, 0],
  [42.5, 42.5],
  [100, 100],
  [140, 100],
  [Number.NaN, 0],
  [Number.POSITIVE_INFINITY, 0],
])('clamp %s → %s', (value, expected) => {
  expect(clampPercent(value)).toBe(expected);
});
