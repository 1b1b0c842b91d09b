import { contentRoute, type ContentRoutePath } from '@quest/flows';
import type { Content } from '@quest/api';
import { paths, type RouteKey } from '../routes/paths';

/**
 * Where a content item sits: the quest, mission and operation of the page it was opened from, and the item.
 * Every learning route (/task, /topics, /player, /pdf, /viewer, /contentviewer, /activity) carries these in its
 * query string, so a reload or a link reopens the same item (the content comes from the cached content list).
 */
export interface ContentPlace {
  questId: number;
  missionId: number;
  operationId?: number;
  contentId?: number;
}

const routeKeyOf: Record<ContentRoutePath, RouteKey> = {
  '/pdf': 'pdf',
  '/contentviewer': 'contentViewer',
  '/viewer': 'viewer',
  '/instruction': 'instruction',
  '/activity': 'activity',
};

const query = (place: ContentPlace) => ({
  questId: place.questId,
  missionId: place.missionId,
  operationId: place.operationId,
  contentId: place.contentId,
});

/** The mission page of a place (/task), opened at its operation when one is given. */
export const missionPageHref = (place: ContentPlace) =>
  paths.task.getHref({ questId: place.questId, missionId: place.missionId, operationId: place.operationId });

/**
 * The route that shows a content item: its viewer for 04–10, /player for audio/video (used inside the native
 * wrapper; on the web 01–03 play inline on the mission page).
 */
export function contentHref(
  content: Pick<Content, 'contentId' | 'contentTypeCode' | 'operationId'>,
  place: ContentPlace,
) {
  const target = { ...place, operationId: content.operationId, contentId: content.contentId };
  const route = contentRoute(content.contentTypeCode);
  const key: RouteKey = route.kind === 'inPage' ? 'player' : routeKeyOf[route.path];
  return (paths[key] as typeof paths.pdf).getHref(query(target));
}

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : undefined;
};

/** The place in a learning route's query string; `questId` and `missionId` are undefined when missing or invalid. */
export function readContentPlace(search: URLSearchParams): Partial<ContentPlace> {
  return {
    questId: positiveInt(search.get('questId')),
    missionId: positiveInt(search.get('missionId')),
    operationId: positiveInt(search.get('operationId')),
    contentId: positiveInt(search.get('contentId')),
  };
}
