import { createHash } from 'node:crypto';
import type { AppDeps } from '../deps.ts';

// Same hash as sessions.ts (kept private there): sha256, base64url.
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Signs the user out everywhere except the session of `keepToken` (after a password change). */
export async function revokeOtherSessions(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
  keepToken: string,
): Promise<void> {
  await db.query(
    `update sessions set revoked_at = $3
      where user_id = $1 and token_hash <> $2 and revoked_at is null`,
    [userId, tokenHash(keepToken), clock.now()],
  );
}

/** Signs the user out everywhere (after a password reset). */
export async function revokeAllSessions(
  { db, clock }: Pick<AppDeps, 'db' | 'clock'>,
  userId: number,
): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [
    userId,
    clock.now(),
  ]);
}
