import { storeEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/**
 * GetRaymondProducts: the partner product list. A visitor asks without a user (ADR 0025); a student waits for
 * their user id (`undefined` while the current user loads) so the list is fetched once.
 */
export function useRaymondProducts(signedIn: boolean, userId: number | undefined) {
  const input = !signedIn ? { query: {} } : userId === undefined ? null : { query: { UserId: userId } };
  return useEndpoint(storeEndpoints.getRaymondProducts, input);
}
