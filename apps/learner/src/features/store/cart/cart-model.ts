import type { CartItem } from '@quest/api';
import { cartItemKey } from '@quest/flows';
import type { CartViewItem } from '@quest/design-system';
import { safeRedirect } from '../../../platform/safe-redirect';
import { paths } from '../../../routes/paths';

/** Navigation state the cart is opened with: where Keep shopping and the back arrow go. */
export interface CartLocationState {
  backTo?: string;
}

/** The back target from the navigation state (a same-app route path only, ADR 0087), else /products (§2.6). */
export function cartBackTarget(state: unknown): string {
  const backTo =
    typeof state === 'object' && state !== null ? (state as CartLocationState).backTo : undefined;
  return safeRedirect(backTo, paths.products.getHref());
}

/** A cart line as the template shows it. */
export function toCartViewItem(item: CartItem): CartViewItem {
  return {
    key: cartItemKey(item),
    name: item.productName ?? item.questName ?? '',
    imageUrl: item.productIcon || null,
    netPrice: item.netPrice,
  };
}
