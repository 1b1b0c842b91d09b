import { useActorRef, useSelector } from '@xstate/react';
import type { CartItem } from '@quest/api';
import { cartMachine, amountToPay, type CartInput } from './cart.machine.ts';
import { cartTexts, cartTotal, type CartUserDetails } from './cart-rules.ts';

/** The real effects the app gives the cart (`cartMachine.provide`). */
export type CartImplementations = Parameters<typeof cartMachine.provide>[0];

/** Which dialog of the cart is open. */
export type CartDialog = 'none' | 'login' | 'signUp' | 'userDetails' | 'orderFailed' | 'gatewayRefused';

/**
 * The cart screen's façade: items, totals, coupon, and checkout/payment, as plain values and callbacks.
 * Screens never match state strings.
 */
export function useCart(implementations: CartImplementations, input: CartInput) {
  const actor = useActorRef(cartMachine.provide(implementations), { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const is = (state: Parameters<typeof snapshot.matches>[0]) => snapshot.matches(state);

  const dialog: CartDialog = is({ awaitingLogin: 'login' })
    ? 'login'
    : is({ awaitingLogin: 'signUp' })
      ? 'signUp'
      : is('userDetails') || is('savingProfile')
        ? 'userDetails'
        : is('orderFailed')
          ? 'orderFailed'
          : is('gatewayRefused')
            ? 'gatewayRefused'
            : 'none';
  const orderOpen =
    is('savingProfile') ||
    is('creatingOrder') ||
    is('handingOff') ||
    is('awaitingReturn') ||
    is('checkingStatus') ||
    is('waitingToRecheck') ||
    is('stillConfirming') ||
    is('paid');
  const couponApplied = context.appliedCoupon !== null;

  return {
    /** True while the cart is loading (or syncing after sign-in). */
    loading: is('loading') || is('syncing'),
    /** The items. */
    items: context.items as readonly CartItem[],
    /** The empty-state text when there are no items, else null. */
    emptyMessage: context.items.length === 0 ? cartTexts.empty : null,
    /** Total of net prices, before the coupon. */
    total: cartTotal(context.items),
    /** The coupon discount (0 when none is applied). */
    couponDiscount: context.appliedCoupon?.discount ?? 0,
    /** What is paid: total minus discount. */
    totalAmount: amountToPay(context),
    /** The coupon field (max 6). */
    couponInput: context.couponInput,
    /** The applied coupon's code, or null. */
    appliedCouponCode: context.appliedCoupon?.code ?? null,
    /** The refused coupon's message (shown 3 s), or null. */
    couponError: context.couponError,
    /** A visitor's kept code ("{code} will be applied at checkout after you log in."), or null (ADR 0111). */
    keptCouponCode: context.keptCoupon,
    /** The coupon input and Apply are disabled while a coupon is applied or being checked. */
    couponDisabled:
      couponApplied ||
      context.keptCoupon !== null ||
      is({ shopping: 'applyingCoupon' }) ||
      is('applyingKeptCoupon'),
    /** A code is being checked (typed and applied, or a visitor's kept code after sign-in). */
    applyingCoupon: is({ shopping: 'applyingCoupon' }) || is('applyingKeptCoupon'),
    /** Apply is enabled (a code entered, no coupon applied or kept); a visitor's Apply keeps the code. */
    canApplyCoupon: !couponApplied && context.keptCoupon === null && context.couponInput.trim() !== '',
    /** Checkout is enabled: items and no open order (a second tap never creates a second order). */
    canCheckout:
      context.items.length > 0 && !orderOpen && (is('shopping') || is('orderFailed') || is('orderNotFound')),
    /** An order is open (creating, at the gateway, or being checked): the Checkout button is locked. */
    orderOpen,
    /** Which dialog is open. */
    dialog,
    /** User details dialog values and errors. */
    details: context.details,
    detailsErrors: context.detailsErrors,
    /** The User details dialog is saving. */
    savingDetails: is('savingProfile'),
    /** A checkout message (gateway refused, profile save failure), or null. */
    checkoutError: context.checkoutError,
    /** The payment-failed banner text while shown (6 s), else null. */
    paymentFailedBanner: is('paymentFailed') ? cartTexts.paymentFailed : null,
    /** The payment is being checked (pending). */
    checkingPayment: is('checkingStatus') || is('waitingToRecheck') || is('awaitingReturn'),
    /** The checks stopped before the bank confirmed: "still being confirmed" (the student may leave), else null. */
    stillConfirmingMessage: is('stillConfirming') ? cartTexts.stillConfirming : null,
    /** The order to check is unknown to the server for this student: the failure text while shown, else null. */
    orderNotFoundBanner: is('orderNotFound') ? cartTexts.orderNotFound : null,

    /** Add an item (duplicates of product + plan are ignored). */
    add: (item: CartItem) => actor.send({ type: 'cart.add', item }),
    /** Remove an item. */
    remove: (item: CartItem) => actor.send({ type: 'cart.remove', item }),
    /** Empty the cart. */
    clear: () => actor.send({ type: 'cart.clear' }),
    /** Reload the cart. */
    reload: () => actor.send({ type: 'cart.reload' }),
    /** Type in the coupon field (cut to 6). */
    changeCoupon: (value: string) => actor.send({ type: 'coupon.change', value }),
    /** Apply the coupon in the field. */
    applyCoupon: () => actor.send({ type: 'coupon.apply' }),
    /** Remove the applied coupon. */
    removeCoupon: () => actor.send({ type: 'coupon.remove' }),
    /** Close the coupon error. */
    dismissCouponError: () => actor.send({ type: 'coupon.dismiss' }),
    /** The user signed in (or signed up): sync the cart and continue any checkout. */
    signedIn: (userId: number) => actor.send({ type: 'session.signedIn', userId }),
    /** The user signed out: back to the local guest cart. */
    signedOut: () => actor.send({ type: 'session.signedOut' }),
    /** Checkout (also retries after an order failure with the same Idempotency-Key). */
    checkout: () => actor.send({ type: 'checkout' }),
    /** Switch the login dialog to sign-up. */
    showSignUp: () => actor.send({ type: 'login.showSignUp' }),
    /** Switch the sign-up dialog back to login. */
    showLogin: () => actor.send({ type: 'login.showLogin' }),
    /** Close the open dialog. */
    dismissDialog: () => actor.send({ type: 'dialog.dismiss' }),
    /** Edit User details fields. */
    changeDetails: (details: Partial<CartUserDetails>) => actor.send({ type: 'details.change', details }),
    /** Continue in the User details dialog (validates, saves the profile, creates the order). */
    submitDetails: () => actor.send({ type: 'details.submit' }),
    /** The hidden gateway form was posted. */
    gatewaySubmitted: () => actor.send({ type: 'gateway.submitted' }),
    /** The gateway returned to the app: check the payment status. */
    paymentReturned: () => actor.send({ type: 'payment.returned' }),
    /** Check a payment that is still being confirmed again. */
    recheckPayment: () => actor.send({ type: 'payment.recheck' }),
    /** Close the payment-failed banner. */
    dismissBanner: () => actor.send({ type: 'banner.dismiss' }),
  };
}
