import { useEffect, useState } from 'react';

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
