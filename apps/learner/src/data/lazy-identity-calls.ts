import type { identityEndpoints } from '@quest/api';
import type { LazyEndpoint } from './use-endpoint';

/**
 * The identity and learning endpoints, loaded on first use: the sign-in screen paints without zod and the
 * contract's schemas, which arrive with its first request (ADR 0083). Screens that are not on `/` import
 * `@quest/api` directly.
 */
export const loadIdentityCalls = () => import('./identity-calls');

/**
 * The learning endpoints sign-in needs once the student is known (GetUserQuest, the CRM call), loaded apart from
 * identity's so the first calls wait for identity's schemas alone (ADR 0123).
 */
export const loadLearningCalls = () => import('./learning-calls');

type IdentityEndpoints = typeof identityEndpoints;

/** One identity endpoint for `useEndpoint`, loaded on its first request (its key is its verb name). */
export function lazyIdentityEndpoint<K extends keyof IdentityEndpoints>(
  name: K,
): LazyEndpoint<IdentityEndpoints[K]> {
  return { name, load: async () => (await loadIdentityCalls()).identityEndpoints[name] };
}
