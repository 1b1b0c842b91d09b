import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

/** What a mark needs to be focusable (one tab stop per chart) and to show its tooltip on hover and focus. */
export interface ChartMarkProps {
  tabIndex: 0 | -1;
  ref: (element: SVGGElement | null) => void;
  'data-mark': '';
  'data-active': '' | undefined;
  onFocus: () => void;
  onBlur: () => void;
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
}

/**
 * Roving focus over a chart's marks (bars, slices, points): Tab reaches the chart once, the arrow keys, Home and
 * End move between marks, Escape hides the tooltip. `active` is the mark whose tooltip shows (hovered or focused).
 * `onActivate`, when given, is called with the index on Enter or Space (clickable marks).
 */
export function useChartMarks(count: number, initialIndex = 0, onActivate?: (index: number) => void) {
  const [focusIndex, setFocusIndex] = useState(initialIndex);
  const [active, setActive] = useState<number | null>(null);
  const elements = useRef<(SVGGElement | null)[]>([]);
  const tabStop = Math.min(Math.max(0, focusIndex), Math.max(0, count - 1));

  const move = useCallback(
    (index: number) => {
      const next = (index + count) % count;
      setFocusIndex(next);
      elements.current[next]?.focus();
    },
    [count],
  );

  const markProps = (index: number): ChartMarkProps => ({
    tabIndex: index === tabStop ? 0 : -1,
    ref: (element) => {
      elements.current[index] = element;
    },
    'data-mark': '',
    'data-active': active === index ? '' : undefined,
    onFocus: () => {
      setFocusIndex(index);
      setActive(index);
    },
    onBlur: () => setActive((current) => (current === index ? null : current)),
    onMouseEnter: () => setActive(index),
    onMouseLeave: () => setActive((current) => (current === index ? null : current)),
    onKeyDown: (event) => {
      const keys: Record<string, () => void> = {
        ArrowRight: () => move(index + 1),
        ArrowDown: () => move(index + 1),
        ArrowLeft: () => move(index - 1),
        ArrowUp: () => move(index - 1),
        Home: () => move(0),
        End: () => move(count - 1),
        Escape: () => setActive(null),
      };
      if (onActivate) {
        keys.Enter = () => onActivate(index);
        keys[' '] = () => onActivate(index);
      }
      const action = keys[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    },
  });

  return { active, markProps };
}
