import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has been idle after it (`requestIdleCallback`, at most
 * `timeoutMs` later; a timer where there is no idle callback). A screen renders its first screenful, then the rest
 * once the first paint and its tasks are done (issue 26: /products).
 */
export function useIdleReady(timeoutMs = 500): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(id);
  }, [timeoutMs]);
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
    const settle = () => startTransition(() => setSettled({ value }));
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(settle, { timeout: timeoutMs });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(settle, 50);
    return () => clearTimeout(id);
  }, [value, caughtUp, timeoutMs]);
  return settled?.value;
}
