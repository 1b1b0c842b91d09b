import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `task` once the browser is idle (`requestIdleCallback`, at most `timeoutMs` later; a `fallbackMs` timer where
 * there is no idle callback). Returns a canceller.
 */
function onIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, fallbackMs);
  return () => clearTimeout(id);
}

/**
 * False on the first render, true once the browser has been idle after it (`requestIdleCallback`, at most
 * `timeoutMs` later; a timer where there is no idle callback). A screen renders its first screenful, then the rest
 * once the first paint and its tasks are done (issue 26: /products).
 */
export function useIdleReady(timeoutMs = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => onIdle(() => setReady(true), timeoutMs, 0), [timeoutMs]);
  return ready;
}

/**
 * `value` as it was when the browser was last idle: undefined on the first render, then each change of `value`
 * once the browser is idle after it (at most `timeoutMs` later), rendered in the background (a transition). Work
 * that follows `value` but is not needed for its own paint (the runner's hidden neighbours, ADR 0149) waits for it.
 */
export function useIdleValue<T>(value: T, timeoutMs = 1000): T | undefined {
  const [settled, setSettled] = useState<{ value: T }>();
  const caughtUp = settled !== undefined && Object.is(settled.value, value);
  useEffect(() => {
    if (caughtUp) return;
    return onIdle(() => startTransition(() => setSettled({ value })), timeoutMs, 50);
  }, [value, caughtUp, timeoutMs]);
  return settled?.value;
}
