import { contentKindOf, type Content, type ContentList, type ContentTypeCode } from '@quest/api';
import { questI18n, type LockReason, type LockedKind } from '@quest/design-system';
import { refusalMessage } from '../../../data/refusal';

/*
 * What a student sees instead of locked content (issue 24, ADR 0113): the reason a LockedNotice / LockedDialog
 * explains, derived from the same facts the server enforces (ADR 0105) — the quest's isTrialOver, the location's
 * kind flags (the server withholds a locked kind's file or HTML) and the server's 403 with its reason.
 */

/** A lock: why (LockedNotice's reason), the locked kind for a location, and the server's words for a refusal. */
export interface ContentLock {
  reason: LockReason;
  kind?: LockedKind;
  message?: string;
}

const KIND_LOCKED = /^(Watch|Think|Solve|Play) content is locked for your location\.$/;
const NOT_ASSIGNED = /is not assigned to you\.$/;

/**
 * The lock of a server refusal (403), or undefined for any other failure. The trial comes first when the app
 * already knows the quest's trial is over (the server answers such reads with the trial text); otherwise the
 * server's own reason decides: its location text names the kind, "… is not assigned to you." is a quest or test
 * that is not the student's, anything else is told in the server's words.
 */
export function refusalLock(error: unknown, trialOver: boolean): ContentLock | undefined {
  const message = refusalMessage(error);
  return message === undefined ? undefined : reasonLock(message, trialOver);
}

/** The lock of a refusal already turned into the server's text (see {@link refusalLock}). */
export function reasonLock(message: string, trialOver: boolean): ContentLock {
  if (trialOver) return { reason: 'trial' };
  const kind = KIND_LOCKED.exec(message)?.[1] as LockedKind | undefined;
  if (kind) return { reason: 'location', kind };
  if (NOT_ASSIGNED.test(message)) return { reason: 'notInQuest', message };
  return { reason: 'refused', message };
}

/** Types that need the item's fileUrl (videos, PDFs, HTML page, activity); 06 needs its htmlContent instead. */
const FILE_TYPES: readonly ContentTypeCode[] = ['01', '02', '03', '04', '05', '07', '10'];

/**
 * Why this student may not open the item, mirroring the server (ADR 0105), or undefined: the content list itself
 * was refused (403) — that refusal; the quest's trial is over — `trial`; the server withheld the item's file or
 * HTML because its kind is locked for the student's location — `location` with the kind.
 */
export function contentLock(
  content: Pick<Content, 'contentTypeCode' | 'fileUrl' | 'htmlContent'> | undefined,
  list: Pick<ContentList, 'isTrialOver'> | undefined,
  error: unknown,
  trialOver = false,
): ContentLock | undefined {
  if (list === undefined) return refusalLock(error, trialOver);
  if (list.isTrialOver || trialOver) return { reason: 'trial' };
  if (!content) return undefined;
  const code = content.contentTypeCode;
  const withheld = FILE_TYPES.includes(code)
    ? content.fileUrl === ''
    : code === '06' && content.htmlContent === '';
  return withheld ? { reason: 'location', kind: contentKindOf(code) } : undefined;
}

/** What a refused access says (ADR 0113): the visit was not counted, and why, in the server's words (ICU). */
export const NOT_COUNTED_MESSAGE = 'This visit was not counted. {reason}';

/** {@link NOT_COUNTED_MESSAGE} in the active language; the server's reason too when the catalogues have it. */
export const notCountedText = (reason: string) =>
  questI18n.translate(NOT_COUNTED_MESSAGE, { reason: questI18n.translate(reason) });

/**
 * The message for an access the server refused (403) after the student left a content page, or null for any
 * other failure (those wait in the outbox or were logged): the page is gone, so a toast says it did not count.
 */
export function accessRefusedMessage(error: unknown): string | null {
  const reason = refusalMessage(error);
  return reason === undefined ? null : notCountedText(reason);
}
