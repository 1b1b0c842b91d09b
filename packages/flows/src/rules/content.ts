import type { ContentKind, ContentTypeCode, LocationContentStatus } from '@quest/api';

/*
 * Content type routing (learning-app.md §2 "Content cards", store-and-assessment.md §2.1) and the kinds a
 * location can lock (learning-app.md §3 "Location content status", §6; ADR 0015). The mapping mirrors
 * `contentGroupOf`/`contentKindOf` in @quest/api, which flows may not import as values.
 */

export type ContentGroup = 'av' | 'web' | 'test' | 'activity';

/** 01–03 audio/video, 04–07 web content, 08–09 tests, 10 activity (learning-app.md §3). */
export function contentGroup(code: ContentTypeCode): ContentGroup {
  if (code === '01' || code === '02' || code === '03') return 'av';
  if (code === '08' || code === '09') return 'test';
  if (code === '10') return 'activity';
  return 'web';
}

const kindOfGroup: Record<ContentGroup, ContentKind> = {
  av: 'Watch',
  web: 'Think',
  test: 'Solve',
  activity: 'Play',
};

/** Watch 01–03, Think 04–07, Solve 08–09, Play 10. */
export const contentKind = (code: ContentTypeCode): ContentKind => kindOfGroup[contentGroup(code)];

export type ContentRoutePath = '/pdf' | '/contentviewer' | '/viewer' | '/instruction' | '/activity';

/** Where a content card leads: audio/video stays on the page (the content-type chooser / player). */
export type ContentRoute = { kind: 'inPage' } | { kind: 'route'; path: ContentRoutePath };

const routeOf: Record<Exclude<ContentTypeCode, '01' | '02' | '03'>, ContentRoutePath> = {
  '04': '/pdf',
  '05': '/pdf',
  '06': '/contentviewer',
  '07': '/viewer',
  '08': '/instruction',
  '09': '/instruction',
  '10': '/activity',
};

/** 01–03 in-page; 04, 05 /pdf; 06 /contentviewer; 07 /viewer; 08, 09 /instruction; 10 /activity. */
export function contentRoute(code: ContentTypeCode): ContentRoute {
  if (code === '01' || code === '02' || code === '03') return { kind: 'inPage' };
  return { kind: 'route', path: routeOf[code] };
}

/**
 * A content is locked when its location's flag for its kind is `false`. The flags are all true by default, so
 * missing flags (not loaded yet, or a kind the server left out) leave the content open.
 */
export function isContentLocked(
  code: ContentTypeCode,
  flags: Partial<LocationContentStatus> | null | undefined,
): boolean {
  return flags?.[contentKind(code)] === false;
}
