import { ratingPromptTexts } from '../../components/rating-prompt';

/** Texts of the player screen (learning-app.md §2 "Video player"; the spec leaves prompt texts to the caller). */
export const playerViewTexts = {
  controls: 'Video controls',
  back: 'Back',
  resumeContinue: 'Continue',
  resumeRestart: 'Start over',
  /** The resume offer: `time` is the saved position as "m:ss" ("Continue from 1:05?"). */
  resumeQuestion: 'Continue from {time}?',
  ratingPromptTitle: ratingPromptTexts.title,
  ratingPromptBody: ratingPromptTexts.body,
  like: ratingPromptTexts.like,
  dislike: ratingPromptTexts.dislike,
  notNow: ratingPromptTexts.notNow,
  celebration: 'Liked!',
} as const;

/** Where playback is (the player façade's `status`): 'leaving' while the last access is posted on the way back. */
export type PlayerViewStatus = 'loading' | 'ready' | 'playing' | 'paused' | 'ended' | 'leaving';

/** The speeds the player offers (learning-app.md §9). */
export type PlayerSpeed = 1 | 1.5 | 2;

/** A bookmark on the seek slider (the API's marker: `position` is a percentage of the video's length). */
export interface PlayerMarker {
  /** Percentage 0–100 of the video's length where the marker sits. */
  position: number;
  /** The tooltip text. */
  text: string;
}

const MAX_FRACTION = 0.999999;

/** A marker's percentage as a slider fraction, clamped to 0–0.999999. */
export function markerFraction(position: number): number {
  if (!Number.isFinite(position) || position <= 0) return 0;
  return Math.min(position / 100, MAX_FRACTION);
}
