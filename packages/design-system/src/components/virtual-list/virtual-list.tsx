import {
  Fragment,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

/** What {@link VirtualListProps.renderItem} spreads on its `li` in a virtualized list (nothing in a short one). */
export interface VirtualItemProps {
  /** The fixed height of the item (`itemSize`). */
  style?: CSSProperties;
  /** The item's position in the whole list, from 1. */
  'aria-posinset'?: number;
  /** How many items the whole list has. */
  'aria-setsize'?: number;
}

/** Props of {@link VirtualList}. */
export interface VirtualListProps {
  /** Content: how many items the list has. */
  count: number;
  /**
   * Content: draws item `index` (from 0) as an `li`; spread `itemProps` on it (fixed height and, when
   * virtualized, its position for assistive technology).
   */
  renderItem: (index: number, itemProps: VirtualItemProps) => ReactNode;
  /** Layout: the height of one item in px; every item has it once the list is virtualized. */
  itemSize: number;
  /** Layout: the space between two items in px. */
  gap?: number;
  /** Behaviour: items drawn beyond each edge of the visible window, so fast scrolling shows no blank. */
  overscan?: number;
  /** Behaviour: from this many items on only the visible window is drawn; shorter lists draw every item. */
  virtualizeFrom?: number;
  /** Accessibility: the list's name. */
  label: string;
  /** Appearance: a class for the caller's own layout. */
  className?: string;
}

/** The rectangle of the screen in which the list can be seen: the viewport cut by every clipping ancestor. */
function visibleBand(list: HTMLElement) {
  let top = 0;
  let bottom = window.innerHeight;
  for (let node = list.parentElement; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).overflowY === 'visible') continue;
    const rect = node.getBoundingClientRect();
    top = Math.max(top, rect.top);
    bottom = Math.min(bottom, rect.bottom);
  }
  return { top, bottom: Math.max(top, bottom) };
}

/** The element that scrolls the list: the nearest ancestor with room to scroll, else the page. */
function scrollerOf(list: HTMLElement): Element {
  for (let node = list.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** The pixel distance each key scrolls: the list handles them itself, so they work wherever the list scrolls. */
function keyDelta(key: string, list: HTMLElement, step: number): number | null {
  const rect = list.getBoundingClientRect();
  const band = visibleBand(list);
  const page = Math.max(step, band.bottom - band.top - step);
  const deltas: Record<string, number> = {
    ArrowDown: step,
    ArrowUp: -step,
    PageDown: page,
    PageUp: -page,
    Home: rect.top - band.top,
    End: rect.bottom - band.bottom,
  };
  return deltas[key] ?? null;
}

/**
 * An ordered list that draws only the items in view once it is long (`virtualizeFrom`): items have a fixed
 * height, the space of the items out of view is padding, so the scroll height is the full list's. It scrolls
 * with whatever scrolls it (a dialog's body, the page) and follows it on scroll and resize. Assistive technology
 * still hears the whole list: each drawn item carries `aria-posinset` and `aria-setsize`. The virtualized list
 * takes focus and scrolls with the arrow keys, Page Up/Down, Home and End. Short lists are a plain list.
 */
export function VirtualList({
  count,
  renderItem,
  itemSize,
  gap = 0,
  overscan = 8,
  virtualizeFrom = 100,
  label,
  className,
}: VirtualListProps) {
  const ref = useRef<HTMLOListElement>(null);
  const virtual = count >= virtualizeFrom;
  const pitch = itemSize + gap;
  // One style object for every item, so memoised items are not drawn again when the window moves.
  const itemStyle = useMemo(() => ({ height: itemSize }), [itemSize]);
  const [range, setRange] = useState({ first: 0, last: Math.min(count, 2 * overscan) });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    const rect = list.getBoundingClientRect();
    const band = visibleBand(list);
    const clamp = (n: number) => Math.min(count, Math.max(0, n));
    const first = clamp(Math.floor((band.top - rect.top) / pitch) - overscan);
    const last = Math.max(first, clamp(Math.ceil((band.bottom - rect.top) / pitch) + overscan));
    setRange((r) => (r.first === first && r.last === last ? r : { first, last }));
  }, [count, pitch, overscan]);

  useLayoutEffect(() => {
    const list = ref.current;
    if (!virtual || !list) return;
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(list);
    // Scroll events do not bubble: one capturing listener hears whichever ancestor scrolls.
    window.addEventListener('scroll', measure, { capture: true, passive: true });
    window.addEventListener('resize', measure);
    return () => {
      resize.disconnect();
      window.removeEventListener('scroll', measure, { capture: true });
      window.removeEventListener('resize', measure);
    };
  }, [virtual, measure]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const delta = keyDelta(event.key, event.currentTarget, pitch);
    if (delta === null) return;
    event.preventDefault();
    scrollerOf(event.currentTarget).scrollTop += delta;
  };

  const first = virtual ? range.first : 0;
  const last = virtual ? Math.min(range.last, count) : count;
  const items: ReactNode[] = [];
  for (let index = first; index < last; index += 1) {
    const itemProps: VirtualItemProps = virtual
      ? { style: itemStyle, 'aria-posinset': index + 1, 'aria-setsize': count }
      : {};
    items.push(<Fragment key={index}>{renderItem(index, itemProps)}</Fragment>);
  }

  return (
    <List
      ref={ref}
      aria-label={label}
      className={className}
      tabIndex={virtual ? 0 : undefined}
      onKeyDown={virtual ? onKeyDown : undefined}
      data-virtual={virtual || undefined}
      style={{
        gap,
        paddingTop: virtual ? first * pitch : undefined,
        paddingBottom: virtual ? (count - last) * pitch : undefined,
      }}
    >
      {items}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-virtual] {
    overflow-anchor: none;
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;
