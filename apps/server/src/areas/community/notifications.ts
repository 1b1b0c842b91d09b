import type { NotificationAbout, NotificationList } from '@quest/api';
import type { Db } from '../../db.ts';
import { istMonthStart, istTimestamp } from './time.ts';

/**
 * The learner's notifications (their own and those for everyone) of one month in UTC+05:30, newest first.
 * Nothing dated after "now" shows, so a month after the current one is always empty. Each says what it is about
 * when it is about something the app can open (ADR 0116).
 */
export async function notificationsOfMonth(
  db: Db,
  userId: number,
  year: number,
  month: number,
  now: Date,
): Promise<NotificationList> {
  const from = istMonthStart(year, month);
  if (from.getTime() > now.getTime()) return { notificationList: [] };
  const rows = await db.query<{
    modifiedOn: Date;
    messageText: string;
    aboutKind: string | null;
    aboutMessageId: number | null;
  }>(
    `select modified_on as "modifiedOn", message_text as "messageText", about_kind as "aboutKind",
            about_message_id as "aboutMessageId"
       from community_notifications
      where (user_id = $1 or user_id is null) and modified_on >= $2 and modified_on < $3 and modified_on <= $4
      order by modified_on desc, id desc`,
    [userId, from, istMonthStart(year, month + 1), now],
  );
  return {
    notificationList: rows.map((row) => {
      const about = aboutOf(row.aboutKind, row.aboutMessageId);
      return {
        modifiedOn: istTimestamp(row.modifiedOn),
        messageText: row.messageText,
        ...(about ? { about } : {}),
      };
    }),
  };
}

/** What a stored notification is about (ADR 0116); a reply whose query is gone is about nothing any more. */
function aboutOf(kind: string | null, messageId: number | null): NotificationAbout | undefined {
  if (kind === 'liveClasses') return { kind };
  if (kind === 'queryReply' && messageId !== null) return { kind, messageId };
  return undefined;
}
