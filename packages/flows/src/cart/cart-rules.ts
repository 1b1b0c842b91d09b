import type { CartItem } from '@quest/api';

/** Texts the cart shows (store-and-assessment.md §2.6), in the spec's wording (typos corrected, ADR 0108). */
export const cartTexts = {
  empty: 'Your cart is empty. Keep shopping to find a Quest!',
  paymentFailed: "Unfortunately, we couldn't collect payment on your purchase. You can try again.",
  loginDialogTitle: 'Log In to Your Quest Account!',
  signUpDialogTitle: 'Sign Up and Start Learning!',
  userDetailsTitle: 'User details',
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email ID is not valid',
  /** Not in the spec (ADR 0109): the status checks stopped while the bank had not confirmed the payment yet. */
  stillConfirming:
    "Your payment is still being confirmed. We'll assign your purchase as soon as the bank confirms it.",
  /** Not in the spec (ADR 0109): CheckPaymentStatus does not know the order (unknown, or another student's). */
  orderNotFound:
    'We could not find that payment. Nothing was charged for it here, and your cart is ready to use.',
  /** Not in the spec: shown when the gateway answers with a post address outside the allowlist. */
  gatewayRefused:
    'We could not open the payment page because its address is not trusted. Please try again later.',
} as const;

/** Limits (§5, §9): coupon input max 6; profile text max 50; pincode max 6. */
export const cartLimits = { couponMaxLength: 6, textMaxLength: 50, pincodeMaxLength: 6 } as const;

/** Where a successful payment goes (§4 Payment). */
export const paymentResponsePath = '/payment-response';

/** Not in the spec: the payment mode PGData is sent with. */
export const cartPaymentMode = 'Online';

/** A cart item's identity: product (or quest) plus plan — adding the same pair twice is ignored (§4 Cart). */
export function cartItemKey(item: Pick<CartItem, 'productId' | 'questId' | 'planId'>): string {
  return item.productId !== undefined
    ? `p${item.productId}:${item.planId}`
    : `q${item.questId}:${item.planId}`;
}

/** The items with `item` added, unless the same product and plan is already there. */
export function addCartItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  return items.some((i) => cartItemKey(i) === cartItemKey(item)) ? [...items] : [...items, item];
}

/** On sign-in: the server's items, plus local items whose product the server cart does not hold (§4 Cart). */
export function mergeCarts(server: readonly CartItem[], local: readonly CartItem[]): CartItem[] {
  const held = new Set(server.map((i) => i.productId ?? `q${i.questId}`));
  return [...server, ...local.filter((i) => !held.has(i.productId ?? `q${i.questId}`))];
}

/** Total of net prices (before the coupon). */
export function cartTotal(items: readonly CartItem[]): number {
  return Math.round(items.reduce((sum, i) => sum + i.netPrice, 0) * 100) / 100;
}

/**
 * Waits between payment status checks while the payment is pending (not in the spec; ADR 0109). The checks stop
 * after the last wait (8 checks over 86 s): the cart then says the payment is still being confirmed, and the
 * server assigns the purchase whenever the bank confirms, whether or not a screen is watching.
 */
export const paymentStatusBackoffMs = [2000, 3000, 5000, 8000, 13000, 21000, 34000] as const;
/** The most status checks of one open order on one screen (the first, then one after each wait). */
export const paymentStatusMaxChecks = paymentStatusBackoffMs.length + 1;
export function paymentStatusBackoff(attempt: number): number {
  return paymentStatusBackoffMs[Math.min(Math.max(attempt, 0), paymentStatusBackoffMs.length - 1)] ?? 34000;
}

export interface CartUserDetails {
  name: string;
  email: string;
  city: string;
  pincode: string;
}
export type CartUserDetailsErrors = Partial<Record<'name' | 'email', string>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** User details dialog validation (§5 Profile details). Length limits are input limits (`cartLimits`). */
export function validateCartUserDetails(details: CartUserDetails): CartUserDetailsErrors {
  const errors: CartUserDetailsErrors = {};
  if (!details.name.trim()) errors.name = cartTexts.nameRequired;
  if (!details.email.trim()) errors.email = cartTexts.emailRequired;
  else if (!emailPattern.test(details.email.trim())) errors.email = cartTexts.emailInvalid;
  return errors;
}

/** True when `url` is absolute and its origin is one of `allowed`. */
export function isAllowedGatewayUrl(url: string, allowed: readonly string[]): boolean {
  try {
    return allowed.includes(new URL(url).origin);
  } catch {
    return false;
  }
}
