import type { ShareContent } from '../../../platform/native-bridge';
import type { TrialSchedule } from '@quest/api';
import { formatDate, formatTime, sessionDateParts } from '@quest/design-system/format';
import type { LiveClassStatus } from '@quest/flows';

/**
 * The invite a learner sends a friend for a session (store-and-assessment.md §7: "a share text that invites a friend
 * to a session"): the session, the mission, its day and time in India, and the web link to join (or, once it is
 * over, to watch the recording).
 */
export function sessionInvite(
  session: Pick<TrialSchedule, 'scheduleName' | 'startTime' | 'joinLink'>,
  missionName: string,
  status: LiveClassStatus,
): ShareContent {
  const start = new Date(session.startTime);
  const weekday = sessionDateParts(start)?.weekday;
  const when = [weekday, formatDate(start)].filter(Boolean).join(', ');
  const text =
    status === 'recording'
      ? `Watch the recording of "${session.scheduleName}" (${missionName}) on Quest.`
      : `Join me at the live session "${session.scheduleName}" (${missionName}) on ${when} at ${formatTime(start)} IST.`;
  return { title: missionName, text, url: session.joinLink || undefined };
}
