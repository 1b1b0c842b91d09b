import { systemClock, type Clock } from '../snackbar/auto-hide';

export interface CountdownOptions {
  /** Milliseconds per count; 1000 in the product. */
  interval?: number;
  /** Called after each count with the number left (…, 2, 1, 0). */
  onTick?: (remaining: number) => void;
  /** Called once, when the count reaches 0 (`seconds × interval` ms after `start()`). */
  onDone: () => void;
  clock?: Clock;
}

export interface Countdown {
  start(): void;
  /** Stops for good; neither `onTick` nor `onDone` is called again. */
  cancel(): void;
}

/**
 * Counts `seconds` down to 0, one step every `interval` ms, then calls `onDone`. The CountdownOverlay's timer,
 * tested under fake timers in `countdown-overlay.test.ts`.
 */
export function createCountdown(
  seconds: number,
  { interval = 1000, onTick, onDone, clock = systemClock }: CountdownOptions,
): Countdown {
  let remaining = Math.max(0, Math.floor(seconds));
  let handle: unknown;
  let state: 'idle' | 'running' | 'done' = 'idle';

  const finish = () => {
    state = 'done';
    onDone();
  };

  const schedule = () => {
    handle = clock.setTimeout(() => {
      remaining -= 1;
      onTick?.(remaining);
      if (remaining <= 0) finish();
      else schedule();
    }, interval);
  };

  return {
    start() {
      if (state !== 'idle') return;
      state = 'running';
      if (remaining === 0) finish();
      else schedule();
    },
    cancel() {
      if (state === 'running') clock.clearTimeout(handle);
      state = 'done';
    },
  };
}
