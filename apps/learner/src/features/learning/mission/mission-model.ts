import type {
  ContentType,
  MissionContentCounts,
  MissionContentItem,
  MissionOperationItem,
  MissionTopicSection,
} from '@quest/design-system';
import type {
  Content,
  ContentList,
  ContentTypeCode,
  LocationContentStatus,
  Mission,
  Operation,
  UserProgress,
} from '@quest/api';
import { GO_CODERZ, contentRoute, isContentLocked } from '@quest/flows';
import { contentKindOf, type ContentKind } from '@quest/api';
import { contentHref, type ContentPlace } from '../../../data/content-links';

/*
 * The mission page's decisions (learning-app.md §2 "Mission page", "Operation / task / topic page", "Content
 * cards", §4 "Mission/operation selection", §6 locks; ADR 0050): pure functions of the content list, the progress,
 * the location's flags and the address, table-tested in mission-model.test.ts.
 */

/** The accordion entry of an operation's contents that have no task. */
export const INTRO_SECTION_ID = 'intro';
export const taskSectionId = (taskId: number) => `task-${taskId}`;

/** The card's kind (default image) of a content type code. */
export function cardTypeOf(code: ContentTypeCode): ContentType {
  switch (code) {
    case '01':
    case '02':
    case '03':
      return 'video';
    case '04':
    case '05':
      return 'pdf';
    case '06':
    case '07':
      return 'web';
    case '08':
    case '09':
      return 'test';
    case '10':
      return 'activity';
  }
}

/** The header's counts: the mission's videoCount, testCount, webContentCount and activityCount. */
export const missionCounts = (mission: Mission): MissionContentCounts => ({
  videos: mission.videoCount,
  tests: mission.testCount,
  webContent: mission.webContentCount,
  activities: mission.activityCount,
});

/** The mission's operations in sequence order. */
export const operationsOf = (list: ContentList, missionId: number): Operation[] =>
  list.operations.filter((o) => o.missionId === missionId).sort((a, b) => a.sequenceNo - b.sequenceNo);

/**
 * The current operation: the one named in the address when it belongs to the mission, else the one with sequenceNo
 * 1 (else the lowest), else none (a mission without operations).
 */
export function currentOperationOf(
  operations: Operation[],
  wanted: number | undefined,
): Operation | undefined {
  return (
    operations.find((o) => o.operationId === wanted) ??
    operations.find((o) => o.sequenceNo === 1) ??
    operations[0]
  );
}

/** The operations list: progress from GetUserProgress (the content list's own until that answers). */
export function operationItems(
  operations: Operation[],
  progress: UserProgress | undefined,
  currentId: number | undefined,
): MissionOperationItem[] {
  const completion = new Map(progress?.operations.map((o) => [o.operationId, o.progress]));
  return operations.map((o) => ({
    operationId: o.operationId,
    name: o.operationDisplayName,
    imageUrl: o.imageUrl || null,
    progress: completion.get(o.operationId) ?? o.progress,
    current: o.operationId === currentId || undefined,
  }));
}

/** What blocks content: the location's flags (missing flags lock nothing) and an expired trial. */
export interface ContentLocks {
  flags: Partial<LocationContentStatus> | null | undefined;
  trialOver: boolean;
}

export const isLocked = (content: Pick<Content, 'contentTypeCode'>, locks: ContentLocks) =>
  locks.trialOver || isContentLocked(content.contentTypeCode, locks.flags);

const cardOf = (content: Content, locks: ContentLocks): MissionContentItem => ({
  contentId: content.contentId,
  name: content.contentDisplayName,
  contentType: cardTypeOf(content.contentTypeCode),
  imageUrl: content.imageUrl || null,
  durationSeconds: content.time,
  points: content.points,
  completed: content.progress.accessCount > 0,
  locked: isLocked(content, locks),
});

/**
 * The lock map keyed by heading (ADR 0050): a heading is locked when it has contents and the location locks the
 * kind of every one of them. An expired trial locks the cards, not the headings, so the student still sees what
 * buying opens.
 */
export function lockMap(
  sections: { id: string; contents: Pick<Content, 'contentTypeCode'>[] }[],
  flags: ContentLocks['flags'],
): Record<string, boolean> {
  return Object.fromEntries(
    sections.map((s) => [
      s.id,
      s.contents.length > 0 && s.contents.every((c) => isContentLocked(c.contentTypeCode, flags)),
    ]),
  );
}

/**
 * The current operation's accordion entries: "Introduction" (its contents with no task) when there are any, then
 * one per task of the operation titled with taskDisplayName, each with its cards.
 */
export function topicSections(
  list: ContentList,
  operationId: number | undefined,
  locks: ContentLocks,
): MissionTopicSection[] {
  if (operationId === undefined) return [];
  const contents = list.questContents.filter((c) => c.operationId === operationId);
  const raw = [
    { id: INTRO_SECTION_ID, title: 'Introduction', contents: contents.filter((c) => c.taskId === null) },
  ].filter((s) => s.contents.length > 0);
  for (const task of list.tasks.filter((t) => t.operationId === operationId)) {
    raw.push({
      id: taskSectionId(task.taskId),
      title: task.taskDisplayName,
      contents: contents.filter((c) => c.taskId === task.taskId),
    });
  }
  const locked = lockMap(raw, locks.flags);
  return raw.map((s) => ({
    id: s.id,
    title: s.title,
    locked: locked[s.id] || undefined,
    contents: s.contents.map((c) => cardOf(c, locks)),
  }));
}

