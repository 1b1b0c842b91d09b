/** The moments the test timer announces, highest first (seconds left → what a screen reader hears). */
export const TIMER_ANNOUNCEMENTS: readonly (readonly [seconds: number, text: string])[] = [
  [300, '5 minutes left'],
  [60, '1 minute left'],
  [10, '10 seconds left'],
];

/**
 * What the timer announces when the countdown moves from `previousSeconds` to `seconds`: the text of the lowest
 * threshold crossed going down (from above it to at or below it), else null. Nothing on the first reading
 * (`previousSeconds` null: the runner mounted or resumed already below a threshold) or when time goes up.
 */
export function timerAnnouncement(previousSeconds: number | null, seconds: number): string | null {
  if (previousSeconds === null) return null;
  let text: string | null = null;
  for (const [threshold, words] of TIMER_ANNOUNCEMENTS) {
    if (previousSeconds > threshold && seconds <= threshold) text = words;
  }
  return text;
}
