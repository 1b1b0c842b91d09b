export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/**
 * The server's "now", movable for development and tests (trials, schedules, OTP and token expiry).
 * Real time keeps running; the test clock only adds an offset, or pins a fixed instant.
 */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(at: Date): void;
  reset(): void;
  readonly offsetMs: number;
}

export function createTestClock(base: Clock = systemClock): TestClock {
  let offsetMs = 0;
  return {
    now: () => new Date(base.now().getTime() + offsetMs),
    advance: (ms) => {
      offsetMs += ms;
    },
    set: (at) => {
      offsetMs = at.getTime() - base.now().getTime();
    },
    reset: () => {
      offsetMs = 0;
    },
    get offsetMs() {
      return offsetMs;
    },
  };
}
