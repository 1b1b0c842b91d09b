import { cartItemKey, type useCart } from '@quest/flows';
import type { CartViewProps } from '@quest/design-system';
import { toCartViewItem } from './cart-model';

/** The cart façade (`useCart`'s values and callbacks). */
export type CartFacade = ReturnType<typeof useCart>;

/** What the screen knows besides the machine: the student's load and the cart's own load failure. */
export interface CartScreenStatus {
  /** The student could not be loaded: the failed view (with the screen's own retry). */
  failed?: boolean;
  /** Still waiting for the student: the loading view. */
  loading?: boolean;
  /** The cart could not be loaded (the machine then holds an empty cart): the failed view with this message. */
  loadError?: string | null;
}

/** Which visitor dialog (login or sign-up) the checkout has open, or null. */
export const visitorDialogOf = (cart: CartFacade): 'login' | 'signUp' | null =>
  cart.dialog === 'login' ? 'login' : cart.dialog === 'signUp' ? 'signUp' : null;

/**
 * The cart façade's values and callbacks as CartView props: the whole wiring between the cart machine and the
 * design system's view (the app's cart route and the Flows story both use it). The caller adds the page's own
 * parts: `as`, the visitor `dialogs`, back/keep-shopping navigation and Try again.
 */
export function cartViewProps(
  cart: CartFacade,
  { failed = false, loading = false, loadError = null }: CartScreenStatus = {},
): Omit<CartViewProps, 'as' | 'dialogs' | 'onBack' | 'onKeepShopping' | 'onRetry'> {
  return {
    state:
      failed || (loadError !== null && !cart.checkingPayment)
        ? 'failed'
        : loading || cart.loading
          ? 'loading'
          : 'loaded',
    errorMessage: failed ? undefined : (loadError ?? undefined),
    items: cart.items.map(toCartViewItem),
    total: cart.total,
    couponDiscount: cart.couponDiscount,
    totalAmount: cart.totalAmount,
    couponValue: cart.couponInput,
    appliedCouponCode: cart.appliedCouponCode,
    couponError: cart.couponError,
    keptCouponCode: cart.keptCouponCode,
    applyingCoupon: cart.applyingCoupon,
    canCheckout: cart.canCheckout,
    orderOpen: cart.orderOpen,
    checkingPayment: cart.checkingPayment,
    paymentFailed: cart.paymentFailedBanner !== null,
    stillConfirming: cart.stillConfirmingMessage !== null,
    orderNotFound: cart.orderNotFoundBanner !== null,
    userDetails:
      cart.dialog === 'userDetails'
        ? {
            values: cart.details,
            errors: cart.detailsErrors,
            failure: cart.checkoutError,
            saving: cart.savingDetails,
          }
        : null,
    checkoutProblem:
      cart.dialog === 'orderFailed'
        ? { kind: 'orderFailed' }
        : cart.dialog === 'gatewayRefused'
          ? { kind: 'gatewayRefused', message: cart.checkoutError ?? '' }
          : null,
    onRemove: (key) => {
      const item = cart.items.find((i) => cartItemKey(i) === key);
      if (item) cart.remove(item);
    },
    onCouponValueChange: cart.changeCoupon,
    onApplyCoupon: cart.applyCoupon,
    onRemoveCoupon: cart.removeCoupon,
    onCheckout: cart.checkout,
    onDetailsChange: (field, value) => cart.changeDetails({ [field]: value }),
    onDetailsSubmit: cart.submitDetails,
    onDialogClose: cart.dismissDialog,
    onPaymentFailedClose: cart.dismissBanner,
    onRecheckPayment: cart.recheckPayment,
    onOrderNotFoundClose: cart.dismissBanner,
  };
}
