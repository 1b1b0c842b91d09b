import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { preloadProgressCharts, ProgressDashboardView } from '@quest/design-system';
import { useCurrentUser } from '../../../data/current-user';
import { useUserProgress } from '../../../data/content';
import { pickCurrentQuest, QUEST_PARAM } from '../../../data/current-quest';
import { MISSION_PARAM, progressCharts } from '../progress-model';

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : undefined);

/** The chart engines start loading with the route, while the progress is fetched (the charts load them anyway). */
const preloadCharts = () => void preloadProgressCharts().catch(() => undefined);

/**
 * Progress (/home/dashboard): the current quest's completion, its missions and the chosen mission's operations,
 * from GetUserProgress. The current quest follows the home dashboard (`?questId=`, else lastQuestAccessed, else
 * the first held quest); the chosen mission lives in `?missionId=` (ADR 0058), the first mission when absent.
 */
export function Component() {
  const [search, setSearch] = useSearchParams();
  const user = useCurrentUser();
  const quest = user.data ? pickCurrentQuest(user.data, search.get(QUEST_PARAM)) : null;
  const progress = useUserProgress(quest?.questId, user.data?.userId);
  const charts = progress.data ? progressCharts(progress.data, search.get(MISSION_PARAM)) : null;

  useEffect(preloadCharts, []);

  const state = user.state !== 'loaded' ? user.state : quest ? progress.state : 'loaded';
  const selectMission = (missionId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(MISSION_PARAM, missionId);
        return next;
      },
      { replace: true },
    );

  return (
    <ProgressDashboardView
      state={state}
      errorMessage={messageOf(user.error ?? progress.error)}
      onRetry={user.state === 'failed' ? user.retry : progress.retry}
      questName={quest?.questName ?? null}
      quest={charts?.quest}
      missions={charts?.missions}
      selectedMissionId={charts?.selectedMissionId}
      operations={charts?.operations}
      onSelectMission={selectMission}
    />
  );
}
