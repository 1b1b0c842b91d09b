import type { CartItem } from '@quest/api';
import { cartItemKey } from '@quest/flows';
import type { CartViewItem } from '@quest/design-system';
import { paths } from '../../../routes/paths';

/** Navigation state the cart is opened with: where Keep shopping and the back arrow go. */
export interface CartLocationState {
  backTo?: string;
}

/** The back target from the navigation state (an app path only), else /products (§2.6). */
export function cartBackTarget(state: unknown): string {
  const backTo = (state as CartLocationState | null)?.backTo;
  return typeof backTo === 'string' && backTo.startsWith('/') && !backTo.startsWith('//')
    ? backTo
    : paths.products.getHref();
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
