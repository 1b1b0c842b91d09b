import { useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { formatMinutesSeconds, formatPlaybackPosition } from '../../../format';
import { useDataLang, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { playerFocusRing } from '../shared/player-styles';
import { SEEK_FRACTION_MAX, fractionAtPointer, fractionForKey, tooltipAlignment } from './seek-math';

/** A bookmark on the seek slider. */
export interface SeekBookmark {
  /** Where it sits, as a fraction of the video (0–0.999999). */
  fraction: number;
  /** The tooltip text shown on hover or focus. */
  text: string;
}

/** Props of {@link SeekSlider}. */
export interface SeekSliderProps {
  /** Behaviour: where playback is, as a fraction 0–0.999999 (learning-app.md §5). */
  value: number;
  /** Content: the video's length in seconds; used for "m:ss of m:ss" and the 10 s arrow-key step. */
  duration: number;
  /** Content: bookmark markers drawn at their fractions, each with tooltip text. */
  bookmarks?: readonly SeekBookmark[];
  /** Behaviour: ignores input (e.g. while the video loads). */
  disabled?: boolean;
  /** Accessibility: the slider's name. */
  label?: string;
  /** Events: a seek was committed (pointer released, a key pressed, a bookmark chosen), with the fraction. */
  onSeek: (fraction: number) => void;
  /** Events: the fraction under the pointer while dragging, before the seek is committed. */
  onScrub?: (fraction: number) => void;
}

// A hair over, so float steps (0.25 + 10/600 - 10/600 …) do not read a second short.
const secondsAt = (fraction: number, duration: number) => fraction * duration + 1e-6;

/** A bookmark's name (ICU): "Bookmark at 0:07". */
const BOOKMARK = 'Bookmark at {time}';

const percent = (fraction: number) => `${(fraction / SEEK_FRACTION_MAX) * 100}%`;

/**
 * The seek slider: `role="slider"` from 0 to 0.999999 read as "m:ss of m:ss"; arrows move 10 s, Page keys a
 * tenth, Home/End the ends; press or drag anywhere on it. Bookmarks are buttons on the track that show their
 * text on hover or focus (Escape hides it) and seek to their place when pressed.
 */
export function SeekSlider({
  value,
  duration,
  bookmarks = [],
  disabled = false,
  label = 'Seek',
  onSeek,
  onScrub,
}: SeekSliderProps) {
  // Also redraws the slider when the language changes, so formatPlaybackPosition reads the new one.
  const t = useTranslate();
  // A bookmark's text is the server's.
  const dataLang = useDataLang();
  const trackRef = useRef<HTMLDivElement>(null);
  const [dragFraction, setDragFraction] = useState<number | null>(null);
  const [activeBookmark, setActiveBookmark] = useState<number | null>(null);
  const tooltipId = useId();
  const shown = dragFraction ?? value;

  const fractionAt = (clientX: number) => {
    const rect = trackRef.current?.getBoundingClientRect();
    return rect ? fractionAtPointer(clientX, rect.left, rect.width) : 0;
  };

  // Whether a drag is on, read by the pointer handlers: a release that comes before React re-rendered the press
  // (a quick tap) must still see the drag; the state only draws it.
  const dragging = useRef(false);
  const scrub = (fraction: number) => {
    dragging.current = true;
    setDragFraction(fraction);
    onScrub?.(fraction);
  };
  const endDrag = () => {
    dragging.current = false;
    setDragFraction(null);
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (disabled || event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer the browser no longer tracks: dragging still works while it stays over the slider.
    }
    scrub(fractionAt(event.clientX));
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) scrub(fractionAt(event.clientX));
  };

  const handlePointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const fraction = fractionAt(event.clientX);
    endDrag();
    onSeek(fraction);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const target = fractionForKey(event.key, value, duration);
    if (target === null) return;
    event.preventDefault();
    onSeek(target);
  };

  return (
    <Root data-disabled={disabled || undefined}>
      <Track ref={trackRef} aria-hidden="true">
        <Filled style={{ width: percent(shown) }} />
        <Thumb style={{ left: percent(shown) }} />
      </Track>
      <Hit
        role="slider"
        tabIndex={0}
        aria-label={t(label)}
        aria-valuemin={0}
        aria-valuemax={SEEK_FRACTION_MAX}
        aria-valuenow={shown}
        aria-valuetext={formatPlaybackPosition(secondsAt(shown, duration), duration)}
        aria-disabled={disabled || undefined}
        data-dragging={dragFraction !== null || undefined}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={endDrag}
        onKeyDown={handleKeyDown}
      />
      <MarkerLayer>
        {bookmarks.map((bookmark, index) => {
          const active = activeBookmark === index;
          const show = () => setActiveBookmark(index);
          const hide = () => setActiveBookmark((current) => (current === index ? null : current));
          return (
            <MarkerSlot
              key={`${bookmark.fraction}-${bookmark.text}`}
              style={{ left: percent(bookmark.fraction) }}
              onPointerEnter={show}
              // A finger leaves as it lifts: the tooltip of a tapped bookmark stays until focus moves on.
              onPointerLeave={(event) => {
                if (event.pointerType !== 'touch') hide();
              }}
            >
              <Marker
                type="button"
                aria-label={t(BOOKMARK, {
                  time: formatMinutesSeconds(secondsAt(bookmark.fraction, duration)),
                })}
                aria-describedby={active ? tooltipId : undefined}
                aria-disabled={disabled || undefined}
                onFocus={show}
                onBlur={hide}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && active) {
                    event.stopPropagation();
                    hide();
                  }
                }}
                onClick={() => {
                  if (!disabled) onSeek(bookmark.fraction);
                }}
              />
              {active ? (
                <Tooltip
                  role="tooltip"
                  id={tooltipId}
                  lang={dataLang}
                  data-align={tooltipAlignment(bookmark.fraction)}
                >
                  {bookmark.text}
                </Tooltip>
              ) : null}
            </MarkerSlot>
          );
        })}
      </MarkerLayer>
    </Root>
  );
}

