import { questI18n, type ViewerPageState } from '@quest/design-system';
import type { DataState } from '../../../data/use-endpoint';
import { paths } from '../../../routes/paths';
import { missionPageHref, type ContentPlace } from '../../../data/content-links';

/*
 * The viewer routes' decisions as plain functions (ADR 0057), so they are tested without a browser: which view
 * shows, where Back goes, the frame's address and the origin its messages must come from, the download's name,
 * the learning tool's address.
 */

/**
 * Which view a viewer page shows for its content list: the list's own state while loading or failed; once it is
 * loaded, Not Found when the address names no item (or no quest / content at all), else the viewer. A place without
 * a quest is Not Found at once (nothing will load).
 */
export function viewerPageState(
  place: Partial<ContentPlace>,
  list: { state: DataState; missing: boolean },
): ViewerPageState {
  if (place.questId === undefined || place.contentId === undefined) return 'notFound';
  if (list.state !== 'loaded') return list.state;
  return list.missing ? 'notFound' : 'loaded';
}

/** Where Back goes: history back when the app has a page to go back to, else the mission page (or /home). */
export type BackTarget = { kind: 'history' } | { kind: 'href'; href: string };

/**
 * Back from a viewer (ADR 0057): a page opened inside the app (React Router's location key is not `default`) goes
 * back in history, so the mission page keeps its scroll and open operation; a page opened directly (a link, a
 * reload, the native wrapper) replaces itself with its mission page, or /home when the place has no mission.
 */
export function viewerBackTarget(place: Partial<ContentPlace>, locationKey: string): BackTarget {
  if (locationKey !== 'default') return { kind: 'history' };
  if (place.questId !== undefined && place.missionId !== undefined) {
    return {
      kind: 'href',
      href: missionPageHref({
        questId: place.questId,
        missionId: place.missionId,
        operationId: place.operationId,
      }),
    };
  }
  return { kind: 'href', href: paths.home.getHref() };
}

/**
 * A content page's address with `?origin=` set to the app's origin, so the content origin posts its messages to
 * this app (ADR 0022: an origin that is not allowed is ignored by the server). Relative URLs resolve against
 * `appOrigin`; null when the URL is unusable (not http/https).
 */
export function contentFrameSrc(fileUrl: string, appOrigin: string): string | null {
  const url = parseHttpUrl(fileUrl, appOrigin);
  if (!url) return null;
  url.searchParams.set('origin', appOrigin);
  return url.href;
}

/** The origin a content frame's messages must come from: the origin of its file URL; null when unusable. */
export function contentFrameOrigin(fileUrl: string, appOrigin: string): string | null {
  return parseHttpUrl(fileUrl, appOrigin)?.origin ?? null;
}

function parseHttpUrl(value: string, base: string): URL | null {
  if (!value.trim()) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** The absolute address of a file (the native host downloads by URL, so a relative one is made absolute). */
export function absoluteFileUrl(fileUrl: string, appOrigin: string): string | null {
  return parseHttpUrl(fileUrl, appOrigin)?.href ?? null;
}

/**
 * The name a downloaded PDF is saved under: the file URL's last path segment when it is a `.pdf` name, else the
 * content's display name made safe for a file system, with `.pdf`.
 */
export function pdfFileName(fileUrl: string, displayName: string): string {
  let last = '';
  try {
    last = decodeURIComponent(new URL(fileUrl, 'http://x.invalid').pathname.split('/').pop() ?? '');
  } catch {
    last = '';
  }
  const unsafe = (ch: string) => ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch);
  if (/\.pdf$/i.test(last) && last.length > 4 && ![...last].some(unsafe)) return last;
  const base = [...displayName]
    .map((ch) => (unsafe(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base || 'document'}.pdf`;
}

/**
 * The learning tool's page (ADR 0022, 0056): the API config's `authPageUrl` with `token` and `lasturl` (this
 * app's /home, absolute, so the tool can send the student back). Relative `authPageUrl`s resolve on the app.
 */
export function learningToolSrc(authPageUrl: string, token: string, appOrigin: string): string | null {
  const url = parseHttpUrl(authPageUrl, appOrigin);
  if (!url) return null;
  url.searchParams.set('token', token);
  url.searchParams.set('lasturl', new URL(paths.home.getHref(), appOrigin).href);
  return url.href;
}

/** The quest the learning tool opens: `?questId` when it is a positive id, else the user's last quest. */
export function learningToolQuest(search: URLSearchParams, lastQuestAccessed: number | null): number | null {
  const raw = search.get('questId');
  if (raw !== null && /^\d+$/.test(raw)) {
    const id = Number(raw);
    if (id > 0 && Number.isSafeInteger(id)) return id;
  }
  return lastQuestAccessed && lastQuestAccessed > 0 ? lastQuestAccessed : null;
}

/** Texts of the activity's finish (the spec gives none: plain wording, ADR 0057). */
export const activityTexts = {
  finished: 'Activity completed.',
  earned: 'Activity completed. You earned {points, plural, one {# point} other {# points}}.',
  failed: 'Your activity time could not be saved. Please try again.',
} as const;

/** The toast after FinishActivity was recorded: the points it earned (a first access), else a plain "completed". */
export function activityFinishedMessage(card: { earnedPoints: number } | null): string {
  // In the app's language: the toast shows the text as given (its catalogue has no entry per number of points).
  return card && card.earnedPoints > 0
    ? questI18n.translate(activityTexts.earned, { points: card.earnedPoints })
    : activityTexts.finished;
}
