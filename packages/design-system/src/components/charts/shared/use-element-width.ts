import { useCallback, useLayoutEffect, useState } from 'react';

/**
 * The content width of an element, kept current with a ResizeObserver. The first value is read in a layout
 * effect, before the browser paints, so a chart draws at its real width from the first frame.
 * Returns a callback ref to put on the element, its width in px (0 until measured) and the element itself (null
 * until mounted).
 */
export function useElementWidth<T extends HTMLElement>(): [(element: T | null) => void, number, T | null] {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => setElement(node), []);

  useLayoutEffect(() => {
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return [ref, width, element];
}
