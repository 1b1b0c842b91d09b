/** The slider's range is 0 to 0.999999 (learning-app.md §5): the last frame is reachable without ending. */
export const SEEK_FRACTION_MAX = 0.999999;
/** Arrow keys move the slider by the player's seek step, 10 s (learning-app.md §9). */
export const SEEK_KEY_STEP_SECONDS = 10;
/** Page Up / Page Down move a tenth of the video. */
export const SEEK_PAGE_FRACTION = 0.1;

/** A fraction clamped to 0–0.999999; NaN counts as 0. */
export function clampSeekFraction(fraction: number): number {
  if (Number.isNaN(fraction) || fraction < 0) return 0;
  return Math.min(fraction, SEEK_FRACTION_MAX);
}

/** The fraction under a pointer at `clientX` on a track starting at `left` and `width` px wide. */
export function fractionAtPointer(clientX: number, left: number, width: number): number {
  return width > 0 ? clampSeekFraction((clientX - left) / width) : 0;
}

/**
 * Where a key press moves the slider, or null when the key is not a slider key. Arrows step 10 s of
 * `duration` (1 % of the range while the duration is unknown), Page keys a tenth, Home the start, End the
 * last frame.
 */
export function fractionForKey(key: string, value: number, duration: number): number | null {
  const step = duration > 0 ? SEEK_KEY_STEP_SECONDS / duration : 0.01;
  const moves: Record<string, number> = {
    ArrowRight: value + step,
    ArrowUp: value + step,
    ArrowLeft: value - step,
    ArrowDown: value - step,
    PageUp: value + SEEK_PAGE_FRACTION,
    PageDown: value - SEEK_PAGE_FRACTION,
    Home: 0,
    End: SEEK_FRACTION_MAX,
  };
  return key in moves ? clampSeekFraction(moves[key] as number) : null;
}

/** How a tooltip lines up with its marker so it stays inside the track: from the marker, centred, or to it. */
export function tooltipAlignment(fraction: number): 'start' | 'center' | 'end' {
  if (fraction < 0.25) return 'start';
  if (fraction > 0.75) return 'end';
  return 'center';
}
