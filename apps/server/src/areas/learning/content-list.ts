import { z } from 'zod';
import { contentGroupOf, type ContentList, type Marker, type ProgressSummary } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import {
  groupBy,
  groupCounts,
  questContentRows,
  questPoints,
  summarize,
  type ContentRow,
} from './progress.ts';

/**
 * Pages on the content origin are stored with this prefix and resolved per response, because the origin is
 * known only once the server listens (docs/decisions/0019-learning-content-list-and-tool-token.md).
 */
export const CONTENT_ORIGIN_PREFIX = 'content-origin:';

export function resolveFileUrl(stored: string, contentOrigin: string): string {
  return stored.startsWith(CONTENT_ORIGIN_PREFIX)
    ? `${contentOrigin}${stored.slice(CONTENT_ORIGIN_PREFIX.length)}`
    : stored;
}

const storedMarkers = z.array(z.object({ time: z.number().nonnegative(), text: z.string() }));

/** Bookmarks of a video, with their place on the seek bar as a % of its length; [] for other types. */
export function markersOf(row: Pick<ContentRow, 'typeCode' | 'time' | 'markers'>): Marker[] {
  if (contentGroupOf(row.typeCode) !== 'av') return [];
  const parsed = storedMarkers.safeParse(row.markers);
  if (!parsed.success) return [];
  return parsed.data
    .filter((marker) => row.time <= 0 || marker.time <= row.time)
    .sort((a, b) => a.time - b.time)
    .map((marker) => ({
      time: marker.time,
      text: marker.text,
      position: row.time > 0 ? Math.round((marker.time / row.time) * 10_000) / 100 : 0,
    }));
}

interface MissionRow {
  missionId: number;
  missionName: string;
  missionDisplayName: string;
  missionDescription: string;
  isAcademic: boolean;
  hasOnlineSession: boolean;
}

interface OperationRow {
  operationId: number;
  missionId: number;
  operationDisplayName: string;
  sequenceNo: number;
  imageUrl: string;
}

interface TaskRow {
  taskId: number;
  operationId: number;
  taskDisplayName: string;
}

export async function questMissions(db: AppDeps['db'], questId: number): Promise<MissionRow[]> {
  return db.query<MissionRow>(
    `select id as "missionId", name as "missionName", display_name as "missionDisplayName",
            description as "missionDescription", is_academic as "isAcademic",
            has_online_session as "hasOnlineSession"
       from missions where quest_id = $1 order by sequence_no, id`,
    [questId],
  );
}

export async function questOperations(db: AppDeps['db'], questId: number): Promise<OperationRow[]> {
  return db.query<OperationRow>(
    `select o.id as "operationId", o.mission_id as "missionId", o.display_name as "operationDisplayName",
            o.sequence_no as "sequenceNo", o.image_url as "imageUrl"
       from operations o join missions m on m.id = o.mission_id
      where m.quest_id = $1 order by m.sequence_no, m.id, o.sequence_no, o.id`,
    [questId],
  );
}

async function questTasks(db: AppDeps['db'], questId: number): Promise<TaskRow[]> {
  return db.query<TaskRow>(
    `select t.id as "taskId", t.operation_id as "operationId", t.display_name as "taskDisplayName"
       from tasks t join operations o on o.id = t.operation_id join missions m on m.id = o.mission_id
      where m.quest_id = $1 order by m.sequence_no, m.id, o.sequence_no, o.id, t.sequence_no, t.id`,
    [questId],
  );
}

/** The quest's missions, operations, tasks and contents with the user's progress (GetContentList). */
export async function buildContentList(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: number,
  questId: number,
  isTrialOver: boolean,
): Promise<ContentList> {
  const { db } = deps;
  const [missions, operations, tasks, rows, totalPoints] = await Promise.all([
    questMissions(db, questId),
    questOperations(db, questId),
    questTasks(db, questId),
    questContentRows(db, userId, questId),
    questPoints(db, userId, questId),
  ]);
  const byMission = groupBy(rows, (row) => row.missionId);
  const byOperation = groupBy(rows, (row) => row.operationId);
  const origin = deps.config.origins.content;

  return {
    missions: missions.map((mission) => {
      const items = byMission.get(mission.missionId) ?? [];
      const summary: ProgressSummary = summarize(items);
      return {
        ...mission,
        points: summary.totalPoints,
        ...groupCounts(items),
        totalTime: items.reduce((sum, item) => sum + item.time, 0),
        progress: summary.progress,
      };
    }),
    operations: operations.map((operation) => {
      const items = byOperation.get(operation.operationId) ?? [];
      return { ...operation, ...groupCounts(items), progress: summarize(items).progress };
    }),
    tasks,
    questContents: rows.map((row) => ({
      contentId: row.contentId,
      contentDisplayName: row.displayName,
      contentTypeCode: row.typeCode,
      fileUrl: resolveFileUrl(row.fileUrl, origin),
      imageUrl: row.imageUrl,
      htmlContent: row.htmlContent,
      time: row.time,
      points: row.points,
      testCode: row.testCode,
      operationId: row.operationId,
      taskId: row.taskId,
      accessDuration: row.accessDuration,
      pointCardSatus:
        row.accessCount > 0
          ? {
              contentId: row.contentId,
              points: row.points,
              earnedPoints: row.pointsEarned,
              isFirstAccess: row.accessCount === 1,
              accessCount: row.accessCount,
              totalPoints,
            }
          : null,
      progress: { accessCount: row.accessCount },
      markers: markersOf(row),
    })),
    isTrialOver,
  };
}
