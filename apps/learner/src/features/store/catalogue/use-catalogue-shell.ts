import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CatalogueViewProps } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { paths } from '../../../routes/paths';
import { useCurrentUser } from '../../../data/current-user';
import { useCartCount } from '../cart/use-cart-count';
import { buildBrowserNotice, inIosWrapper } from './catalogue-platform';
import { useCatalogueActions } from './use-catalogue-actions';

/** The CatalogueView props both catalogues share: search, cart, the download notice and the way back. */
export type CatalogueChrome = Pick<
  CatalogueViewProps,
  'search' | 'onSearchChange' | 'showCart' | 'cartCount' | 'downloadNotice' | 'onBack' | 'onCart'
>;

/**
 * What /category and /products share: the student (or visitor), the card actions, the search text, whether the
 * iOS wrapper hides purchasing, and the view's chrome — back to /home for a student or `/` for a visitor, the
 * cart opened with `backTo` (this catalogue) in the navigation state.
 */
export function useCatalogueShell(backTo: string) {
  const services = useServices();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const cartCount = useCartCount();
  const actions = useCatalogueActions(backTo);
  const [search, setSearch] = useState('');
  const ios = inIosWrapper(services);
  const signedIn = services.session.isSignedIn();

  const chrome: CatalogueChrome = {
    search,
    onSearchChange: setSearch,
    showCart: !ios,
    cartCount,
    downloadNotice: buildBrowserNotice(services.bridge.inWrapper),
    onBack: () => void navigate(signedIn ? paths.home.getHref() : paths.root.getHref()),
    onCart: () => void navigate(paths.cart.getHref(), { state: { backTo } }),
  };
  return { user, actions, search, ios, chrome };
}
