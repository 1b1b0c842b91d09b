import { cartItemSchema, type CartItem } from '@quest/api';
import { addCartItem } from '@quest/flows';
import type { AppSession } from '../../../platform/session';

/**
 * The visitor's cart, kept in the persisted app state (localStorage `root`, slice `guestCart`; ADR 0069). It holds
 * only what the cart shows (ids, names, icons, prices): never a token or anything personal. Items carry
 * `cartId: ''` and `userId: 0` until the first signed-in cart load posts them to the server.
 */
export const GUEST_CART_SLICE = 'guestCart';

/** At most this many items are kept (AddCart takes at most 50). */
export const GUEST_CART_MAX_ITEMS = 50;

type Listener = () => void;
const listeners = new Set<Listener>();
let changes = 0;

function notify() {
  changes += 1;
  listeners.forEach((listener) => listener());
}

/** A number that changes whenever the guest cart may have changed (a stable snapshot for `useSyncExternalStore`). */
export const guestCartVersion = () => changes;

/** Calls `listener` when the guest cart may have changed (this tab or another). */
export function subscribeGuestCart(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Another tab changed the persisted state: the badge and cart follow. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === 'root') notify();
  });
}

export interface GuestCart {
  /** The items (invalid stored entries are dropped). */
  read(): CartItem[];
  /** Replaces the items (an empty list removes the slice). */
  write(items: readonly CartItem[]): void;
  /** Adds one item; the same product and plan (or quest) twice is kept once. */
  add(item: CartItem): CartItem[];
  /** Re-renders subscribers when the items change (in this tab or another). */
  subscribe(listener: Listener): () => void;
}

export function createGuestCart(session: Pick<AppSession, 'persisted' | 'persist'>): GuestCart {
  const read = (): CartItem[] => {
    const stored = session.persisted(GUEST_CART_SLICE);
    if (!Array.isArray(stored)) return [];
    return stored.flatMap((value) => {
      const parsed = cartItemSchema.safeParse(value);
      return parsed.success ? [{ ...parsed.data, cartId: '', userId: 0 }] : [];
    });
  };
  const write = (items: readonly CartItem[]) => {
    session.persist(GUEST_CART_SLICE, items.length ? items.slice(0, GUEST_CART_MAX_ITEMS) : undefined);
    notify();
  };
  return {
    read,
    write,
    add: (item) => {
      const next = addCartItem(read(), { ...item, cartId: '', userId: 0 });
      write(next);
      return next;
    },
    subscribe: subscribeGuestCart,
  };
}
