import { fail } from '../../contract.ts';
import type { SessionUser } from '../../identity/sessions.ts';

/**
 * Whose view a catalogue read answers with (ADR 0025): null for a visitor (UserId absent or 0), else the
 * signed-in user, who may only ask for their own view. Catalogue calls are `auth: 'optional'`, so `user` is
 * null when no token was sent and a dead token is already a 401.
 */
export function viewerFor(user: SessionUser | null, userId: number | undefined): number | null {
  if (!userId) return null;
  if (!user) throw fail(401, 'Please sign in to continue.');
  if (user.userId !== userId) throw fail(403, 'You can only see or change your own data.');
  return userId;
}
