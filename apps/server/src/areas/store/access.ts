import type { Context } from 'hono';
import type { AnyEndpoint } from '@quest/api';
import type { AppDeps } from '../../app.ts';
import { fail } from '../../contract.ts';
import { userFromBearer, type SessionUser } from '../../identity/sessions.ts';

/**
 * Catalogue reads are open to visitors (ADR 0025): the contract marks them `bearer` so the app sends its token
 * when it has one, and the server binds them as public and reads the token itself. No token: the visitor view.
 * A token that is present must be live (401 otherwise, so the app signs an expired session out as usual).
 */
export function publicRead<E extends AnyEndpoint>(endpoint: E): Omit<E, 'auth'> & { auth: 'none' } {
  return { ...endpoint, auth: 'none' };
}

export async function optionalUser(deps: AppDeps, c: Context): Promise<SessionUser | null> {
  const header = c.req.header('Authorization');
  if (!header?.trim()) return null;
  return userFromBearer(deps, header);
}

/**
 * Whose view a catalogue read answers with: null for a visitor (UserId absent or 0), else the signed-in user,
 * who may only ask for their own view.
 */
export async function viewerFor(
  deps: AppDeps,
  c: Context,
  userId: number | undefined,
): Promise<number | null> {
  const user = await optionalUser(deps, c);
  if (!userId) return null;
  if (!user) throw fail(401, 'Please sign in to continue.');
  if (user.userId !== userId) throw fail(403, 'You can only see your own catalogue.');
  return userId;
}

/** A student may only read or write their own data. */
export function requireSelf(user: SessionUser, userId: number): void {
  if (user.userId !== userId) throw fail(403, 'You can only act on your own account.');
}
