import type { ReactNode } from 'react';
import styled from 'styled-components';
import { AlertDialog } from '../../components/alert-dialog';
import { BackHeader } from '../../components/back-header';
import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { CartItemCard } from '../../components/cart-item-card';
import { CartSummaryCard } from '../../components/cart-summary-card';
import { EmptyState } from '../../components/empty-state';
import {
  ProfileDetailsDialog,
  type ProfileDetailsField,
  type ProfileDetailsValues,
} from '../../components/profile-details-dialog';
import { Skeleton, SkeletonGroup } from '../../components/skeleton';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { ErrorView } from '../../components/error-view';

/** Texts of the cart (store-and-assessment.md §2.6, §9), in the spec's wording (typos corrected, ADR 0108). */
export const cartViewTexts = {
  title: 'Cart',
  back: 'Back',
  /** The heading over the items (ICU plural): "1 Product in Cart", "2 Products in Cart". */
  heading: '{count, plural, one {# Product in Cart} other {# Products in Cart}}',
  empty: 'Your cart is empty. Keep shopping to find a Quest!',
  keepShopping: 'Keep shopping',
  paymentFailedTitle: 'Payment failed',
  paymentFailed: "Unfortunately, we couldn't collect payment on your purchase. You can try again.",
  userDetailsTitle: 'User details',
  continue: 'Continue',
  checkingPayment: 'Checking your payment…',
  /** Not in the spec (ADR 0109): the checks stopped before the bank confirmed. */
  stillConfirmingTitle: 'Payment being confirmed',
  stillConfirming:
    "Your payment is still being confirmed. We'll assign your purchase as soon as the bank confirms it.",
  checkAgain: 'Check again',
  /** Not in the spec (ADR 0109): the order to check is unknown, or another student's. */
  orderNotFoundTitle: 'Payment not found',
  orderNotFound:
    'We could not find that payment. Nothing was charged for it here, and your cart is ready to use.',
  loading: 'Loading your cart…',
  failedTitle: 'Could not load your cart',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  orderFailedTitle: 'Checkout did not start',
  orderFailedMessage: 'We could not start the payment. Your cart is unchanged; please try again.',
  gatewayRefusedTitle: 'Payment page not trusted',
  ok: 'Ok',
  cancel: 'Cancel',
  close: 'Close',
} as const;

/** One line of the cart. */
export interface CartViewItem {
  /** A stable key (product or quest, plus plan). */
  key: string;
  name: string;
  imageUrl?: string | null;
  /** Net price in rupees. */
  netPrice: number;
}

/** The User details dialog's state. */
export interface CartUserDetailsDialog {
  values: ProfileDetailsValues;
  errors?: Partial<Record<ProfileDetailsField, string>>;
  /** The profile could not be saved: the server's message. */
  failure?: string | null;
  saving?: boolean;
}

