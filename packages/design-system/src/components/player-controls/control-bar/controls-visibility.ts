import { systemClock, type Clock } from '../../snackbar/auto-hide';

/** The controls hide 3 s after the last interaction while playing (learning-app.md §2, §9: counter 3 s). */
export const CONTROLS_HIDE_AFTER_MS = 3000;

export interface ControlsVisibilityOptions {
  /** Milliseconds from the last interaction to hiding; 3000 in the product. */
  hideAfterMs?: number;
  /** False when someone else decides when the countdown ends (`setExpired`), e.g. the player machine. */
  autoHide?: boolean;
  clock?: Clock;
  /** Called whenever the visibility changes (as are the listeners added with `subscribe`). */
  onChange?: (visible: boolean) => void;
}

export interface ControlsVisibility {
  /** A pointer move, tap or key press: show the controls and start the countdown again. */
  reveal(): void;
  /**
   * A tap on the picture while the controls show: hide them at once, without waiting for the countdown. Paused or
   * held controls (focus, an open menu) stay. The next `reveal` shows them again.
   */
  conceal(): void;
  /** Paused controls never hide; playing starts the countdown. */
  setPlaying(playing: boolean): void;
  /** Keeps the controls visible (keyboard focus inside, a menu open) until `release(reason)`. */
  hold(reason: string): void;
  /** Ends a hold; with none left the countdown starts again from the beginning. */
  release(reason: string): void;
  /** With `autoHide: false`: whether the outside countdown has ended. */
  setExpired(expired: boolean): void;
  setOptions(options: { hideAfterMs?: number; autoHide?: boolean }): void;
  isVisible(): boolean;
  /** Adds a listener for visibility changes; returns the function that removes it. */
  subscribe(listener: (visible: boolean) => void): () => void;
  /** Stops the countdown and forgets playing and holds (the next `setPlaying(true)` starts afresh). */
  dispose(): void;
}

/**
 * When the player's controls show: always while paused, while held (focus, open menu), and for `hideAfterMs`
 * after the last interaction while playing. ControlBar's logic, tested under fake timers in
 * `control-bar.test.ts`.
 */
export function createControlsVisibility({
  hideAfterMs = CONTROLS_HIDE_AFTER_MS,
  autoHide = true,
  clock = systemClock,
  onChange,
}: ControlsVisibilityOptions): ControlsVisibility {
  let delay = hideAfterMs;
  let timed = autoHide;
  let playing = false;
  let expired = false;
  // Hidden by a tap before the countdown ended (either mode); cleared by the next interaction.
  let concealed = false;
  let shown = true;
  let handle: unknown;
  let running = false;
  const holds = new Set<string>();
  const listeners = new Set<(visible: boolean) => void>();
  if (onChange) listeners.add(onChange);

  const visible = () => !playing || holds.size > 0 || (!expired && !concealed);
  const emit = () => {
    const next = visible();
    if (next !== shown) {
      shown = next;
      for (const listener of [...listeners]) listener(next);
    }
  };
  const stop = () => {
    if (running) clock.clearTimeout(handle);
    running = false;
  };
  const restart = () => {
    stop();
    if (!timed || !playing || holds.size > 0 || expired) return;
    running = true;
    handle = clock.setTimeout(() => {
      running = false;
      expired = true;
      emit();
    }, delay);
  };

  return {
    reveal() {
      if (timed) expired = false;
      concealed = false;
      restart();
      emit();
    },
    conceal() {
      if (!playing || holds.size > 0) return;
      stop();
      concealed = true;
      emit();
    },
    setPlaying(next) {
      if (next === playing) return;
      playing = next;
      if (timed) expired = false;
      concealed = false;
      restart();
      emit();
    },
    hold(reason) {
      holds.add(reason);
      stop();
      emit();
    },
    release(reason) {
      if (!holds.delete(reason)) return;
      if (timed) expired = false;
      concealed = false;
      restart();
      emit();
    },
    setExpired(next) {
      if (timed) return;
      expired = next;
      emit();
    },
    setOptions(options) {
      delay = options.hideAfterMs ?? delay;
      timed = options.autoHide ?? timed;
      restart();
    },
    isVisible: () => shown,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    dispose() {
      stop();
      playing = false;
      holds.clear();
      expired = false;
      concealed = false;
      shown = true;
    },
  };
}
