import { createHash, randomBytes } from 'node:crypto';
import type { AppDeps } from '../deps.ts';
import { ApiFailure } from '../failure.ts';

export interface SessionUser {
  userId: number;
  userName: string;
}

/** How long a sign-in lasts; QUEST_TOKEN_TTL_MINUTES overrides it. */
export function tokenTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const minutes = Number(env.QUEST_TOKEN_TTL_MINUTES ?? 12 * 60);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : 12 * 60) * 60_000;
}

/** Only a hash of the token is stored, so a copy of the database signs no one in. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function createSession({ db, clock }: AppDeps, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.query(
    'insert into sessions (token_hash, user_id, created_at, expires_at) values ($1, $2, $3, $4)',
    [tokenHash(token), userId, now, new Date(now.getTime() + tokenTtlMs())],
  );
  return token;
}

export async function revokeSession({ db, clock }: AppDeps, token: string): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [
    tokenHash(token),
    clock.now(),
  ]);
}

export function bearerToken(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The user behind a live session token, or a 401 the app answers by signing the student out. */
export async function userFromBearer(deps: AppDeps, header: string | undefined): Promise<SessionUser> {
  const token = bearerToken(header);
  if (!token) throw new ApiFailure(401, 'Please sign in to continue.');
  const [row] = await deps.db.query<SessionUser>(
    `select u.id as "userId", u.user_name as "userName"
       from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and not u.is_deleted`,
    [tokenHash(token), deps.clock.now()],
  );
  if (!row) throw new ApiFailure(401, 'Your session has expired. Please sign in again.');
  return row;
}
