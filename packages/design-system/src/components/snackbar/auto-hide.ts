/** The timer functions a time-based unit needs; tests pass fake ones (or use Vitest's fake timers). */
export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

/** The real clock. Looks `setTimeout` up on every call, so `vi.useFakeTimers()` installed later still applies. */
export const systemClock: Clock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/** A one-shot hide timer that can be paused and resumed. */
export interface AutoHide {
  /** Starts the countdown (no-op once started). */
  start(): void;
  /** Stops the countdown and remembers the time left. */
  pause(): void;
  /** Continues with the time that was left when paused. */
  resume(): void;
  /** Stops for good; `onHide` is never called. */
  cancel(): void;
}

/**
 * Calls `onHide` once, `duration` ms after `start()`, not counting time spent paused. Snackbar, Banner and
 * Celebration share it; `snackbar.test.ts` checks it to the millisecond under fake timers.
 */
export function createAutoHide(duration: number, onHide: () => void, clock: Clock = systemClock): AutoHide {
  let remaining = duration;
  let startedAt = 0;
  let handle: unknown;
  let state: 'idle' | 'running' | 'paused' | 'done' = 'idle';

  const run = () => {
    state = 'running';
    startedAt = clock.now();
    handle = clock.setTimeout(() => {
      state = 'done';
      onHide();
    }, remaining);
  };

  return {
    start() {
      if (state === 'idle') run();
    },
    pause() {
      if (state !== 'running') return;
      clock.clearTimeout(handle);
      remaining = Math.max(0, remaining - (clock.now() - startedAt));
      state = 'paused';
    },
    resume() {
      if (state === 'paused') run();
    },
    cancel() {
      if (state === 'running') clock.clearTimeout(handle);
      state = 'done';
    },
  };
}
