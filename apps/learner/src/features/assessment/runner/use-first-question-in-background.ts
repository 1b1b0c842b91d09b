import { useDeferredValue } from 'react';

/**
 * The runner's view props with its first loaded screen drawn in the background (ADR 0141).
 *
 * The machine's snapshot reaches React through a store subscription, whose updates render at once and in one piece.
 * The update that ends loading draws the test's header, its stepper and the first question with its formulas. On a
 * slow phone that was one long task, during which a tap waited.
 *
 * While the loading screen is up, the urgent render keeps drawing it. A deferred render, which React does in slices
 * between which the browser can handle input and paint, draws the screen that follows. It commits when it is
 * complete. Later updates (answers, Next, the countdown) are not deferred.
 *
 * The same approach as `useDeferredData` (data/use-endpoint.ts, ADR 0135), which does this for SWR reads. The
 * runner's questions come from the machine, not from a read, so this hook defers the machine's first step out of
 * loading instead.
 */
export function useFirstQuestionInBackground<T extends { step: string }>(props: T): T {
  const loaded = props.step !== 'loading';
  const shownLoaded = useDeferredValue(loaded);
  return loaded && !shownLoaded ? { ...props, step: 'loading' } : props;
}
