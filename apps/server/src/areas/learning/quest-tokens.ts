import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../deps.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Short-lived random tokens that stand for one student and one quest where no bearer goes: the learning tool's
 * link (ADR 0019) and the grants in content file addresses (ADR 0105). Only a hash is stored; expired rows are
 * dropped as new ones are made.
 */
export type QuestTokenTable = 'learning_tool_tokens' | 'content_grants';

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new token of `userId` for `questId`, good for `ttlMs` by the server's clock. */
export async function issueQuestToken(
  { db, clock }: Deps,
  table: QuestTokenTable,
  ttlMs: number,
  userId: number,
  questId: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db.query(`delete from ${table} where expires_at <= $1`, [now]);
  await db.query(
    `insert into ${table} (token_hash, user_id, quest_id, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [hash(token), userId, questId, now, new Date(now.getTime() + ttlMs)],
  );
  return token;
}

/** The student (not deleted) and quest of a live token; null when it is unknown or has expired. */
export async function findQuestToken(
  { db, clock }: Deps,
  table: QuestTokenTable,
  token: string,
): Promise<{ userId: number; questId: number } | null> {
  if (!token) return null;
  const [row] = await db.query<{ userId: number; questId: number }>(
    `select t.user_id as "userId", t.quest_id as "questId" from ${table} t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.expires_at > $2 and not u.is_deleted`,
    [hash(token), clock.now()],
  );
  return row ?? null;
}