/** Props of {@link CartView}. */
export interface CartViewProps {
  /** Data: the cart's items are loading, loaded, or could not be loaded. */
  state: 'loading' | 'loaded' | 'failed';
  /** Content: the items (an empty list shows the empty state). */
  items: readonly CartViewItem[];
  /** Content: sum of net prices, before the coupon (rupees). */
  total: number;
  /** Content: the applied coupon's discount (rupees). */
  couponDiscount: number;
  /** Content: what will be paid (rupees). */
  totalAmount: number;
  /** Content: the coupon field's text (max 6). */
  couponValue: string;
  /** Content: the applied coupon's code ("{code} coupon is applied"), or null. */
  appliedCouponCode: string | null;
  /** Content: the refused coupon's message (shown 3 s by the caller), or null. */
  couponError: string | null;
  /** Content: a visitor's code kept for after sign-in ("{code} will be applied at checkout after you log in."),
   * or null (ADR 0111). */
  keptCouponCode?: string | null;
  /** Content: the failed-load explanation, when not the default. */
  errorMessage?: string;
  /** Behaviour: the coupon is being checked. */
  applyingCoupon?: boolean;
  /** Behaviour: Checkout may be pressed (items and no open order). */
  canCheckout: boolean;
  /** Behaviour: an order is open (created, at the gateway or being checked): Checkout spins and is locked. */
  orderOpen?: boolean;
  /** Behaviour: the payment status is being checked (after the gateway, or after a reload). */
  checkingPayment?: boolean;
  /** Behaviour: the payment-failed banner is shown (the caller hides it after 6 s). */
  paymentFailed?: boolean;
  /**
   * Behaviour: the status checks stopped before the bank confirmed the payment: "still being confirmed" with
   * Check again; Checkout stays locked (the order is still open).
   */
  stillConfirming?: boolean;
  /** Behaviour: the order to check is unknown (or another student's): its failure banner; the cart is usable. */
  orderNotFound?: boolean;
  /** Behaviour: the User details dialog, or null when closed. */
  userDetails?: CartUserDetailsDialog | null;
  /** Behaviour: a checkout problem to show in a dialog: the order could not be created, or the gateway address is not trusted. */
  checkoutProblem?: { kind: 'orderFailed' } | { kind: 'gatewayRefused'; message: string } | null;
  /** Content: the login and sign-up dialogs of a visitor's checkout (the app's own). */
  dialogs?: ReactNode;
  /** Layout: the page's element (`main` as a route's top element). */
  as?: 'div' | 'main';
  /** Events: the back arrow. */
  onBack: () => void;
  /** Events: Keep shopping in the empty state. */
  onKeepShopping: () => void;
  /** Events: Remove on an item. */
  onRemove: (key: string) => void;
  /** Events: typing in the coupon field. */
  onCouponValueChange: (value: string) => void;
  /** Events: Apply. */
  onApplyCoupon: () => void;
  /** Events: the applied coupon's remove control. */
  onRemoveCoupon: () => void;
  /** Events: Checkout (and Try again after a failed order). */
  onCheckout: () => void;
  /** Events: a User details field changed. */
  onDetailsChange: (field: ProfileDetailsField, value: string) => void;
  /** Events: Continue in the User details dialog. */
  onDetailsSubmit: () => void;
  /** Events: a dialog asks to close. */
  onDialogClose: () => void;
  /** Events: the payment-failed banner's close button. */
  onPaymentFailedClose: () => void;
  /** Events: Check again while the payment is still being confirmed. */
  onRecheckPayment?: () => void;
  /** Events: the payment-not-found banner's close button. */
  onOrderNotFoundClose?: () => void;
  /** Events: Try again after a failed load. */
  onRetry?: () => void;
}

/**
 * The cart (/cart): '{n} Product in Cart' over the items with Remove, the summary with the coupon and Checkout,
 * the empty state with Keep shopping, the payment-failed banner, the User details dialog and checkout problems.
 */
