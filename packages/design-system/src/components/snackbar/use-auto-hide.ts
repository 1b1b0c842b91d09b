import { useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { createAutoHide, type AutoHide } from './auto-hide';

export interface UseAutoHideOptions {
  /** The timer runs only while this is true; turning it on again starts a fresh countdown. */
  active: boolean;
  /** Milliseconds until `onHide`. `undefined`, `0` or `Infinity` mean no timer. */
  duration: number | undefined;
  /** While true the countdown stands still (hover, focus). */
  paused?: boolean;
  /** Called once when the time is up. */
  onHide: () => void;
}

/** {@link createAutoHide} bound to a component's lifetime. A new `onHide` on each render does not restart it. */
export function useAutoHide({ active, duration, paused = false, onHide }: UseAutoHideOptions) {
  const onHideRef = useRef(onHide);
  const timer = useRef<AutoHide | null>(null);

  useEffect(() => {
    onHideRef.current = onHide;
  });

  useEffect(() => {
    if (!active || !duration || !Number.isFinite(duration)) return;
    const autoHide = createAutoHide(duration, () => onHideRef.current());
    timer.current = autoHide;
    autoHide.start();
    return () => {
      autoHide.cancel();
      timer.current = null;
    };
  }, [active, duration]);

  useEffect(() => {
    if (paused) timer.current?.pause();
    else timer.current?.resume();
  }, [paused, active, duration]);
}

/**
 * {@link useAutoHide} that stands still while a mouse or pen hovers the element or it holds focus, so a reader has
 * time (WCAG 2.2.1). A finger is no hover: a tap on the message (which a phone follows with mouse events that never
 * leave) does not hold it for good. Spread the returned handlers on the element that shows the message.
 */
export function usePausingAutoHide(options: Omit<UseAutoHideOptions, 'paused'>) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  useAutoHide({ ...options, paused: hovered || focused });
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      if (event.pointerType !== 'touch') setHovered(true);
    },
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };
}
