import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createAutoHide, type Clock } from './auto-hide';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createAutoHide (the Snackbar and Banner timer)', () => {
  test.each([2000, 3000, 4000, 6000])(
    'Scenario: a %i ms snackbar hides exactly then, not 1 ms earlier',
    (ms) => {
      const onHide = vi.fn();
      createAutoHide(ms, onHide).start();

      vi.advanceTimersByTime(ms - 1);
      expect(onHide).not.toHaveBeenCalled();

      vi.advanceTimersByTime(1);
      expect(onHide).toHaveBeenCalledTimes(1);

      vi.advanceTimersByTime(60_000);
      expect(onHide).toHaveBeenCalledTimes(1);
    },
  );

  test('Scenario: nothing runs before start', () => {
    const onHide = vi.fn();
    createAutoHide(2000, onHide);
    vi.advanceTimersByTime(10_000);
    expect(onHide).not.toHaveBeenCalled();
  });

  test('Scenario: hovering pauses it, leaving continues with the time that was left', () => {
    const onHide = vi.fn();
    const timer = createAutoHide(6000, onHide);
    timer.start();

    vi.advanceTimersByTime(4000);
    timer.pause();
    vi.advanceTimersByTime(30_000);
    expect(onHide).not.toHaveBeenCalled();

    timer.resume();
    vi.advanceTimersByTime(1999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('Scenario: pausing twice or resuming while running changes nothing', () => {
    const onHide = vi.fn();
    const timer = createAutoHide(3000, onHide);
    timer.start();
    timer.resume();
    vi.advanceTimersByTime(1000);
    timer.pause();
    timer.pause();
    vi.advanceTimersByTime(1000);
    timer.resume();
    timer.start();
    vi.advanceTimersByTime(1999);
    expect(onHide).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onHide).toHaveBeenCalledTimes(1);
  });

  test('Scenario: a cancelled timer (closed by hand, unmounted) never hides', () => {
    const onHide = vi.fn();
    const timer = createAutoHide(2000, onHide);
    timer.start();
    vi.advanceTimersByTime(1500);
    timer.cancel();
    timer.resume();
    vi.advanceTimersByTime(10_000);
    expect(onHide).not.toHaveBeenCalled();
  });

  test('Scenario: an injected clock drives it without global timers', () => {
    let now = 0;
    const pending: { at: number; run: () => void }[] = [];
    const clock: Clock = {
      now: () => now,
      setTimeout: (run, ms) => pending.push({ at: now + ms, run }),
      clearTimeout: () => pending.splice(0),
    };
    const onHide = vi.fn();
    createAutoHide(4000, onHide, clock).start();
    expect(pending).toEqual([{ at: 4000, run: expect.any(Function) }]);
    now = 4000;
    pending[0]!.run();
    expect(onHide).toHaveBeenCalledTimes(1);
  });
});
