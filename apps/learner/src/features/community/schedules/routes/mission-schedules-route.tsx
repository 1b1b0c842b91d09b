import { useNavigate, useSearchParams } from 'react-router';
import {
  MissionSchedulesView,
  type ScheduleOperationItem,
  type ScheduleSessionItem,
} from '@quest/design-system';
import type { TrialSchedule } from '@quest/api';
import { useServices } from '../../../../app/services';
import { refusalMessage } from '../../../../data/refusal';
import { useToast } from '../../../../app/toast';
import { paths } from '../../../../routes/paths';
import { useCurrentUser } from '../../../../data/current-user';
import { readContentPlace } from '../../../../data/content-links';
import {
  openScheduleLink,
  outdatedKeys,
  scheduleStatus,
  useRefetchWhenOutdated,
} from '../../live-classes/schedule-status';
import { useServerNow } from '../../live-classes/server-clock';
import { useTrialSchedules } from '../data/use-trial-schedules';
import { sessionInvite } from '../session-invite';

/** Toast time of sharing (learning-app.md §9: "share and query 2 s"). */
const SHARE_TOAST_MS = 2_000;

/** Shown when the address names no mission (a stale or hand-made link): nothing to retry. */
const NO_MISSION_MESSAGE = 'No mission was chosen. Go back and pick one from your missions.';

const sessionKey = (session: TrialSchedule, index: number) => `${index}-${session.startTime}`;

/**
 * Mission schedules (/missions-schedules?questId&missionId): the mission's sessions with the status button on the
 * server's clock (ticking every second) and Share (an invite through the bridge, or the Web Share API / clipboard on
 * the web), then its operations as tiles that open /topics at that operation. Back goes to /home.
 */
export function Component() {
  const { bridge } = useServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const [search] = useSearchParams();
  const { questId, missionId } = readContentPlace(search);
  const user = useCurrentUser();
  const schedules = useTrialSchedules(user.data?.userId, missionId);
  const clock = useServerNow();

  const result = schedules.data?.scheduleDataResult;
  const missionName = result?.mission.missionDisplayName ?? '';
  const items = (result?.schedules ?? []).map((session, index) => ({
    key: sessionKey(session, index),
    session,
    status: scheduleStatus(session, clock),
  }));
  useRefetchWhenOutdated(
    outdatedKeys(items.map(({ key, status, session }) => ({ key, status, type: session.type }))),
    schedules.retry,
  );

  const sessions: ScheduleSessionItem[] = items.map(({ key, session, status }) => ({
    id: key,
    sessionName: session.scheduleName,
    start: new Date(session.startTime),
    durationMinutes: session.duration,
    status,
  }));
  const operations: ScheduleOperationItem[] = (result?.operations ?? []).map((operation) => ({
    operationId: operation.operationId,
    name: operation.operationDisplayName,
    imageUrl: operation.operationB64 || operation.imageUrl || null,
  }));

  const itemOf = (id: string) => items.find((item) => item.key === id);
  const open = (id: string) => {
    const item = itemOf(id);
    if (item) openScheduleLink(bridge, item.session);
  };
  const share = async (id: string) => {
    const item = itemOf(id);
    if (!item) return;
    const outcome = await bridge.share(sessionInvite(item.session, missionName, item.status));
    if (outcome === 'copied') {
      showToast({ message: 'Invite copied.', type: 'success', durationMs: SHARE_TOAST_MS });
    } else if (outcome === 'unavailable') {
      showToast({ message: 'Sharing is not available here.', type: 'error', durationMs: SHARE_TOAST_MS });
    }
  };
  const selectOperation = (operationId: number) => {
    if (questId === undefined || missionId === undefined) return;
    void navigate(paths.topics.getHref({ questId, missionId, operationId }));
  };

  const missing = missionId === undefined;
  // A refusal (403: the quest is not the student's, or its trial is over) is locked, never Try again (ADR 0105).
  const refused = schedules.data ? undefined : refusalMessage(schedules.error);
  const state = refused
    ? 'locked'
    : missing || user.state === 'failed'
      ? 'failed'
      : user.state === 'loading'
        ? 'loading'
        : schedules.state;
  return (
    <MissionSchedulesView
      state={state}
      missionName={missionName || undefined}
      sessions={sessions}
      operations={operations}
      errorMessage={refused ?? (missing ? NO_MISSION_MESSAGE : undefined)}
      onBack={() => void navigate(paths.home.getHref(questId === undefined ? undefined : { questId }))}
      onJoin={open}
      onViewRecording={open}
      onShare={(id) => void share(id)}
      onSelectOperation={selectOperation}
      onRetry={missing ? undefined : user.state === 'failed' ? user.retry : schedules.retry}
    />
  );
}
