import { isApiError, storeEndpoints, type ApiClient, type Cart, type CartItem } from '@quest/api';
import type { GuestCart } from './guest-cart';

/** The SWR key of GetCartDetails for a user (the badge and the cart share it). */
export const cartDetailsKey = (userId: number) =>
  [storeEndpoints.getCartDetails.name, { query: { UserId: userId } }] as const;

/** A guest item as AddCart takes it: no cart id yet, the signed-in user's id. */
const asPosted = (item: CartItem, userId: number) => ({ ...item, cartId: '', userId });

/**
 * Posts the visitor's local items to the signed-in user's server cart and empties the local cart (ADR 0069). A
 * merge of several items skips what cannot be bought (ADR 0027); a single refused item (owned, free, gone) is
 * dropped. A network failure keeps the local items for the next load.
 */
export async function postGuestItems(
  api: ApiClient,
  guestCart: GuestCart,
  userId: number,
  items: readonly CartItem[] = guestCart.read(),
): Promise<Cart | null> {
  if (items.length === 0) return null;
  try {
    const cart = await api.call(storeEndpoints.addCart, { body: items.map((i) => asPosted(i, userId)) });
    guestCart.write([]);
    return cart;
  } catch (error) {
    if (isApiError(error) && error.kind === 'server' && error.status !== undefined && error.status < 500) {
      guestCart.write([]);
      return null;
    }
    throw error;
  }
}

/**
 * The cart for the cart screen: the local guest cart for a visitor; for a student, the local items merged into
 * the server cart first (the first signed-in cart load is where a sign-in from any screen merges), then the cart.
 */
export async function loadCartItems(
  api: ApiClient,
  guestCart: GuestCart,
  userId: number | null,
): Promise<CartItem[]> {
  if (userId === null) return guestCart.read();
  const merged = await postGuestItems(api, guestCart, userId);
  if (merged) return merged.cartList;
  const cart = await api.call(storeEndpoints.getCartDetails, { query: { UserId: userId } });
  return cart.cartList;
}
