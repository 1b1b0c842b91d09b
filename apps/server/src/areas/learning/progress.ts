import {
  contentGroupOf,
  contentKindOf,
  type ContentGroup,
  type ContentKind,
  type ContentTypeCode,
  type ProgressSummary,
} from '@quest/api';
import type { Db } from '../../db.ts';

/** Completed / total as a percentage to two decimals; a zero denominator gives 0 (learning-app.md §9). */
export function percent(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.round((part / whole) * 10_000) / 100;
}

/** One content of a quest with what this user has done with it. */
export interface ContentProgress {
  contentId: number;
  missionId: number;
  operationId: number;
  typeCode: ContentTypeCode;
  points: number;
  time: number;
  accessCount: number;
  accessDuration: number;
  pointsEarned: number;
}

/** A content row of a quest as the content list shows it, with the user's progress. */
export interface ContentRow extends ContentProgress {
  taskId: number | null;
  displayName: string;
  fileUrl: string;
  imageUrl: string;
  htmlContent: string;
  testCode: string | null;
  markers: unknown;
}

/** Every content of a quest, in order, with the user's access count, seconds and earned points. */
export async function questContentRows(db: Db, userId: number, questId: number): Promise<ContentRow[]> {
  return db.query<ContentRow>(
    `select c.id as "contentId", m.id as "missionId", o.id as "operationId", c.type_code as "typeCode",
            c.points, c.time, c.task_id as "taskId", c.display_name as "displayName", c.file_url as "fileUrl",
            c.image_url as "imageUrl", c.html_content as "htmlContent", c.test_code as "testCode", c.markers,
            coalesce(p.access_count, 0) as "accessCount",
            coalesce(p.access_duration, 0) as "accessDuration",
            coalesce(p.points_earned, 0) as "pointsEarned"
       from contents c
       join operations o on o.id = c.operation_id
       join missions m on m.id = o.mission_id
       left join tasks t on t.id = c.task_id
       left join user_content_progress p on p.content_id = c.id and p.user_id = $1
      where m.quest_id = $2
      order by m.sequence_no, m.id, o.sequence_no, o.id, t.sequence_no nulls first, t.id nulls first,
               c.sequence_no, c.id`,
    [userId, questId],
  );
}

/** The user's earned points in a quest (each content's points count once, from its first access). */
export async function questPoints(db: Db, userId: number, questId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    `select coalesce(sum(p.points_earned), 0)::int as total
       from user_content_progress p
       join contents c on c.id = p.content_id
       join operations o on o.id = c.operation_id
       join missions m on m.id = o.mission_id
      where p.user_id = $1 and m.quest_id = $2`,
    [userId, questId],
  );
  return row?.total ?? 0;
}

const emptyGroups = (): Record<ContentGroup, number> => ({ av: 0, web: 0, test: 0, activity: 0 });
const emptyKinds = (): Record<ContentKind, number> => ({ Watch: 0, Think: 0, Solve: 0, Play: 0 });

/** Counts of a set of contents by type group (the spec's video/test/activity/web counts). */
export function groupCounts(items: readonly Pick<ContentProgress, 'typeCode'>[]) {
  const groups = emptyGroups();
  for (const item of items) groups[contentGroupOf(item.typeCode)] += 1;
  return {
    videoCount: groups.av,
    testCount: groups.test,
    activityCount: groups.activity,
    webContentCount: groups.web,
  };
}

/**
 * Progress of a quest, mission or operation: an item is completed once accessed; points are those earned by
 * first accesses; the counters count completed items by type group; progress = completed / total items.
 */
export function summarize(items: readonly ContentProgress[]): ProgressSummary {
  const done = emptyGroups();
  const all = emptyGroups();
  const kindDone = emptyKinds();
  const kindAll = emptyKinds();
  let points = 0;
  let totalPoints = 0;
  let completed = 0;
  for (const item of items) {
    const group = contentGroupOf(item.typeCode);
    const kind = contentKindOf(item.typeCode);
    all[group] += 1;
    kindAll[kind] += 1;
    totalPoints += item.points;
    if (item.accessCount > 0) {
      done[group] += 1;
      kindDone[kind] += 1;
      completed += 1;
      points += item.pointsEarned;
    }
  }
  return {
    points,
    avCount: done.av,
    testCount: done.test,
    activityCount: done.activity,
    webContentCount: done.web,
    progress: percent(completed, items.length),
    completedCount: completed,
    totalCount: items.length,
    totalPoints,
    totalAvCount: all.av,
    totalTestCount: all.test,
    totalActivityCount: all.activity,
    totalWebContentCount: all.web,
    kindProgress: {
      Watch: percent(kindDone.Watch, kindAll.Watch),
      Think: percent(kindDone.Think, kindAll.Think),
      Solve: percent(kindDone.Solve, kindAll.Solve),
      Play: percent(kindDone.Play, kindAll.Play),
    },
  };
}

/** Items grouped by a key, keeping the first-seen order. */
export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}
