import { storeEndpoints } from '@quest/api';
import { useEndpoint } from '../../../../data/use-endpoint';

/** GetProductPlans: the plans of one product (the plans list); waits while no product is chosen. */
export function useProductPlans(productId: number | null) {
  return useEndpoint(
    storeEndpoints.getProductPlans,
    productId === null ? null : { query: { ProductId: productId } },
  );
}
