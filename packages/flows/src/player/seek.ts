/** Seek step of back and forward (learning-app.md §9). */
export const SEEK_STEP_SECONDS = 10;
/** The slider's range is 0 to 0.999999 (learning-app.md §5): the last frame stays reachable without ending. */
export const SEEK_FRACTION_MAX = 0.999999;
/** Playback speeds the control cycles through (learning-app.md §9). */
export const PLAYBACK_SPEEDS = [1, 1.5, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
/** Unmute restores this volume (learning-app.md §9); mute sets 0. */
export const UNMUTE_VOLUME = 0.2;
export const MUTED_VOLUME = 0;

/** Forward: within 10 s of the end jumps to the end, otherwise 10 s on. */
export function forwardTarget(position: number, duration: number): number {
  return duration - position < SEEK_STEP_SECONDS ? duration : position + SEEK_STEP_SECONDS;
}

/** Replay: back 10 s, or to the start when fewer than 10 s have played. */
export function replayTarget(position: number): number {
  return position < SEEK_STEP_SECONDS ? 0 : position - SEEK_STEP_SECONDS;
}

/** The slider's fraction clamped to 0–0.999999. */
export function clampSeekFraction(fraction: number): number {
  if (Number.isNaN(fraction) || fraction < 0) return 0;
  return Math.min(fraction, SEEK_FRACTION_MAX);
}

/** The position in seconds a slider fraction points at. */
export function sliderTarget(fraction: number, duration: number): number {
  return clampSeekFraction(fraction) * duration;
}

/** The slider's fraction for a position (what the slider shows while playing). */
export function sliderFraction(position: number, duration: number): number {
  return duration > 0 ? clampSeekFraction(position / duration) : 0;
}

/** The speed after the current one: 1 → 1.5 → 2 → 1. */
export function nextSpeed(speed: PlaybackSpeed): PlaybackSpeed {
  const index = PLAYBACK_SPEEDS.indexOf(speed);
  return PLAYBACK_SPEEDS[(index + 1) % PLAYBACK_SPEEDS.length] ?? 1;
}

/** "m:ss" for the resume offer: 65 → "1:05". */
export function formatResumeTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The resume offer's English, "Continue from 1:05?", for tests and stories. The façade hands the view the seconds
 * (`resumeAt`); the view words them through its own message, 'Continue from {time}?'.
 */
export function resumePrompt(seconds: number): string {
  return `Continue from ${formatResumeTime(seconds)}?`;
}
