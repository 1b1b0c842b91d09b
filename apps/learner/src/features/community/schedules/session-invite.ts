import type { ShareContent } from '../../../platform/native-bridge';
import type { TrialSchedule } from '@quest/api';
import { questI18n } from '@quest/design-system';
import { formatDate, formatTime, sessionDateParts } from '@quest/design-system/format';
import type { LiveClassStatus } from '@quest/flows';

/** The invite's texts (ICU), in the sender's language. */
export const sessionInviteTexts = {
  recording: 'Watch the recording of "{session}" ({mission}) on Quest.',
  live: 'Join me at the live session "{session}" ({mission}) on {when} at {time} IST.',
} as const;

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
  const values = { session: session.scheduleName, mission: missionName, when, time: formatTime(start) };
  const text = questI18n.translate(
    status === 'recording' ? sessionInviteTexts.recording : sessionInviteTexts.live,
    values,
  );
  return { title: missionName, text, url: session.joinLink || undefined };
}
