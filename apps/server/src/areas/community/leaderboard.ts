import type { Leaderboard, SharedData } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { displayNameSql, requireQuest } from './access.ts';

/**
 * Points per learner in a quest: this area's own points (demo classmates) plus the points earned in the
 * learning area's progress (docs/decisions/0036-community-leaderboard-points.md).
 */
const scoresSql = `
  scores as (
    select s.user_id, sum(s.points)::int as score
      from (select user_id, points from community_leaderboard_points where quest_id = $1
            union all
            select user_id, points from community_progress_points($1)) s
     group by s.user_id
  )`;

/** Everyone in the quest (holders, classmates with points, anyone with progress), highest score first. */
export async function leaderboard(db: Db, questId: number): Promise<Leaderboard> {
  await requireQuest(db, questId);
  return db.query<Leaderboard[number]>(
    `with ${scoresSql},
     members as (
       select user_id from scores
       union
       select user_id from user_quests where quest_id = $1 and (is_assigned or is_on_trial)
     )
     select ${displayNameSql('u')} as name, coalesce(s.score, 0) as score
       from members m
       join users u on u.id = m.user_id and not u.is_deleted
       left join scores s on s.user_id = m.user_id
      order by score desc, name, u.id`,
    [questId],
  );
}

/** The learner's friends (with whether the learner shares with each) and the friends sharing with them. */
export async function sharedData(db: Db, userId: number, questId: number): Promise<SharedData> {
  await requireQuest(db, questId);
  const friendsList = await db.query<SharedData['friendsList'][number]>(
    `select f.friend_id as "userId", ${displayNameSql('u')} as name, coalesce(s.is_shared, false) as "isShared"
       from community_friends f
       join users u on u.id = f.friend_id and not u.is_deleted
       left join community_shares s on s.owner_id = f.user_id and s.friend_id = f.friend_id and s.quest_id = $2
      where f.user_id = $1
      order by name, f.friend_id`,
    [userId, questId],
  );
  const sharedList = await db.query<SharedData['sharedList'][number]>(
    `with ${scoresSql}
     select f.friend_id as "userId", ${displayNameSql('u')} as name, coalesce(sc.score, 0) as score
       from community_friends f
       join users u on u.id = f.friend_id and not u.is_deleted
       join community_shares s on s.owner_id = f.friend_id and s.friend_id = f.user_id and s.quest_id = $1
                              and s.is_shared
       left join scores sc on sc.user_id = f.friend_id
      where f.user_id = $2
      order by score desc, name, f.friend_id`,
    [questId, userId],
  );
  return { friendsList, sharedList };
}

/**
 * Turns sharing of the learner's status in a quest on or off for one friend (`friendId` is the payload's
 * `userId`; docs/decisions/0035-community-shared-data-payload.md).
 */
export async function setSharing(
  db: Db,
  ownerId: number,
  friendId: number,
  questId: number,
  isShared: boolean,
  now: Date,
): Promise<SharedData> {
  if (friendId === ownerId) throw fail(400, 'Choose a friend to share your status with.');
  await requireQuest(db, questId);
  const [friend] = await db.query(
    `select 1 from community_friends f join users u on u.id = f.friend_id and not u.is_deleted
      where f.user_id = $1 and f.friend_id = $2`,
    [ownerId, friendId],
  );
  if (!friend) throw fail(404, 'This learner is not in your friends list.');
  await db.query(
    `insert into community_shares (owner_id, friend_id, quest_id, is_shared, modified_at)
     values ($1, $2, $3, $4, $5)
     on conflict (owner_id, friend_id, quest_id) do update set is_shared = excluded.is_shared,
       modified_at = excluded.modified_at`,
    [ownerId, friendId, questId, isShared, now],
  );
  return sharedData(db, ownerId, questId);
}
