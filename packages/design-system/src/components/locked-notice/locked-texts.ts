import { questI18n } from '../../i18n/i18n';

/**
 * Why a student may not open something, and what they can do about it (learning-app.md §2 "Trial Expired", §4
 * "Trial", §6 location locks; ADR 0105, 0113):
 * - `trial`: the quest's trial is over — the spec's "Trial Expired" text (typos corrected, ADR 0108) and Buy now;
 * - `location`: the content's kind (Watch, Think, Solve, Play) is locked at the student's location;
 * - `notInQuest`: the quest or test is not the student's (the server's "… is not assigned to you.");
 * - `refused`: any other refusal of the server, told in the server's own words.
 */
export type LockReason = 'trial' | 'location' | 'notInQuest' | 'refused';

/** The four content kinds a location can lock (learning-app.md §6). */
export type LockedKind = 'Watch' | 'Think' | 'Solve' | 'Play';

/** Texts of the locked explanations. The trial's are the spec's (ADR 0108 lists the original). */
export const lockedTexts = {
  trialTitle: 'Trial Expired',
  trialMessage: 'Your trial has expired. Please buy the product to get access to its contents.',
  locationTitle: 'Locked at your location',
  /** The kind's lock (ICU; the kind keeps its product name: Watch, Think, Solve, Play). */
  locationMessage: '{kind} content is locked for your location.',
  /** A location lock whose kind is not known. */
  locationMessageAnyKind: 'This content is locked for your location.',
  locationHint: 'Your school decides which content opens at your location. Please ask your teacher.',
  notInQuestTitle: 'Not in your quest',
  notInQuestMessage: 'This quest is not assigned to you.',
  refusedTitle: 'This content is locked',
  refusedMessage: 'You do not have access to this.',
  buyNow: 'Buy now',
  notNow: 'Not now',
  ok: 'OK',
  back: 'Go back',
} as const;

/** What a lock says: its heading, why, and (for a location) what to do. */
export interface LockedCopy {
  title: string;
  message: string;
  hint?: string;
}

/** Puts a text in a language: `useTranslate()`'s `t` in a component. */
export type TranslateText = (source: string, values?: Record<string, unknown>) => string;

/**
 * The heading and text of a lock. `message` (the server's own reason) replaces the default text of `notInQuest`
 * and `refused`; `trial` always shows the spec's text and `location` the kind's. Every text goes through
 * `translate` (a component passes `useTranslate()`'s; by default the active language, English unless switched).
 */
export function lockedCopy(
  reason: LockReason,
  kind?: LockedKind,
  message?: string,
  translate: TranslateText = (source, values) => questI18n.translate(source, values),
): LockedCopy {
  const t = lockedTexts;
  switch (reason) {
    case 'trial':
      return { title: translate(t.trialTitle), message: translate(t.trialMessage) };
    case 'location':
      return {
        title: translate(t.locationTitle),
        message: kind ? translate(t.locationMessage, { kind }) : translate(t.locationMessageAnyKind),
        hint: translate(t.locationHint),
      };
    case 'notInQuest':
      return { title: translate(t.notInQuestTitle), message: translate(message || t.notInQuestMessage) };
    case 'refused':
      return { title: translate(t.refusedTitle), message: translate(message || t.refusedMessage) };
  }
}
