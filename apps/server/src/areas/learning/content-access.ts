import type { ContentTypeCode, PointCardStatus } from '@quest/api';
import type { AppDeps } from '../../app.ts';
import { fail } from '../../contract.ts';
import { requireKindOpen } from './location.ts';
import { questPoints } from './progress.ts';
import { requireContent, requireHeldQuest, TRIAL_EXPIRED_MESSAGE } from './quests.ts';

/** Access is logged only when the duration exceeds 1 s (learning-app.md §5, §9). */
export const MIN_ACCESS_SECONDS = 1;
/** A longer duration is a client error (a day is far above any content). */
export const MAX_ACCESS_SECONDS = 24 * 60 * 60;

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
 * Records one access (SendContentAccess; ADR 0018). The first access of a content (accessCount 0) earns its points
 * once — so the operation, mission and quest points and the counter of its type group go up, and the progress
 * percentages follow (they are derived, ADR 0016); every access increments accessCount and adds its seconds.
 * Run inside a transaction (the idempotent binder gives one; a nested call is a savepoint).
 */
export async function recordContentAccess(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  record: AccessRecord,
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
       values ($1, $2, 1, $3, $4, $5, $5)
       on conflict (user_id, content_id) do update
         set access_count = user_content_progress.access_count + 1,
             access_duration = user_content_progress.access_duration + excluded.access_duration,
             last_accessed_at = excluded.last_accessed_at
       returning access_count as "accessCount", points_earned as "pointsEarned"`,
      [record.userId, record.contentId, wholeSeconds, content.points, now],
    );
    const isFirstAccess = progress!.accessCount === 1;
    return {
      contentId: record.contentId,
      points: content.points,
      earnedPoints: isFirstAccess ? progress!.pointsEarned : 0,
      isFirstAccess,
      accessCount: progress!.accessCount,
      totalPoints: await questPoints(tx, record.userId, record.questId),
    };
  });
}

/** "YYYY-MM-DD HH:mm:ss" at the fixed UTC+05:30 offset (learning-app.md §9). */
export function istTimestamp(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}
