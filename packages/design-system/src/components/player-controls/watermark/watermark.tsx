import { useEffect, useLayoutEffect, useRef } from 'react';
import styled from 'styled-components';
import { tokens } from '../../../tokens';
import type { Clock } from '../../snackbar/auto-hide';
import {
  WATERMARK_DELAY_MS,
  WATERMARK_SPEED,
  createWatermarkTicker,
  watermarkPosition,
  type WatermarkArea,
  type WatermarkMotion,
} from './watermark-motion';

/** Props of {@link Watermark}. */
export interface WatermarkProps {
  /** Content: the signed-in person's name, drawn over the video. */
  text: string;
  /** Appearance: `scroll` right to left like a marquee (the product), or `bounce` diagonally off the edges. */
  motion?: WatermarkMotion;
  /** Appearance: where the `scroll` lane runs, 0 (top) to 1 (bottom) of the frame. */
  lane?: number;
  /** Behaviour: pixels per step; 1 in the product. */
  speed?: number;
  /** Behaviour: milliseconds per step; 80 in the product. */
  delay?: number;
  /** Behaviour: stands still at its first place (design sheets); it also does for reduced-motion readers. */
  still?: boolean;
  /** Behaviour: the timer functions; read when the movement starts. */
  clock?: Clock;
}

const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * The moving watermark of the user's name (learning-app.md §2, §9: speed 1, delay 80). It fills its
 * positioned parent (the video frame), stays inside it, ignores the pointer and is hidden from assistive
 * technology. With reduced motion it stands still, still visible.
 */
export function Watermark({
  text,
  motion = 'scroll',
  lane = 0.3,
  speed = WATERMARK_SPEED,
  delay = WATERMARK_DELAY_MS,
  still = false,
  clock,
}: WatermarkProps) {
  const layerRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLSpanElement>(null);
  const steps = useRef(0);
  const area = useRef<WatermarkArea>({ width: 0, height: 0, textWidth: 0, textHeight: 0 });

  const place = useRef(() => {});
  useLayoutEffect(() => {
    place.current = () => {
      const node = textRef.current;
      if (!node) return;
      const { x, y } = watermarkPosition(motion, steps.current * speed, area.current, lane);
      // Scrolling is anchored at the right edge, so the first place is right even before fonts settle.
      const shift = motion === 'scroll' ? x - (area.current.width - area.current.textWidth) : x;
      node.dataset.anchor = motion === 'scroll' ? 'end' : 'start';
      node.style.transform = `translate(${shift}px, ${y}px)`;
    };
  });

  useLayoutEffect(() => {
    const layer = layerRef.current;
    const node = textRef.current;
    if (!layer || !node) return;
    const measure = () => {
      area.current = {
        width: layer.clientWidth,
        height: layer.clientHeight,
        textWidth: node.offsetWidth,
        textHeight: node.offsetHeight,
      };
      place.current();
    };
    measure();
    void document.fonts?.ready.then(measure);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(layer);
    observer.observe(node);
    return () => observer.disconnect();
  }, [text]);

  useLayoutEffect(() => {
    place.current();
  }, [motion, lane, speed]);

  useEffect(() => {
    if (still) {
      steps.current = 0;
      place.current();
      return;
    }
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotion) : null;
    const ticker = createWatermarkTicker({
      delay,
      clock,
      onStep: (count) => {
        steps.current = count;
        place.current();
      },
    });
    const follow = () => {
      if (query?.matches) {
        ticker.stop();
        steps.current = 0;
        place.current();
      } else ticker.start();
    };
    follow();
    query?.addEventListener('change', follow);
    return () => {
      ticker.stop();
      query?.removeEventListener('change', follow);
    };
  }, [still, delay, clock]);

  return (
    <Layer ref={layerRef} aria-hidden="true" data-watermark="">
      <Text ref={textRef}>{text}</Text>
    </Layer>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  overflow: hidden;
  pointer-events: none;
  user-select: none;
`;

const Text = styled.span`
  position: absolute;
  top: 0;
  left: 0;

  &[data-anchor='end'] {
    right: 0;
    left: auto;
  }

  color: ${tokens.player.watermark};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  white-space: nowrap;
  will-change: transform;
`;