/**
 * The entry open when the operation shows: the one holding the item in the address (a video playing), else the
 * first that is not locked — the introduction when there is one, otherwise the first task.
 */
export function defaultOpenSection(sections: MissionTopicSection[], contentId?: number): string | null {
  const holding = contentId
    ? sections.find((s) => !s.locked && s.contents.some((c) => c.contentId === contentId))
    : undefined;
  return (holding ?? sections.find((s) => !s.locked))?.id ?? null;
}

/** What pressing a content card does. */
export type ContentAction =
  /** Locked (location or trial): nothing opens and no access is posted; the press explains why — a trial reopens
   * "Trial Expired", a location lock opens LockedDialog with the kind (ADR 0113). */
  | { kind: 'blocked'; reason: 'trial' | 'location' }
  /** Audio/video on the web: plays in the page's player (its id goes into the address). */
  | { kind: 'playInline'; contentId: number }
  /** Any other item, or audio/video inside the native wrapper (/player): the route of its viewer. */
  | { kind: 'navigate'; href: string };

/** learning-app.md §2 "Content cards" routing and §6 locks. */
export function contentAction(
  content: Pick<Content, 'contentId' | 'contentTypeCode' | 'operationId'>,
  { locks, inWrapper, place }: { locks: ContentLocks; inWrapper: boolean; place: ContentPlace },
): ContentAction {
  if (locks.trialOver) return { kind: 'blocked', reason: 'trial' };
  if (isContentLocked(content.contentTypeCode, locks.flags)) return { kind: 'blocked', reason: 'location' };
  if (contentRoute(content.contentTypeCode).kind === 'inPage' && !inWrapper)
    return { kind: 'playInline', contentId: content.contentId };
  return { kind: 'navigate', href: contentHref(content, place) };
}

/**
 * The item the page's player shows: the address's content when it is audio/video of the current operation and
 * open to the student (never inside the wrapper, where audio/video has its own /player page).
 */
export function inlineContent(
  list: ContentList,
  {
    contentId,
    operationId,
    locks,
    inWrapper,
  }: {
    contentId: number | undefined;
    operationId: number | undefined;
    locks: ContentLocks;
    inWrapper: boolean;
  },
): Content | undefined {
  if (contentId === undefined || inWrapper) return undefined;
  const content = list.questContents.find((c) => c.contentId === contentId);
  if (!content || content.operationId !== operationId) return undefined;
  if (contentRoute(content.contentTypeCode).kind !== 'inPage' || isLocked(content, locks)) return undefined;
  return content;
}

/**
 * The item a direct link names (`contentId` in the address) when its kind is locked at the student's location: the
 * page explains it (LockedDialog) instead of silently not playing it (ADR 0113). An expired trial has its own
 * "Trial Expired" on arrival, so it is not repeated here.
 */
export function addressedLock(
  list: ContentList,
  contentId: number | undefined,
  locks: ContentLocks,
): { kind: ContentKind; name: string } | undefined {
  if (contentId === undefined || locks.trialOver) return undefined;
  const content = list.questContents.find((c) => c.contentId === contentId);
  if (!content || !isContentLocked(content.contentTypeCode, locks.flags)) return undefined;
  return { kind: contentKindOf(content.contentTypeCode), name: content.contentDisplayName };
}

/** The GO_CODERZ mission's page carries the masterclass area (ADR 0050). */
export const hasMasterclass = (mission: Pick<Mission, 'missionName'>) => mission.missionName === GO_CODERZ;

/** Which screen of ADR 0051 a route shows: the full mission page, or the current operation's topics only. */
export type MissionPageLayout = 'mission' | 'topics';

/** Everything the mission page view needs, from the loaded data and the address. */
export interface MissionPageModel {
  mission: Mission;
  operation: Operation | undefined;
  operations: MissionOperationItem[];
  sections: MissionTopicSection[];
  counts: MissionContentCounts;
  masterclass: boolean;
}

/** The page of `missionId` in `list` (undefined when the list has no such mission: a stale link). */
export function missionPage(
  list: ContentList,
  progress: UserProgress | undefined,
  place: { missionId: number; operationId?: number },
  locks: ContentLocks,
): MissionPageModel | undefined {
  const mission = list.missions.find((m) => m.missionId === place.missionId);
  if (!mission) return undefined;
  const ops = operationsOf(list, mission.missionId);
  const operation = currentOperationOf(ops, place.operationId);
  return {
    mission,
    operation,
    operations: operationItems(ops, progress, operation?.operationId),
    sections: topicSections(list, operation?.operationId, locks),
    counts: missionCounts(mission),
    masterclass: hasMasterclass(mission),
  };
}
