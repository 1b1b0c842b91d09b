import type { ContentRating, RatingValue } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db.ts';

/** Likes, dislikes, views (all users' accesses) and this user's own rating of a content. */
export async function ratingSummary(db: Db, contentId: number, userId: number): Promise<ContentRating> {
  const [counts] = await db.query<{ likeCount: number; disLikeCount: number }>(
    `select count(*) filter (where rating = 5)::int as "likeCount",
            count(*) filter (where rating = 0)::int as "disLikeCount"
       from content_ratings where content_id = $1`,
    [contentId],
  );
  const [views] = await db.query<{ viewCount: number }>(
    'select coalesce(sum(access_count), 0)::int as "viewCount" from user_content_progress where content_id = $1',
    [contentId],
  );
  const [mine] = await db.query<{ rating: number }>(
    'select rating from content_ratings where content_id = $1 and user_id = $2',
    [contentId, userId],
  );
  return {
    likeCount: counts?.likeCount ?? 0,
    disLikeCount: counts?.disLikeCount ?? 0,
    viewCount: views?.viewCount ?? 0,
    myRating: mine ? (mine.rating as RatingValue) : null,
  };
}

/** One rating per user and content: setting it again replaces it (a like → dislike moves the count). */
export async function setRating(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  contentId: number,
  rating: RatingValue,
): Promise<void> {
  await db.query(
    `insert into content_ratings (user_id, content_id, rating, rated_at) values ($1, $2, $3, $4)
     on conflict (user_id, content_id) do update
       set rating = excluded.rating,
           rated_at = case when content_ratings.rating = excluded.rating then content_ratings.rated_at
                           else excluded.rated_at end`,
    [userId, contentId, rating, clock.now()],
  );
}
