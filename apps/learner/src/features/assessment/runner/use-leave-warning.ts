import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * Warns before leaving the test (§2.8): while `message` is set, closing or reloading the tab asks the browser's
 * before-unload question, and the app's own navigations to another page are held (`blocker.state === 'blocked'`)
 * until the screen asks the student. `allowLeave()` lets the runner's own exit (Close) through.
 */
export function useLeaveWarning(message: string | null): { blocker: Blocker; allowLeave: () => void } {
  const leaving = useRef(false);
  const warning = useRef(message);
  useEffect(() => {
    warning.current = message;
  }, [message]);

  useEffect(() => {
    if (message === null) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (or at least need) a return value.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [message]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !leaving.current && warning.current !== null && currentLocation.pathname !== nextLocation.pathname,
  );
  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowLeave };
}
