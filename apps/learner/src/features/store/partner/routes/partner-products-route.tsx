import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PartnerProductsView } from '@quest/design-system';
import { useServices } from '../../../../app/services';
import { useToast } from '../../../../app/toast';
import { paths } from '../../../../routes/paths';
import { useCurrentUser } from '../../../identity/data/use-current-user';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { useRaymondProducts } from '../data/use-raymond-products';

/** How long the toast of a failed add stays (the cart's alert time, store-and-assessment.md §9: 3 s). */
const ADD_FAILED_TOAST_MS = 3000;

/**
 * Partner products (/raymond-products): GetRaymondProducts into PartnerProductsView. Buy records the
 * purchase-initiate event, adds one unit at the plan price with the plan id (a visitor's to the guest cart) and
 * opens /cart with this list as its back target. Back goes to `/` for a visitor, /home for a student.
 */
export function Component() {
  const { session, analytics } = useServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const signedIn = session.isSignedIn();
  const user = useCurrentUser();
  const list = useRaymondProducts(signedIn, user.data?.userId);
  const cart = useAddToCart();
  const [buyingId, setBuyingId] = useState<number | null>(null);

  useEffect(() => {
    if (cart.error) showToast({ message: cart.error, type: 'error', durationMs: ADD_FAILED_TOAST_MS });
  }, [cart.error, showToast]);

  const buy = async (productId: number) => {
    const product = list.data?.find((item) => item.productId === productId);
    if (!product) return;
    analytics.purchaseInitiate({ productId, planId: product.planId, price: product.planPrice });
    setBuyingId(productId);
    try {
      await cart.add(
        {
          productId,
          name: product.productDisplayName,
          icon: product.productIcon,
          price: product.planPrice,
          netPrice: product.planPrice,
          planId: product.planId,
        },
        paths.raymondProducts.getHref(),
      );
    } finally {
      setBuyingId(null);
    }
  };

  const state = signedIn && user.state === 'failed' ? 'failed' : list.state;
  return (
    <PartnerProductsView
      state={state}
      products={list.data?.map((item) => ({
        productId: item.productId,
        name: item.productDisplayName,
        imageUrl: item.productIcon,
        planPrice: item.planPrice,
      }))}
      errorMessage={(list.error ?? user.error)?.message}
      buyingProductId={buyingId}
      onBuy={(productId) => void buy(productId)}
      onBack={() => void navigate(signedIn ? paths.home.getHref() : paths.root.getHref())}
      onRetry={() => {
        if (user.state === 'failed') user.retry();
        list.retry();
      }}
    />
  );
}
