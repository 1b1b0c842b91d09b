import type { ChartBar, ProgressQuestSummary } from '@quest/design-system';
import type { UserProgress } from '@quest/api';

/** The query parameter of /home/dashboard that holds the chosen mission (ADR 0058). */
export const MISSION_PARAM = 'missionId';

/** The progress dashboard's charts, from GetUserProgress alone (it carries names, order and every percentage). */
export interface ProgressCharts {
  quest: ProgressQuestSummary;
  missions: ChartBar[];
  /** The chosen mission's id: the one in the address when the quest has it, else the first mission. */
  selectedMissionId: string | undefined;
  /** The chosen mission's operations, by sequence number. */
  operations: ChartBar[];
}

/** 100 − completed, to two decimals (100 − 33.33 is 66.67, not 66.67000000000002). */
const remainderOf = (completed: number) => Math.round((100 - completed) * 100) / 100;

/**
 * The dashboard's chart data: the quest's completed and remaining share and its Watch/Think/Solve/Play completion,
 * one bar per mission in the server's order, and the operations of the chosen mission (`chosen` is the address's
 * mission id; an unknown or missing one picks the first mission). Values are GetUserProgress's percentages as
 * sent (two decimals); nothing is recomputed here.
 */
export function progressCharts(progress: UserProgress, chosen: string | null): ProgressCharts {
  const { quest } = progress;
  const missions = progress.missions.map((m) => ({
    id: String(m.missionId),
    label: m.missionDisplayName,
    value: m.progress,
  }));
  const selected = missions.find((m) => m.id === chosen) ?? missions[0];
  const operations = progress.operations
    .filter((o) => String(o.missionId) === selected?.id)
    .sort((a, b) => a.sequenceNo - b.sequenceNo)
    .map((o) => ({ id: String(o.operationId), label: o.operationDisplayName, value: o.progress }));
  return {
    quest: {
      completed: quest.progress,
      remaining: remainderOf(quest.progress),
      watch: quest.kindProgress.Watch,
      think: quest.kindProgress.Think,
      solve: quest.kindProgress.Solve,
      play: quest.kindProgress.Play,
    },
    missions,
    selectedMissionId: selected?.id,
    operations,
  };
}