const thumbSize = '16px';
const trackHeight = '4px';
const markerWidth = '24px';

const Root = styled.div`
  position: relative;
  min-width: 0;
  height: ${tokens.button.height.sm};
  /* Half a thumb each side, so the thumb stays inside at 0 and at the end. */
  padding-inline: calc(${thumbSize} / 2);
`;

const Track = styled.div`
  position: absolute;
  inset-inline: calc(${thumbSize} / 2);
  top: 50%;
  height: ${trackHeight};
  margin-top: calc(${trackHeight} / -2);
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.player.track};
  pointer-events: none;
`;

const Filled = styled.div`
  height: 100%;
  border-radius: inherit;
  background-color: ${tokens.player.trackFilled};
`;

const Thumb = styled.div`
  position: absolute;
  top: 50%;
  width: ${thumbSize};
  height: ${thumbSize};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.player.thumb};
  transform: translate(-50%, -50%);
  transition: transform ${tokens.motion.duration.fast} ${tokens.motion.easing.standard};

  [data-disabled] & {
    background-color: ${tokens.player.textDisabled};
  }
`;

const Hit = styled.div`
  position: absolute;
  inset: 0;
  border-radius: ${tokens.radius.md};
  cursor: pointer;
  touch-action: none;

  &:focus-visible {
    ${playerFocusRing}
  }

  &[aria-disabled='true'] {
    cursor: not-allowed;
  }
`;

/** Spans exactly the track, so a marker's `left: n%` is its place on the track. */
const MarkerLayer = styled.div`
  position: absolute;
  inset-block: 0;
  inset-inline: calc(${thumbSize} / 2);
  pointer-events: none;
`;

const MarkerSlot = styled.div`
  position: absolute;
  top: 0;
  bottom: 0;
  width: ${markerWidth};
  margin-inline-start: calc(${markerWidth} / -2);
  pointer-events: auto;
`;

const Marker = styled.button`
  display: block;
  width: 100%;
  height: 100%;
  margin: 0;
  padding: 0;
  border: 0;
  border-radius: ${tokens.radius.sm};
  background: transparent;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    width: 4px;
    height: 12px;
    margin-inline: auto;
    border-radius: ${tokens.radius.pill};
    background-color: ${tokens.player.bookmark};
    box-shadow: 0 0 0 1px ${tokens.player.focusHalo};
  }

  &:focus-visible {
    ${playerFocusRing}
  }
`;

const Tooltip = styled.span`
  position: absolute;
  bottom: calc(100% - ${tokens.space[1]});
  z-index: 1;
  width: max-content;
  max-width: min(16rem, 60vw);
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-radius: ${tokens.radius.sm};
  background-color: ${tokens.player.popoverBackground};
  color: ${tokens.player.popoverText};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;
  box-shadow: ${tokens.elevation.md};

  &[data-align='start'] {
    left: calc(50% - ${thumbSize} / 2);
  }
  &[data-align='center'] {
    left: 50%;
    transform: translateX(-50%);
  }
  &[data-align='end'] {
    right: calc(50% - ${thumbSize} / 2);
  }
`;
