import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createWatermarkTicker, watermarkPosition, type WatermarkArea } from './watermark-motion';

const area: WatermarkArea = { width: 300, height: 160, textWidth: 100, textHeight: 20 };

describe('watermarkPosition: scroll (the spec marquee)', () => {
  test.each([
    [0, 200],
    [1, 199],
    [200, 0],
    [300, -100],
    [301, 299],
    [400, 200],
  ])('after %i px the left edge is at %i', (distance, x) => {
    expect(watermarkPosition('scroll', distance, area).x).toBe(x);
  });

  test('it runs in a lane: 0.3 of the free height by default, clamped to the frame', () => {
    expect(watermarkPosition('scroll', 0, area).y).toBe(42);
    expect(watermarkPosition('scroll', 0, area, 0).y).toBe(0);
    expect(watermarkPosition('scroll', 0, area, 5).y).toBe(140);
  });

  test('the first position is fully inside the frame (where it stays for reduced motion)', () => {
    const { x, y } = watermarkPosition('scroll', 0, area);
    expect(x).toBeGreaterThanOrEqual(0);
    expect(x + area.textWidth).toBeLessThanOrEqual(area.width);
    expect(y + area.textHeight).toBeLessThanOrEqual(area.height);
  });
});

describe('watermarkPosition: bounce stays inside the frame', () => {
  test.each([
    [0, { x: 0, y: 0 }],
    [10, { x: 10, y: 10 }],
    [140, { x: 140, y: 140 }],
    [150, { x: 150, y: 130 }],
    [200, { x: 200, y: 80 }],
    [250, { x: 150, y: 30 }],
    [400, { x: 0, y: 120 }],
  ])('after %i px → %o', (distance, expected) => {
    expect(watermarkPosition('bounce', distance, area)).toEqual(expected);
  });

  test('never leaves the frame', () => {
    for (let d = 0; d < 2000; d += 7) {
      const { x, y } = watermarkPosition('bounce', d, area);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(area.width - area.textWidth);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(area.height - area.textHeight);
    }
  });

  test('text wider than the frame sits at the start', () => {
    expect(watermarkPosition('bounce', 55, { ...area, textWidth: 400, textHeight: 200 })).toEqual({
      x: 0,
      y: 0,
    });
  });
});

describe('createWatermarkTicker: speed 1, delay 80', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('Scenario: one step every 80 ms, so 1 px every 80 ms and 10 px after 800 ms', () => {
    const onStep = vi.fn();
    const ticker = createWatermarkTicker({ onStep });
    ticker.start();
    vi.advanceTimersByTime(79);
    expect(onStep).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStep).toHaveBeenLastCalledWith(1);
    vi.advanceTimersByTime(720);
    expect(onStep).toHaveBeenLastCalledWith(10);
    expect(watermarkPosition('scroll', 10, area).x).toBe(190);
  });

  test('Scenario: stopping (reduced motion, unmount) stops the steps; starting twice runs one timer', () => {
    const onStep = vi.fn();
    const ticker = createWatermarkTicker({ delay: 80, onStep });
    ticker.start();
    ticker.start();
    vi.advanceTimersByTime(160);
    expect(onStep).toHaveBeenCalledTimes(2);
    ticker.stop();
    vi.advanceTimersByTime(1000);
    expect(onStep).toHaveBeenCalledTimes(2);
  });
});
