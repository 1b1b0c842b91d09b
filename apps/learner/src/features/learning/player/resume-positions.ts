import type { AppSession } from '../../../platform/session';

/** The slice of the persisted state (`root`) that holds the video positions (ADR 0052). */
export const RESUME_SLICE = 'videoPositions';
/** At most this many videos are remembered; the least recently saved one is dropped first. */
export const RESUME_MAX_ENTRIES = 50;
/** A position this close to the end (seconds), or a finished video, starts over next time. */
export const RESUME_END_MARGIN_SECONDS = 2;

/** Where the student left each video, for "Continue from m:ss?" (survives a reload; logout clears it). */
export interface ResumePositions {
  /** The remembered position of a video in whole seconds, or undefined (start from the beginning). */
  get(contentId: number): number | undefined;
  /**
   * Remembers `position` (seconds) of a video of `duration` seconds. A position under 1 s, within
   * {@link RESUME_END_MARGIN_SECONDS} of the end, or of an ended video forgets it instead.
   */
  save(contentId: number, position: number, duration: number, ended?: boolean): void;
}

type Entries = [contentId: number, seconds: number][];

const isEntry = (value: unknown): value is [number, number] =>
  Array.isArray(value) &&
  value.length === 2 &&
  Number.isSafeInteger(value[0]) &&
  Number.isFinite(value[1]) &&
  (value[1] as number) > 0;

/** Resume positions kept in the session's persisted state, most recently saved last. */
export function createResumePositions(session: Pick<AppSession, 'persisted' | 'persist'>): ResumePositions {
  const read = (): Entries => {
    const stored = session.persisted(RESUME_SLICE);
    return Array.isArray(stored) ? stored.filter(isEntry) : [];
  };
  return {
    get: (contentId) => read().find(([id]) => id === contentId)?.[1],
    save: (contentId, position, duration, ended = false) => {
      const others = read().filter(([id]) => id !== contentId);
      const seconds = Math.floor(position);
      const finished = ended || (duration > 0 && position >= duration - RESUME_END_MARGIN_SECONDS);
      const next: Entries = seconds >= 1 && !finished ? [...others, [contentId, seconds]] : others;
      session.persist(RESUME_SLICE, next.slice(-RESUME_MAX_ENTRIES));
    },
  };
}
