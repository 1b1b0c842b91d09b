import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../../app.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How long a learning-tool token opens the tool (ADR 0019). */
export const LEARNING_TOOL_TOKEN_TTL_MS = 10 * 60_000;

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new short-lived token for the external learning tool; only its hash is stored. */
export async function issueLearningToolToken(
  { db, clock }: Deps,
  userId: number,
  questId: number,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = clock.now();
  await db.query('delete from learning_tool_tokens where expires_at <= $1', [now]);
  await db.query(
    `insert into learning_tool_tokens (token_hash, user_id, quest_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [hash(token), userId, questId, now, new Date(now.getTime() + LEARNING_TOOL_TOKEN_TTL_MS)],
  );
  return token;
}

/**
 * Used by the content origin's learning-tool stand-in: the user and quest a token was issued for, or null when
 * it is unknown or expired (by the server's clock). A token works any number of times until it expires.
 */
export async function verifyLearningToolToken(
  { db, clock }: Deps,
  token: string,
): Promise<{ userId: number; questId: number } | null> {
  if (!token) return null;
  const [row] = await db.query<{ userId: number; questId: number }>(
    `select user_id as "userId", quest_id as "questId" from learning_tool_tokens
      where token_hash = $1 and expires_at > $2`,
    [hash(token), clock.now()],
  );
  return row ?? null;
}
