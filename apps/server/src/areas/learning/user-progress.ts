import type { UserProgress } from '@quest/api';
import type { Db } from '../../db.ts';
import { questMissions, questOperations } from './content-list.ts';
import { groupBy, questContentRows, summarize } from './progress.ts';

/** The user's progress in a quest, per mission and per operation (GetUserProgress; ADR 0016). */
export async function buildUserProgress(db: Db, userId: number, questId: number): Promise<UserProgress> {
  const [missions, operations, rows] = await Promise.all([
    questMissions(db, questId),
    questOperations(db, questId),
    questContentRows(db, userId, questId),
  ]);
  const byMission = groupBy(rows, (row) => row.missionId);
  const byOperation = groupBy(rows, (row) => row.operationId);
  return {
    questId,
    quest: summarize(rows),
    missions: missions.map((mission) => ({
      missionId: mission.missionId,
      missionName: mission.missionName,
      missionDisplayName: mission.missionDisplayName,
      isAcademic: mission.isAcademic,
      ...summarize(byMission.get(mission.missionId) ?? []),
    })),
    operations: operations.map((operation) => ({
      operationId: operation.operationId,
      missionId: operation.missionId,
      operationDisplayName: operation.operationDisplayName,
      sequenceNo: operation.sequenceNo,
      ...summarize(byOperation.get(operation.operationId) ?? []),
    })),
  };
}
