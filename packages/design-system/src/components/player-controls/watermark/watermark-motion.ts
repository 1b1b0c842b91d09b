import { systemClock, type Clock } from '../../snackbar/auto-hide';

/** The watermark moves `speed` px every `delay` ms: speed 1, delay 80 (learning-app.md §9). */
export const WATERMARK_SPEED = 1;
export const WATERMARK_DELAY_MS = 80;

/** `scroll`: right to left across the frame and in again from the right; `bounce`: diagonally, off the edges. */
export type WatermarkMotion = 'scroll' | 'bounce';

/** The frame the watermark moves in and the size of its text, in px. */
export interface WatermarkArea {
  width: number;
  height: number;
  textWidth: number;
  textHeight: number;
}

export interface WatermarkPosition {
  x: number;
  y: number;
}

/** Goes 0 → span → 0 → … as `distance` grows (a bounce between two walls). */
function pingPong(distance: number, span: number): number {
  if (span <= 0) return 0;
  const period = 2 * span;
  const along = ((distance % period) + period) % period;
  return along <= span ? along : period - along;
}

/**
 * Where the watermark's top-left corner is after it has travelled `distance` px. `scroll` starts fully
 * visible at the right edge, moves left until it has left the frame, then comes in again from the right, at
 * `lane` (0 top – 1 bottom) of the free height. `bounce` starts at the top-left corner and moves diagonally,
 * bouncing off every edge so the text always stays inside.
 */
export function watermarkPosition(
  motion: WatermarkMotion,
  distance: number,
  area: WatermarkArea,
  lane = 0.3,
): WatermarkPosition {
  const freeX = Math.max(0, area.width - area.textWidth);
  const freeY = Math.max(0, area.height - area.textHeight);
  if (motion === 'bounce') return { x: pingPong(distance, freeX), y: pingPong(distance, freeY) };
  const period = area.width + area.textWidth;
  const travelled = period > 0 ? (((area.width - distance) % period) + period) % period : 0;
  return { x: travelled - area.textWidth, y: Math.round(freeY * Math.min(1, Math.max(0, lane))) };
}

export interface WatermarkTickerOptions {
  /** Milliseconds between steps; 80 in the product. */
  delay?: number;
  clock?: Clock;
  /** Called after every step with the number of steps so far (1, 2, 3, …). */
  onStep: (steps: number) => void;
}

export interface WatermarkTicker {
  start(): void;
  stop(): void;
}

/** One step every `delay` ms until stopped; the watermark moves `speed` px per step. */
export function createWatermarkTicker({
  delay = WATERMARK_DELAY_MS,
  clock = systemClock,
  onStep,
}: WatermarkTickerOptions): WatermarkTicker {
  let steps = 0;
  let handle: unknown;
  let running = false;
  const schedule = () => {
    handle = clock.setTimeout(() => {
      steps += 1;
      onStep(steps);
      if (running) schedule();
    }, delay);
  };
  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    stop() {
      if (running) clock.clearTimeout(handle);
      running = false;
    },
  };
}
