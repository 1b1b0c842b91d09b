import { describe, expect, test } from 'vitest';
import {
  clampSeekFraction,
  forwardTarget,
  nextSpeed,
  replayTarget,
  resumePrompt,
  sliderFraction,
  sliderTarget,
} from './seek.ts';

describe('seek rules (learning-app.md §5)', () => {
  test.each([
    { position: 0, duration: 100, expected: 10 },
    { position: 80, duration: 100, expected: 90 },
    { position: 90, duration: 100, expected: 100 },
    { position: 95, duration: 100, expected: 100 },
    { position: 91, duration: 100, expected: 100 },
    { position: 100, duration: 100, expected: 100 },
  ])('forward from $position of $duration s goes to $expected', ({ position, duration, expected }) => {
    expect(forwardTarget(position, duration)).toEqual(expected);
  });

  test.each([
    { position: 0, expected: 0 },
    { position: 9.5, expected: 0 },
    { position: 10, expected: 0 },
    { position: 25, expected: 15 },
  ])('replay from $position s goes to $expected', ({ position, expected }) => {
    expect(replayTarget(position)).toEqual(expected);
  });

  test.each([
    { fraction: -0.5, expected: 0 },
    { fraction: Number.NaN, expected: 0 },
    { fraction: 0.5, expected: 0.5 },
    { fraction: 1, expected: 0.999999 },
    { fraction: 3, expected: 0.999999 },
  ])('slider fraction $fraction clamps to $expected', ({ fraction, expected }) => {
    expect(clampSeekFraction(fraction)).toEqual(expected);
  });

  test('slider target and fraction convert between seconds and 0–0.999999', () => {
    expect(sliderTarget(0.5, 120)).toEqual(60);
    expect(sliderTarget(1, 100)).toBeCloseTo(99.9999);
    expect(sliderFraction(30, 120)).toEqual(0.25);
    expect(sliderFraction(120, 120)).toEqual(0.999999);
    expect(sliderFraction(5, 0)).toEqual(0);
  });

  test.each([
    { speed: 1, expected: 1.5 },
    { speed: 1.5, expected: 2 },
    { speed: 2, expected: 1 },
  ] as const)('speed $speed is followed by $expected', ({ speed, expected }) => {
    expect(nextSpeed(speed)).toEqual(expected);
  });

  test.each([
    { seconds: 0, expected: 'Continue from 0:00?' },
    { seconds: 65, expected: 'Continue from 1:05?' },
    { seconds: 754.8, expected: 'Continue from 12:34?' },
  ])('resume offer for $seconds s reads "$expected"', ({ seconds, expected }) => {
    expect(resumePrompt(seconds)).toEqual(expected);
  });
});
