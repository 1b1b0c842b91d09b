import { storeEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** GetProductCategory: the product catalogue (a visitor's view without a user, ADR 0025). */
export function useProductCategory(userId: number | undefined) {
  return useEndpoint(storeEndpoints.getProductCategory, { query: userId ? { UserId: userId } : {} });
}
