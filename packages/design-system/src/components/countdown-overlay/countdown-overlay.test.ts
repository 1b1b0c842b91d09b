import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createCountdown } from './countdown';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createCountdown (the CountdownOverlay timer)', () => {
  test('Scenario: the 3 s time-out overlay counts 2, 1, 0 a second apart and is done at exactly 3 s', () => {
    const onTick = vi.fn();
    const onDone = vi.fn();
    createCountdown(3, { onTick, onDone }).start();

    vi.advanceTimersByTime(999);
    expect(onTick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick).toHaveBeenLastCalledWith(2);

    vi.advanceTimersByTime(1000);
    expect(onTick).toHaveBeenLastCalledWith(1);

    vi.advanceTimersByTime(999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onTick.mock.calls).toEqual([[2], [1], [0]]);
    expect(onDone).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test.each([
    [1, 1000, 1000],
    [5, 1000, 5000],
    [3, 100, 300],
  ])('Scenario: %i counts of %i ms end after %i ms', (seconds, interval, total) => {
    const onDone = vi.fn();
    createCountdown(seconds, { interval, onDone }).start();
    vi.advanceTimersByTime(total - 1);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test('Scenario: nothing runs before start, and start twice counts once', () => {
    const onDone = vi.fn();
    const countdown = createCountdown(3, { onDone });
    vi.advanceTimersByTime(10_000);
    expect(onDone).not.toHaveBeenCalled();
    countdown.start();
    countdown.start();
    vi.advanceTimersByTime(3000);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  test('Scenario: closing the overlay early cancels the submit', () => {
    const onTick = vi.fn();
    const onDone = vi.fn();
    const countdown = createCountdown(3, { onTick, onDone });
    countdown.start();
    vi.advanceTimersByTime(1500);
    countdown.cancel();
    vi.advanceTimersByTime(10_000);
    expect(onTick.mock.calls).toEqual([[2]]);
    expect(onDone).not.toHaveBeenCalled();
  });

  test('Scenario: zero seconds is done at once', () => {
    const onDone = vi.fn();
    createCountdown(0, { onDone }).start();
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
