import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { identityEndpoints, storeEndpoints, type CartItem } from '@quest/api';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { cartDetailsKey, postGuestItems } from './cart-api';
import { createGuestCart } from './guest-cart';

/** What a catalogue puts in the cart: a quest or a product (optionally one plan of it). */
export type CartItemInput = (
  { questId: number; productId?: never } | { productId: number; questId?: never }
) & {
  /** The quest's or product's name. */
  name: string;
  /** Its icon address. */
  icon: string;
  /** The list price in rupees. */
  price: number;
  /** What it sells for (discount price, or the plan price). */
  netPrice: number;
  /** The plan bought; absent or 0 for the product itself. */
  planId?: number;
};

export interface AddToCart {
  /** Adds the item, then opens /cart with `backTo` in the navigation state (its Keep shopping and back go there). */
  add: (item: CartItemInput, backTo?: string) => Promise<void>;
  /** True while a signed-in add is being posted. */
  adding: boolean;
  /** The server's message when the add failed, else null. */
  error: string | null;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';

/** A catalogue item as a cart line (the server reprices it, ADR 0027). */
export function toCartItem(item: CartItemInput, userId = 0): CartItem {
  const named =
    item.productId !== undefined
      ? { productId: item.productId, productName: item.name }
      : { questId: item.questId, questName: item.name };
  return {
    cartId: '',
    userId,
    ...named,
    productIcon: item.icon,
    qty: 1,
    price: item.price,
    netPrice: item.netPrice,
    planId: item.planId ?? 0,
  };
}

/**
 * "Buy" from a catalogue or the partner list (learning-app.md §4 Guest cart): a visitor's item goes to the local
 * guest cart; a student's to AddCart (after any guest items left from before sign-in, ADR 0069). Then /cart opens.
 */
export function useAddToCart(): AddToCart {
  const { api, session } = useServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const add = useCallback(
    async (item: CartItemInput, backTo?: string) => {
      setError(null);
      const guestCart = createGuestCart(session);
      const open = () => void navigate(paths.cart.getHref(), { state: backTo ? { backTo } : undefined });
      if (!session.isSignedIn()) {
        guestCart.add(toCartItem(item));
        open();
        return;
      }
      setAdding(true);
      try {
        const user = await api.call(identityEndpoints.getCurrentUser, {});
        await postGuestItems(api, guestCart, user.userId);
        const cart = await api.call(storeEndpoints.addCart, { body: [toCartItem(item, user.userId)] });
        await mutate(cartDetailsKey(user.userId), cart, { revalidate: false });
        open();
      } catch (failed) {
        setError(messageOf(failed));
      } finally {
        setAdding(false);
      }
    },
    [api, session, mutate, navigate],
  );

  return { add, adding, error };
}
