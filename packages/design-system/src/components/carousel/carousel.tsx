import {
  Children,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { useControllableState } from '../field/use-controllable-state';
import { IconButton } from '../icon-button';
import { swipeDirection, visibleRange } from './carousel-window';

/** Props of {@link Carousel}. */
export interface CarouselProps<T = unknown> {
  /** Accessibility: names the carousel, e.g. the category "Assigned Quest". */
  label: string;
  /**
   * Accessibility: the id of an element that names the carousel instead of `label` (its heading): a name from the
   * server is read from the heading that carries its `lang`.
   */
  labelledBy?: string;
  /** Content: a heading (or anything) shown before the previous/next buttons. */
  heading?: ReactNode;
  /** Content: the slides' data; only the ones near the current slide are rendered with `renderItem`. */
  items?: readonly T[];
  /** Content: draws one slide from its item. */
  renderItem?: (item: T, index: number) => ReactNode;
  /** Content: a stable key per item (the index by default). */
  getKey?: (item: T, index: number) => Key;
  /** Content: the slides as children, instead of `items` + `renderItem`. */
  children?: ReactNode;
  /** Behaviour: the current slide (from 0), when the caller controls it. */
  index?: number;
  /** Behaviour: the first current slide, when the component controls it. */
  defaultIndex?: number;
  /** Appearance: the width of one slide (any CSS length); it never exceeds the carousel's width. */
  slideWidth?: string;
  /** Accessibility: the previous button's name. */
  previousLabel?: string;
  /** Accessibility: the next button's name. */
  nextLabel?: string;
  /** Accessibility: each slide's name from its position (from 1) and the count: "3 of 30". */
  slideLabel?: (position: number, count: number) => string;
  /** Events: the current slide changed (buttons, arrow keys, swipe, or focus moving into a slide). */
  onIndexChange?: (index: number) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** Texts of the carousel; `slide` is an ICU message (a slide's position from 1 and the count). */
const carouselTexts = {
  carousel: 'carousel',
  slideRole: 'slide',
  slide: '{position} of {count}',
} as const;

/** Neighbours rendered either side of the current slide (store-and-assessment.md §9). */
const REACH = 2;

const isTyping = (el: EventTarget) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/**
 * A horizontal row of slides with the current one in the middle. Only the slides within 2 positions of it are in
 * the page, so a category of 30 quests costs at most 5 cards. Previous/next buttons, arrow keys (Home/End) on the
 * focused carousel, and swipes move it; focus moving into a neighbour makes that slide current.
 */
export function Carousel<T>({
  label,
  labelledBy,
  heading,
  items,
  renderItem,
  getKey,
  children,
  index: indexProp,
  defaultIndex = 0,
  slideWidth = '280px',
  previousLabel = 'Previous slide',
  nextLabel = 'Next slide',
  slideLabel,
  onIndexChange,
  className,
}: CarouselProps<T>) {
  const t = useTranslate();
  const labelOf =
    slideLabel ?? ((position: number, count: number) => t(carouselTexts.slide, { position, count }));
  const childArray = items ? [] : Children.toArray(children);
  const count = items ? items.length : childArray.length;
  const [rawIndex, setIndex] = useControllableState(indexProp, defaultIndex, onIndexChange);
  const index = Math.min(Math.max(0, rawIndex), Math.max(0, count - 1));
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const go = (target: number) => {
    const next = Math.min(Math.max(0, target), count - 1);
    if (next !== index && count > 0) setIndex(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (isTyping(event.target) || (event.target as HTMLElement).closest('[data-slide]')) return;
    const targets: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
    if (slide) go(Number(slide.dataset.slide));
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY };
    swiped.current = false;
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!start.current) return;
    const move = swipeDirection(event.clientX - start.current.x, event.clientY - start.current.y);
    start.current = null;
    if (move === 0) return;
    swiped.current = true;
    go(index + move);
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    // A swipe ends with a click on whatever is under the finger; it must not also open that card.
    if (!swiped.current) return;
    swiped.current = false;
    event.preventDefault();
    event.stopPropagation();
  };

  return (
    <Root
      aria-roledescription={t(carouselTexts.carousel)}
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={className}
    >
      <Header>
        <HeadingSlot>{heading}</HeadingSlot>
        <Position aria-hidden="true">{count > 0 ? `${index + 1} / ${count}` : ''}</Position>
        <IconButton
          icon="chevron-left"
          label={t(previousLabel)}
          variant="secondary"
          size="sm"
          disabled={index <= 0}
          onClick={() => go(index - 1)}
        />
        <IconButton
          icon="chevron-right"
          label={t(nextLabel)}
          variant="secondary"
          size="sm"
          disabled={index >= count - 1}
          onClick={() => go(index + 1)}
        />
      </Header>
      <Viewport
        onFocus={onFocus}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        onClickCapture={onClickCapture}
      >
        <Track aria-live="polite" style={{ '--slide-width': slideWidth } as CSSProperties}>
          {visibleRange(index, count, REACH).map((i) => {
            const item = items?.[i];
            const key = items
              ? getKey
                ? getKey(item as T, i)
                : i
              : ((childArray[i] as { key?: Key }).key ?? i);
            return (
              <Slide
                key={key}
                role="group"
                aria-roledescription={t(carouselTexts.slideRole)}
                aria-label={labelOf(i + 1, count)}
                data-slide={i}
                data-current={i === index || undefined}
                style={{ '--offset': i - index } as CSSProperties}
              >
                {items ? renderItem?.(item as T, i) : childArray[i]}
              </Slide>
            );
          })}
        </Track>
      </Viewport>
    </Root>
  );
}

const Root = styled.section`
  display: grid;
  gap: ${tokens.space[2]};
  min-width: 0;
  border-radius: ${tokens.radius.md};

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const HeadingSlot = styled.div`
  flex: 1;
  min-width: 0;
`;

const Position = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const Viewport = styled.div`
  overflow: hidden;
  /* Vertical scrolling stays with the page; horizontal moves are swipes. */
  touch-action: pan-y;
  /* Room for focus outlines and card shadows inside the clipped box. */
  padding-block: ${tokens.space[2]};
`;

const Track = styled.div`
  display: grid;
  grid-template-areas: 'slide';
  --gap: ${tokens.space[4]};
`;

const Slide = styled.div`
  grid-area: slide;
  justify-self: center;
  display: grid;
  width: var(--slide-width);
  max-width: 100%;
  min-width: 0;
  transform: translateX(calc(var(--offset) * (100% + var(--gap))));
  transition: transform ${tokens.motion.duration.slow} ${tokens.motion.easing.standard};
`;
