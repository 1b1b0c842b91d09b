import { questI18n } from '../i18n/i18n';
import { formatMinutesSeconds } from './duration';

/**
 * Where playback is, for a seek slider's `aria-valuetext`: "m:ss of m:ss" (125 s of 600 s → "2:05 of 10:00").
 * Empty or negative values count as 0.
 */
export function formatPlaybackPosition(
  elapsed: number | null | undefined,
  total: number | null | undefined,
): string {
  return questI18n.translate(PLAYBACK_POSITION_MESSAGE, {
    elapsed: formatMinutesSeconds(elapsed),
    total: formatMinutesSeconds(total),
  });
}

/** The position's message ("2:05 of 10:00"; "10:00 में से 2:05" in Hindi). */
export const PLAYBACK_POSITION_MESSAGE = '{elapsed} of {total}';

/** A playback speed as a player shows it: 1 → "1x", 1.5 → "1.5x" (learning-app.md §9 speeds 1, 1.5, 2). */
export function formatSpeed(speed: number): string {
  return `${Number.isFinite(speed) ? Number(speed.toFixed(2)) : 1}x`;
}
