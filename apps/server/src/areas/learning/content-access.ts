import type { ContentTypeCode, PointCardStatus } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { requireContentEntitlement } from './entitlement.ts';
import { requireKindOpen } from './location.ts';
import { questPoints } from './progress.ts';
import { requireContent, requireHeldQuest, TRIAL_EXPIRED_MESSAGE } from './quests.ts';

/** Access is logged only when the duration exceeds 1 s (learning-app.md §5, §9). */
export const MIN_ACCESS_SECONDS = 1;
/** A longer duration is a client error (a day is far above any content). */
export const MAX_ACCESS_SECONDS = 24 * 60 * 60;
/**
 * A first access earns its points only when the server saw the content open this long before it (the spec's
 * "more than 10 seconds" viewer rule, measured on the server's clock; ADR 0106).
 */
export const OPEN_SECONDS_FOR_POINTS = 10;
/**
 * The most points a student earns in one day (UTC+05:30). Contents are worth 5-20 points for 2-15 minutes of
 * study, about 1-2 points a minute: 500 points is 6-8 hours of honest study, more than a school day allows
 * (ADR 0106). Accesses past it are still recorded for progress but earn nothing.
 */
export const DAILY_POINTS_CAP = 500;
/** Opens older than this are no longer kept: an access long after its open has nothing left to prove. */
const OPEN_KEEP_DAYS = 7;
const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** How first-access points are decided: measured by the server (every call) or granted (the demo seed's history). */
export type AwardRule = 'measured' | 'granted';

/** The content access record after validation (learning-app.md §3). */
export interface AccessRecord {
  userId: number;
  locationId: number;
  groupId: number;
  questId: number;
  contentId: number;
  contentTypeCode: ContentTypeCode;
  accessDate: string;
  accessDuration: string;
}

/**
 * Records that the student opened a content (OpenContent; ADR 0106), on the server's clock. The caller has checked
 * that the content exists and its quest is held. Old opens of the student are dropped.
 */
export async function recordContentOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  contentId: number,
): Promise<Date> {
  const now = deps.clock.now();
  await deps.db.query('insert into content_opens (user_id, content_id, opened_at) values ($1, $2, $3)', [
    userId,
    contentId,
    now,
  ]);
  await deps.db.query('delete from content_opens where user_id = $1 and opened_at < $2', [
    userId,
    new Date(now.getTime() - OPEN_KEEP_DAYS * DAY_MS),
  ]);
  return now;
}

/**
 * OpenContent (ADR 0106): the content must be of the quest named and the quest held with a live trial; then the
 * open is recorded on the server's clock.
 */
export async function openContent(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  questId: number,
  contentId: number,
): Promise<Date> {
  // Held quest, live trial and a kind open for the student's location (ADR 0105), as for the content itself.
  const content = await requireContentEntitlement(deps, userId, contentId);
  if (content.questId !== questId) throw fail(422, 'The content does not belong to this quest.');
  return recordContentOpen(deps, userId, contentId);
}

/**
 * Whether the server saw this content open long enough before `now`: an open of it at least
 * OPEN_SECONDS_FOR_POINTS earlier with no open of another content in those seconds (a student studies one content
 * at a time, so twenty contents opened together do not each count their seconds).
 */
export async function openLongEnough(db: Db, userId: number, contentId: number, now: Date): Promise<boolean> {
  const [row] = await db.query<{ ok: boolean }>(
    `select exists (
       select 1 from content_opens o
        where o.user_id = $1 and o.content_id = $2
          and o.opened_at <= $3::timestamptz - make_interval(secs => $4)
          and not exists (
            select 1 from content_opens n
             where n.user_id = $1 and n.content_id <> $2
               and n.opened_at > o.opened_at and n.opened_at < o.opened_at + make_interval(secs => $4))
     ) as ok`,
    [userId, contentId, now, OPEN_SECONDS_FOR_POINTS],
  );
  return row?.ok === true;
}

/** The start of `at`'s day in UTC+05:30 (the product's day), as an instant. */
export function istDayStart(at: Date): Date {
  const local = at.getTime() + IST_OFFSET_MS;
  return new Date(local - (local % DAY_MS) - IST_OFFSET_MS);
}

