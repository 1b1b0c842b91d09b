import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

/** Writes whose repeat under a new key is a duplicate; a rating set twice to the same value is a real repeat. */
export const DUPLICATE_COUNTED_SCOPES = ['sendContentAccess', 'sendTestAttempt'] as const;

export interface IdempotencyCounts {
  /** Idempotency-Keys claimed (writes applied). */
  keys: number;
  /** Repeats of a claimed key, answered with the first answer and not applied again. */
  replays: number;
  /** Keys beyond the first carrying the same body for the same user and call (DUPLICATE_COUNTED_SCOPES). */
  duplicateWrites: number;
}

export async function idempotencyCounts(db: AppDeps['db']): Promise<IdempotencyCounts> {
  const [totals] = await db.query<{ keys: number; replays: number }>(
    'select count(*)::int as keys, coalesce(sum(replays), 0)::int as replays from idempotency_keys',
  );
  const [duplicates] = await db.query<{ duplicates: number }>(
    `select coalesce(sum(copies - 1), 0)::int as duplicates from (
       select count(*) as copies from idempotency_keys
       where body_hash is not null and split_part(scope, ':', 1) = any($1::text[])
       group by scope, body_hash
       having count(*) > 1
     ) repeated`,
    [[...DUPLICATE_COUNTED_SCOPES]],
  );
  return {
    keys: totals?.keys ?? 0,
    replays: totals?.replays ?? 0,
    duplicateWrites: duplicates?.duplicates ?? 0,
  };
}

/**
 * Test runs only (NODE_ENV=test; 404 otherwise): GET /__test/idempotency answers {@link IdempotencyCounts}, which
 * the end-to-end run prints and fails on when a write was applied twice (ADR 0090).
 */
export function testIdempotencyRoutes(app: Hono, deps: AppDeps, env: NodeJS.ProcessEnv = process.env): void {
  app.get('/__test/idempotency', async (c) => {
    if (env.NODE_ENV !== 'test' || deps.config.production) return c.json({ error: 'Not found' }, 404);
    return c.json(await idempotencyCounts(deps.db));
  });
}
