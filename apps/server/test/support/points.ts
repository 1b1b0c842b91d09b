import type { Db } from '../../src/db.ts';

/**
 * Gives a user a quest with every content of it accessed once, so its points are earned (as SendContentAccess
 * would record them). Answers the quest's earned points.
 */
export async function studentWithQuestPoints(
  db: Db,
  userId: number,
  questId: number,
  at: Date,
): Promise<number> {
  await db.query(
    `insert into user_quests (user_id, quest_id, is_assigned, assigned_at) values ($1, $2, true, $3)
     on conflict (user_id, quest_id) do update set is_assigned = true`,
    [userId, questId, at],
  );
  const [row] = await db.query<{ total: number }>(
    `with earned as (
       insert into user_content_progress
              (user_id, content_id, access_count, access_duration, points_earned, first_accessed_at, last_accessed_at)
       select $1, c.id, 1, 30, c.points, $3, $3
         from contents c
         join operations o on o.id = c.operation_id
         join missions m on m.id = o.mission_id
        where m.quest_id = $2
       on conflict (user_id, content_id) do nothing
       returning points_earned)
     select coalesce(sum(points_earned), 0)::int as total from earned`,
    [userId, questId, at],
  );
  return row?.total ?? 0;
}
