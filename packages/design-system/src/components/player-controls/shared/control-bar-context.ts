import { createContext } from 'react';

/** What a control inside a ControlBar can ask of it: stay visible while something (a menu) is open. */
export interface ControlBarHold {
  /** Keeps the controls visible until `release` with the same reason. */
  hold(reason: string): void;
  /** Ends a hold; the hide countdown starts again from the beginning. */
  release(reason: string): void;
}

/** Provided by ControlBar; null outside one, so controls work on their own too. */
export const ControlBarContext = createContext<ControlBarHold | null>(null);
