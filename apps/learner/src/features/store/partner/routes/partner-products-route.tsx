import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { PartnerProductsView } from '@quest/design-system';
import { useServices } from '../../../../app/services';
import { useToast } from '../../../../app/toast';
import { paths } from '../../../../routes/paths';
import { useCurrentUser } from '../../../../data/current-user';
import { useAddToCart } from '../../cart/use-add-to-cart';
import { heldLaunchQuest } from '../../catalogue/catalogue-model';
import { useCatalogueActions } from '../../catalogue/use-catalogue-actions';
import { useRaymondProducts } from '../data/use-raymond-products';

/** How long the toast of a failed add stays (the cart's alert time, store-and-assessment.md §9: 3 s). */
const ADD_FAILED_TOAST_MS = 3000;

/**
 * Partner products (/raymond-products): GetRaymondProducts into PartnerProductsView. Buy records the
 * purchase-initiate event, adds one unit at the plan price with the plan id (a visitor's to the guest cart) and
 * opens /cart with this list as its back target. A product the student has shows Launch instead (issue 23), which
 * opens its quest as the catalogues do. Back goes to `/` for a visitor, /home for a student.
 */
export function Component() {
  const { session, analytics } = useServices();
  const navigate = useNavigate();
  const showToast = useToast();
  const signedIn = session.isSignedIn();
  const user = useCurrentUser();
  const list = useRaymondProducts(signedIn, user.data?.userId);
  const cart = useAddToCart();
  const actions = useCatalogueActions(paths.raymondProducts.getHref());
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

  const launch = (productId: number) => {
    const product = list.data?.find((item) => item.productId === productId);
    if (!product?.isAssigned || product.questId === null) return;
    actions.launchHeld(
      heldLaunchQuest({ questId: product.questId, questName: product.questName, isOnTrial: false }),
    );
  };
  const launchingProductId =
    list.data?.find((item) => item.questId !== null && item.questId === actions.launchingQuestId)
      ?.productId ?? null;

  const state = signedIn && user.state === 'failed' ? 'failed' : list.state;
  return (
    <>
      <PartnerProductsView
        state={state}
        products={list.data?.map((item) => ({
          productId: item.productId,
          name: item.productDisplayName,
          imageUrl: item.productIcon,
          planPrice: item.planPrice,
          owned: signedIn && item.isAssigned,
        }))}
        errorMessage={(list.error ?? user.error)?.message}
        buyingProductId={buyingId}
        launchingProductId={launchingProductId}
        onBuy={(productId) => void buy(productId)}
        onLaunch={launch}
        onBack={() => void navigate(signedIn ? paths.home.getHref() : paths.root.getHref())}
        onRetry={() => {
          if (user.state === 'failed') user.retry();
          list.retry();
        }}
      />
      {actions.dialogs}
    </>
  );
}
