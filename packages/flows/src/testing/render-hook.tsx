import { act, useEffect } from 'react';
import { createRoot } from 'react-dom/client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders a hook façade in a real browser DOM (the `hooks` Vitest project) and exposes its latest value.
 * `result.current` is what the screen would see after the last render; wrap calls that change state in `act`.
 */
export function renderHook<T>(useHook: () => T) {
  const result = { current: undefined as T };
  function Probe() {
    const value = useHook();
    result.current = value;
    useEffect(() => {
      result.current = value;
    });
    return null;
  }
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  act(() => root.render(<Probe />));
  return {
    result,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

export { act };

/** Lets pending promises (fromPromise actors) settle inside act. */
export async function flush(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
