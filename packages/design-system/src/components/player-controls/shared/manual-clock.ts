import type { Clock } from '../../snackbar/auto-hide';

/** A clock that moves only when told: stories drive timers with it instead of waiting. */
export interface ManualClock extends Clock {
  /** Moves time on by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void;
  /** Forgets pending timers and starts again at 0. */
  reset(): void;
  /**
   * How many timers wait to fall due. A component starts its timers in effects, which a story outside a test
   * runner (the built Storybook) sees run after its play has begun: a story waits for them before advancing.
   */
  pending(): number;
}

/** Stories and tests only. */
export function createManualClock(): ManualClock {
  let now = 0;
  let nextId = 1;
  let timers: { id: number; at: number; callback: () => void }[] = [];
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.push({ id, at: now + ms, callback });
      return id;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.id !== handle);
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    },
    reset() {
      now = 0;
      timers = [];
    },
    pending: () => timers.length,
  };
}
