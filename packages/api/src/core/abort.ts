/**
 * One signal that aborts when any of `signals` does, with the first one's reason: `AbortSignal.any` where the
 * browser has it (Chrome 116), otherwise a controller that listens to each (Chromium 106 is supported, ADR 0097).
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([...signals]);
  const controller = new AbortController();
  const aborted = signals.find((signal) => signal.aborted);
  if (aborted) {
    controller.abort(aborted.reason);
    return controller.signal;
  }
  const stop = () => {
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
  };
  function onAbort(this: AbortSignal) {
    stop();
    controller.abort(this.reason);
  }
  for (const signal of signals) signal.addEventListener('abort', onAbort);
  return controller.signal;
}