/** Points the student earned (in any quest) on `at`'s day in UTC+05:30. */
export async function pointsEarnedOnDay(db: Db, userId: number, at: Date): Promise<number> {
  const start = istDayStart(at);
  const [row] = await db.query<{ total: number }>(
    `select coalesce(sum(points_earned), 0)::int as total from user_content_progress
      where user_id = $1 and points_earned > 0 and points_earned_at >= $2 and points_earned_at < $3`,
    [userId, start, new Date(start.getTime() + DAY_MS)],
  );
  return row?.total ?? 0;
}

/**
 * Records one access (SendContentAccess; ADR 0018, ADR 0106). Every access is recorded: accessCount goes up and
 * its seconds are added, so progress counts it. A content's points are earned once, by the first access the
 * server can vouch for: the server saw the content open at least OPEN_SECONDS_FOR_POINTS before (openLongEnough),
 * and the student's points today stay within DAILY_POINTS_CAP. The operation, mission and quest points follow
 * (they are derived, ADR 0016). The point card's earnedPoints are the points this access earned.
 * Run inside a transaction (the idempotent binder gives one; a nested call is a savepoint).
 */
export async function recordContentAccess(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  record: AccessRecord,
  rule: AwardRule = 'measured',
): Promise<PointCardStatus> {
  const seconds = Number(record.accessDuration);
  if (!(seconds > MIN_ACCESS_SECONDS)) {
    throw fail(422, 'Access is logged only when the duration exceeds 1 second.');
  }
  if (seconds > MAX_ACCESS_SECONDS) {
    throw fail(422, `accessDuration must be at most ${MAX_ACCESS_SECONDS} seconds.`);
  }
  const content = await requireContent(deps.db, record.contentId);
  if (content.questId !== record.questId) throw fail(422, 'The content does not belong to this quest.');
  if (content.typeCode !== record.contentTypeCode) {
    throw fail(422, 'contentTypeCode does not match the content.');
  }
  const quest = await requireHeldQuest(deps, record.userId, record.questId);
  if (quest.isTrialOver) throw fail(403, TRIAL_EXPIRED_MESSAGE);
  await requireKindOpen(deps.db, record.userId, content.typeCode as ContentTypeCode);

  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // One award at a time per student, so parallel accesses cannot all fit under the daily cap.
    await tx.query('select id from users where id = $1 for update', [record.userId]);
    const wholeSeconds = Math.max(MIN_ACCESS_SECONDS, Math.round(seconds));
    await tx.query(
      `insert into content_access (user_id, quest_id, content_id, content_type_code, location_id, group_id,
                                   access_date, access_duration, recorded_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        record.userId,
        record.questId,
        record.contentId,
        record.contentTypeCode,
        record.locationId,
        record.groupId,
        record.accessDate,
        wholeSeconds,
        now,
      ],
    );
    const [progress] = await tx.query<{ accessCount: number; pointsEarned: number }>(
      `insert into user_content_progress
         (user_id, content_id, access_count, access_duration, points_earned, first_accessed_at, last_accessed_at)
       values ($1, $2, 1, $3, 0, $4, $4)
       on conflict (user_id, content_id) do update
         set access_count = user_content_progress.access_count + 1,
             access_duration = user_content_progress.access_duration + excluded.access_duration,
             last_accessed_at = excluded.last_accessed_at
       returning access_count as "accessCount", points_earned as "pointsEarned"`,
      [record.userId, record.contentId, wholeSeconds, now],
    );
    let earnedPoints = 0;
    if (
      progress!.pointsEarned === 0 &&
      content.points > 0 &&
      (rule === 'granted' || (await openLongEnough(tx, record.userId, record.contentId, now))) &&
      (await pointsEarnedOnDay(tx, record.userId, now)) + content.points <= DAILY_POINTS_CAP
    ) {
      await tx.query(
        `update user_content_progress set points_earned = $3, points_earned_at = $4
          where user_id = $1 and content_id = $2 and points_earned = 0`,
        [record.userId, record.contentId, content.points, now],
      );
      earnedPoints = content.points;
    }
    return {
      contentId: record.contentId,
      points: content.points,
      earnedPoints,
      isFirstAccess: progress!.accessCount === 1,
      accessCount: progress!.accessCount,
      totalPoints: await questPoints(tx, record.userId, record.questId),
    };
  });
}

/** "YYYY-MM-DD HH:mm:ss" at the fixed UTC+05:30 offset (learning-app.md §9). */
export function istTimestamp(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
