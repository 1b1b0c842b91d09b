import type { Db } from '../db.ts';

/*
 * What the demo's notices are about (ADR 0116), so the app opens them. Reply notices are written with their query
 * (`replyNotices` in community.ts); after the community seeder has written its notices, a notice for everyone that
 * names the live classes is tagged as about the live classes. Other notices stay about nothing.
 */

/** Tags the seeded class notices; returns how many it tagged (none when run again). */
export async function linkNotifications(db: Db): Promise<{ liveClasses: number }> {
  const classes = await db.query<{ id: number }>(
    `update community_notifications
        set about_kind = 'liveClasses'
      where user_id is null and about_kind is null and message_text ~* '\\mlive class(es)?\\M'
      returning id`,
  );
  return { liveClasses: classes.length };
}