export function CartView({
  state,
  items,
  total,
  couponDiscount,
  totalAmount,
  couponValue,
  appliedCouponCode,
  couponError,
  keptCouponCode = null,
  errorMessage,
  applyingCoupon = false,
  canCheckout,
  orderOpen = false,
  checkingPayment = false,
  paymentFailed = false,
  stillConfirming = false,
  orderNotFound = false,
  userDetails = null,
  checkoutProblem = null,
  dialogs,
  as = 'div',
  onBack,
  onKeepShopping,
  onRemove,
  onCouponValueChange,
  onApplyCoupon,
  onRemoveCoupon,
  onCheckout,
  onDetailsChange,
  onDetailsSubmit,
  onDialogClose,
  onPaymentFailedClose,
  onRecheckPayment,
  onOrderNotFoundClose,
  onRetry,
}: CartViewProps) {
  const t = useTexts(cartViewTexts);
  const translate = useTranslate();
  const locked = orderOpen || checkingPayment || stillConfirming;
  let body: ReactNode;
  if (state === 'loading') {
    body = (
      <SkeletonGroup label={t.loading}>
        <Layout>
          <List as="div">
            <Skeleton variant="card" />
            <Skeleton variant="card" />
          </List>
          <Skeleton variant="card" />
        </Layout>
      </SkeletonGroup>
    );
  } else if (state === 'failed') {
    body = (
      <ErrorView
        headingLevel={2}
        title={t.failedTitle}
        message={errorMessage !== undefined ? translate(errorMessage) : t.failedMessage}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  } else if (items.length === 0 && !checkingPayment) {
    body = (
      <EmptyState
        icon="cart"
        message={t.empty}
        action={<Button onClick={onKeepShopping}>{t.keepShopping}</Button>}
      />
    );
  } else {
    body = (
      <Layout>
        <div>
          <Heading>{translate(cartViewTexts.heading, { count: items.length })}</Heading>
          <List>
            {items.map((item) => (
              <li key={item.key}>
                <CartItemCard
                  name={item.name}
                  imageUrl={item.imageUrl}
                  netPrice={item.netPrice}
                  removeDisabled={locked}
                  onRemove={() => onRemove(item.key)}
                />
              </li>
            ))}
          </List>
        </div>
        <CartSummaryCard
          total={total}
          couponDiscount={couponDiscount}
          totalAmount={totalAmount}
          appliedCouponCode={appliedCouponCode ?? undefined}
          keptCouponCode={keptCouponCode ?? undefined}
          couponError={couponError ?? undefined}
          couponValue={couponValue}
          applyingCoupon={applyingCoupon}
          checkoutDisabled={!canCheckout && !locked}
          checkoutPending={locked}
          onCouponValueChange={onCouponValueChange}
          onApplyCoupon={() => onApplyCoupon()}
          onRemoveCoupon={onRemoveCoupon}
          onCheckout={onCheckout}
        />
      </Layout>
    );
  }

  return (
    <Root as={as}>
      <BackHeader title={t.title} backLabel={t.back} onBack={onBack} />
      <Banner
        type="error"
        title={t.paymentFailedTitle}
        message={t.paymentFailed}
        open={paymentFailed}
        dismissible
        closeLabel={t.close}
        onClose={onPaymentFailedClose}
      />
      <Banner
        type="error"
        title={t.orderNotFoundTitle}
        message={t.orderNotFound}
        open={orderNotFound}
        dismissible
        closeLabel={t.close}
        onClose={() => onOrderNotFoundClose?.()}
      />
      <Banner
        type="warning"
        title={t.stillConfirmingTitle}
        message={t.stillConfirming}
        open={stillConfirming}
        action={
          onRecheckPayment ? (
            <Button variant="secondary" onClick={onRecheckPayment}>
              {t.checkAgain}
            </Button>
          ) : undefined
        }
      />
      {checkingPayment ? (
        <Checking role="status" aria-live="polite">
          {t.checkingPayment}
        </Checking>
      ) : null}
      {body}
      <ProfileDetailsDialog
        open={userDetails !== null}
        title={t.userDetailsTitle}
        submitLabel={t.continue}
        values={userDetails?.values ?? { name: '', email: '', city: '', pincode: '' }}
        errors={userDetails?.errors}
        failure={userDetails?.failure}
        saving={userDetails?.saving}
        onFieldChange={onDetailsChange}
        onSubmit={() => onDetailsSubmit()}
        onClose={onDialogClose}
      />
      <AlertDialog
        open={checkoutProblem?.kind === 'orderFailed'}
        type="error"
        title={t.orderFailedTitle}
        body={t.orderFailedMessage}
        onClose={onDialogClose}
        actions={
          <>
            <Button onClick={onCheckout}>{t.retry}</Button>
            <Button variant="secondary" onClick={onDialogClose}>
              {t.cancel}
            </Button>
          </>
        }
      />
      <AlertDialog
        open={checkoutProblem?.kind === 'gatewayRefused'}
        type="danger"
        title={t.gatewayRefusedTitle}
        body={checkoutProblem?.kind === 'gatewayRefused' ? translate(checkoutProblem.message) : undefined}
        onClose={onDialogClose}
        actions={<Button onClick={onDialogClose}>{t.ok}</Button>}
      />
      {dialogs}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  align-content: start;
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${tokens.space[4]};
  box-sizing: border-box;
`;

/* Phones: the items, then the summary. From the desktop cutoff: the summary beside the items. */
const Layout = styled.div`
  display: grid;
  gap: ${tokens.space[4]};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(18rem, 24rem);
  }
`;

const Heading = styled.h2`
  margin: 0 0 ${tokens.space[3]};
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

const List = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Checking = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.md};
`;
