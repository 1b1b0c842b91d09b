import { useSyncExternalStore } from 'react';
import { mergeCarts } from '@quest/flows';
import { storeEndpoints } from '@quest/api';
import { useServices } from '../../../app/services';
import { useEndpoint } from '../../../data/use-endpoint';
import { useCurrentUser } from '../../../data/current-user';
import { createGuestCart, guestCartVersion, subscribeGuestCart } from './guest-cart';

/**
 * How many items the cart holds (the cart icon's badge): the local guest cart for a visitor; for a student the
 * server cart plus any guest items not merged yet (they merge on the next cart load, ADR 0069).
 */
export function useCartCount(): number {
  const { session } = useServices();
  const guestCart = createGuestCart(session);
  useSyncExternalStore(subscribeGuestCart, guestCartVersion);
  const user = useCurrentUser();
  const userId = user.data?.userId;
  const cart = useEndpoint(
    storeEndpoints.getCartDetails,
    userId !== undefined ? { query: { UserId: userId } } : null,
  );
  const local = guestCart.read();
  if (!session.isSignedIn()) return local.length;
  return mergeCarts(cart.data?.cartList ?? [], local).length;
}
