import { and, assign, raise, setup } from 'xstate';
import type {
  Cart,
  CartItem,
  CouponStatus,
  PaymentGatewayRequest,
  PaymentGatewayResponse,
  PaymentStatus,
} from '@quest/api';
import {
  addCartItem,
  cartItemKey,
  isAllowedGatewayUrl,
  mergeCarts,
  cartPaymentMode,
  paymentResponsePath,
  paymentStatusBackoff,
  paymentStatusMaxChecks,
  validateCartUserDetails,
  cartLimits,
  cartTexts,
  type CartUserDetails,
  type CartUserDetailsErrors,
} from './cart-rules.ts';
import { mustProvide } from '../shared/required.ts';

/*
 * Cart, coupon and card payment (store-and-assessment.md §2.6, §2.7, §4, §8, §9; learning-app.md §4 Guest cart).
 * Guests keep items locally; signing in posts them and merges by productId. Checkout asks for login (guests),
 * then user details, then creates ONE order per checkout (an Idempotency-Key made once and kept), hands off
 * to the gateway (only to an allowed origin), and checks the payment status by order id with back-off. The checks
 * are bounded (ADR 0109): after the last one a pending payment shows "still being confirmed" (the server settles
 * it on its own), and an order the server does not know for this student fails at once.
 */

export interface CartInput {
  /** The signed-in user, or null for a visitor. */
  userId: number | null;
  /** Origins the gateway form may post to, e.g. `['https://pay.example.com']`. */
  allowedGatewayOrigins: readonly string[];
  /** An order left pending before a reload (from the injected pending-order store): the check resumes. */
  resumeOrderId?: string | null;
  /** Prefill of the User details dialog (from the profile). */
  profile?: Partial<CartUserDetails>;
}

export interface AppliedCoupon {
  code: string;
  discount: number;
}

export interface CartContext {
  userId: number | null;
  allowedGatewayOrigins: readonly string[];
  items: CartItem[];
  /** The coupon field (max 6). */
  couponInput: string;
  appliedCoupon: AppliedCoupon | null;
  /** The refused coupon's message, shown 3 s. */
  couponError: string | null;
  /**
   * A visitor's coupon code, kept until sign-in (ADR 0111): Apply without a session keeps it and says it applies
   * at checkout after login; after sign-in it is applied (the discount, or the refusal's message).
   */
  keptCoupon: string | null;
  /** Continue to the User details dialog once the login dialog signs the user in. */
  continueCheckout: boolean;
  details: CartUserDetails;
  detailsErrors: CartUserDetailsErrors;
  /** Made once per checkout and kept until the order ends, so retries never create a second order. */
  idempotencyKey: string | null;
  orderId: string | null;
  gateway: PaymentGatewayResponse | null;
  /** Status checks made for the open order (drives the back-off). */
  statusAttempts: number;
  /** A message for the checkout (gateway refused, order failure). */
  checkoutError: string | null;
}

export type CartEvent =
  | { type: 'cart.add'; item: CartItem }
  | { type: 'cart.remove'; item: CartItem }
  | { type: 'cart.clear' }
  | { type: 'cart.reload' }
  | { type: 'coupon.change'; value: string }
  /** Apply the code in the field, or `code` when given (it then becomes the field's value). */
  | { type: 'coupon.apply'; code?: string }
  | { type: 'coupon.remove' }
  | { type: 'coupon.dismiss' }
  | { type: 'session.signedIn'; userId: number }
  | { type: 'session.signedOut' }
  | { type: 'checkout' }
  | { type: 'login.showSignUp' }
  | { type: 'login.showLogin' }
  | { type: 'dialog.dismiss' }
  | { type: 'details.change'; details: Partial<CartUserDetails> }
  | { type: 'details.submit' }
  | { type: 'gateway.submitted' }
  | { type: 'payment.returned' }
  /** Check a payment that is still being confirmed again (a new bounded round of checks). */
  | { type: 'payment.recheck' }
  | { type: 'banner.dismiss' };

export type CartAnalyticsEvent =
  | { name: 'PurchaseInitiate'; userId: number | null; amount: number }
  | { name: 'initiated checkout'; userId: number | null; amount: number; orderId: string };

/**
 * What a status check found: the order's status, or `notFound` when the server does not know the order for this
 * student (CheckPaymentStatus answered 404: an unknown id, or another student's order).
 */
export type PaymentCheck = PaymentStatus | { status: 'notFound'; orderId: string };

export interface CreateOrderInput {
  request: PaymentGatewayRequest;
  idempotencyKey: string;
}

/** A fresh Idempotency-Key (one per checkout). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const noPayment = {
  idempotencyKey: null,
  orderId: null,
  gateway: null,
  statusAttempts: 0,
} satisfies Partial<CartContext>;

const noCoupon = {
  appliedCoupon: null,
  couponError: null,
  couponInput: '',
  keptCoupon: null,
} satisfies Partial<CartContext>;

/** A visitor's kept coupon the server accepted after sign-in becomes the applied one (both outcomes of applyingKeptCoupon). */
function keptCouponApplied({ context, event }: { context: CartContext; event: { output: CouponStatus } }) {
  return { code: context.keptCoupon ?? '', discount: event.output.discount };
}

export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext & { resumeOrderId: string | null },
    events: {} as CartEvent,
  },
  actors: {
    /** The cart's items: the locally kept guest cart for a visitor (`userId` null), else GetCartDetails. */
    loadCart: mustProvide<CartItem[], { userId: number | null }>('cart', 'loadCart'),
    /** On sign-in: post local items without a cartId (AddCart) and answer the server cart. */
    syncCart: mustProvide<Cart, { userId: number; items: CartItem[] }>('cart', 'syncCart'),
    addCart: mustProvide<Cart, { items: CartItem[] }>('cart', 'addCart'),
    deleteCart: mustProvide<Cart, { cartId: string }>('cart', 'deleteCart'),
    applyCoupon: mustProvide<CouponStatus, { userId: number; couponCode: string }>('cart', 'applyCoupon'),
    saveProfile: mustProvide<
      unknown,
      { userId: number; firstName: string; pincode: string; cityName: string; emailId: string }
    >('cart', 'saveProfile'),
    /** PGData with the Idempotency-Key header. */
    createOrder: mustProvide<PaymentGatewayResponse, CreateOrderInput>('cart', 'createOrder'),
    /** CheckPaymentStatus; the app answers `{ status: 'notFound' }` for a 404 (see PaymentCheck). */
    checkPaymentStatus: mustProvide<PaymentCheck, { orderId: string }>('cart', 'checkPaymentStatus'),
  },
  actions: {
    saveGuestCart: (_, _params: { items: CartItem[] }) => {},
    /** Post the hidden form to the gateway; the app sends `gateway.submitted` once posted. */
    submitToGateway: (_, _params: PaymentGatewayResponse) => {},
    /** Keep the open order id so a reload resumes the check (`resumeOrderId`). */
    persistPendingOrder: (_, _params: { orderId: string }) => {},
    forgetPendingOrder: () => {},
    navigate: (_, _params: { to: string }) => {},
    track: (_, _params: CartAnalyticsEvent) => {},
    /** Cart and payment call failures are only logged (§8). */
    logError: (_, _params: { where: string; error: unknown }) => {},
    resetCoupon: assign(noCoupon),
    mergeServerCart: assign({
      items: ({ context }, params: { cart: Cart }) => mergeCarts(params.cart.cartList, context.items),
      continueCheckout: false,
    }),
  },
  guards: {
    signedIn: ({ context }) => context.userId !== null,
    resuming: ({ context }) => context.resumeOrderId !== null,
    continueCheckout: ({ context }) => context.continueCheckout,
    couponApplied: ({ context }) => context.appliedCoupon !== null,
    /** A visitor's code waits for sign-in. */
    couponKept: ({ context }) => context.keptCoupon !== null,
    /** A visitor applies a code: it is kept for after sign-in (never applied silently or dropped). */
    canKeepCoupon: ({ context, event }) =>
      context.userId === null &&
      (event.type === 'coupon.apply' && event.code !== undefined
        ? event.code
        : context.couponInput
      ).trim() !== '',
    canApplyCoupon: ({ context, event }) =>
      context.userId !== null &&
      (event.type === 'coupon.apply' && event.code !== undefined
        ? event.code
        : context.couponInput
      ).trim() !== '',
    hasItems: ({ context }) => context.items.length > 0,
    alreadyInCart: ({ context, event }) =>
      event.type === 'cart.add' && context.items.some((i) => cartItemKey(i) === cartItemKey(event.item)),
    /** Another status check is allowed in this round (the checks are bounded). */
    statusChecksLeft: ({ context }) => context.statusAttempts < paymentStatusMaxChecks,
    detailsValid: ({ context }) => Object.keys(validateCartUserDetails(context.details)).length === 0,
  },
  delays: {
    /** Coupon error alert (§9: alerts 3 s in the cart). */
    couponAlert: 3000,
    /** Payment-failed banner (§9). */
    paymentFailedBanner: 6000,
    /** Back-off between pending status checks. */
    statusBackoff: ({ context }) => paymentStatusBackoff(context.statusAttempts - 1),
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => ({
    userId: input.userId,
    allowedGatewayOrigins: input.allowedGatewayOrigins,
    resumeOrderId: input.resumeOrderId ?? null,
    items: [],
    ...noCoupon,
    continueCheckout: false,
    details: { name: '', email: '', city: '', pincode: '', ...input.profile },
    detailsErrors: {},
    ...noPayment,
    orderId: input.resumeOrderId ?? null,
    checkoutError: null,
  }),
  initial: 'loading',
  states: {
    /** The guest cart (visitor) or the server cart; then resume a pending order left before a reload. */
    loading: {
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        input: ({ context }) => ({ userId: context.userId }),
        onDone: [
          {
            guard: 'resuming',
            target: 'checkingStatus',
            actions: assign({ items: ({ event }) => event.output, resumeOrderId: null }),
          },
          { target: 'shopping', actions: assign({ items: ({ event }) => event.output }) },
        ],
        onError: [
          {
            guard: 'resuming',
            target: 'checkingStatus',
            actions: [
              assign({ resumeOrderId: null }),
              { type: 'logError', params: ({ event }) => ({ where: 'loadCart', error: event.error }) },
            ],
          },
          {
            target: 'shopping',
            actions: { type: 'logError', params: ({ event }) => ({ where: 'loadCart', error: event.error }) },
          },
        ],
      },
    },
    syncing: {
      invoke: {
        id: 'syncCart',
        src: 'syncCart',
        input: ({ context }) => ({
          userId: context.userId ?? 0,
          items: context.items.filter((i) => i.cartId === ''),
        }),
        onDone: [
          {
            // The visitor's kept coupon is applied now, before any checkout goes on (ADR 0111).
            guard: 'couponKept',
            target: 'applyingKeptCoupon',
            actions: [
              assign({ items: ({ context, event }) => mergeCarts(event.output.cartList, context.items) }),
              { type: 'saveGuestCart', params: { items: [] } },
            ],
          },
          {
            guard: 'continueCheckout',
            target: 'userDetails',
            actions: [
              { type: 'mergeServerCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'saveGuestCart', params: { items: [] } },
            ],
          },
          {
            target: 'shopping',
            actions: [
              { type: 'mergeServerCart', params: ({ event }) => ({ cart: event.output }) },
              { type: 'saveGuestCart', params: { items: [] } },
            ],
          },
        ],
        onError: [
          {
            guard: 'couponKept',
            target: 'applyingKeptCoupon',
            actions: { type: 'logError', params: ({ event }) => ({ where: 'syncCart', error: event.error }) },
          },
          {
            guard: 'continueCheckout',
            target: 'userDetails',
            actions: { type: 'logError', params: ({ event }) => ({ where: 'syncCart', error: event.error }) },
          },
          {
            target: 'shopping',
            actions: { type: 'logError', params: ({ event }) => ({ where: 'syncCart', error: event.error }) },
          },
        ],
      },
    },
    /**
     * Signed in with a visitor's kept coupon: ApplyCoupon for it. Applied, the checkout goes on (User details) or
     * the cart shows it applied; refused or failed, the cart shows the message and the student decides.
     */
    applyingKeptCoupon: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ userId: context.userId ?? 0, couponCode: context.keptCoupon ?? '' }),
        onDone: [
          {
            guard: ({ context, event }) => event.output.isSuccess && context.continueCheckout,
            target: 'userDetails',
            actions: assign({
              appliedCoupon: keptCouponApplied,
              keptCoupon: null,
              couponInput: '',
              couponError: null,
              continueCheckout: false,
            }),
          },
          {
            guard: ({ event }) => event.output.isSuccess,
            target: 'shopping',
            actions: assign({
              appliedCoupon: keptCouponApplied,
              keptCoupon: null,
              couponInput: '',
              couponError: null,
            }),
          },
          {
            target: 'shopping.couponRejected',
            actions: assign({
              couponError: ({ event }) => event.output.message,
              keptCoupon: null,
              continueCheckout: false,
            }),
          },
        ],
        // The call failed (offline, 500): the message, and the code stays in the field for Apply (ADR 0092).
        onError: {
          target: 'shopping.couponFailed',
          actions: assign({
            couponError: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
            couponInput: ({ context }) => context.keptCoupon ?? '',
            keptCoupon: null,
            continueCheckout: false,
          }),
        },
      },
    },
    shopping: {
      initial: 'idle',
      on: {
        'cart.add': [
          /** The same product and plan is already in the cart: ignored (§4 Cart). */
          { guard: 'alreadyInCart' },
          { guard: 'signedIn', target: '.addingItem' },
          {
            target: '.idle',
            actions: [
              assign({
                items: ({ context, event }) => addCartItem(context.items, event.item),
                ...noCoupon,
                idempotencyKey: null,
              }),
              { type: 'saveGuestCart', params: ({ context }) => ({ items: context.items }) },
            ],
          },
        ],
        'cart.remove': [
          { guard: 'signedIn', target: '.removingItem' },
          {
            target: '.idle',
            actions: [
              assign({
                items: ({ context, event }) =>
                  context.items.filter((i) => cartItemKey(i) !== cartItemKey(event.item)),
                ...noCoupon,
                idempotencyKey: null,
              }),
              { type: 'saveGuestCart', params: ({ context }) => ({ items: context.items }) },
            ],
          },
        ],
        'cart.clear': {
          target: '.idle',
          actions: [
            assign({ items: [], ...noCoupon, idempotencyKey: null }),
            { type: 'saveGuestCart', params: { items: [] } },
          ],
        },
        'cart.reload': 'loading',
        'session.signedIn': { target: 'syncing', actions: assign({ userId: ({ event }) => event.userId }) },
        'session.signedOut': {
          target: 'loading',
          actions: assign({ userId: null, items: [], ...noCoupon, ...noPayment }),
        },
        checkout: [
          {
            guard: and(['hasItems', 'signedIn']),
            target: '#cart.userDetails',
            actions: [
              assign({
                idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
                checkoutError: null,
              }),
              {
                type: 'track',
                params: ({ context }) => ({
                  name: 'PurchaseInitiate' as const,
                  userId: context.userId,
                  amount: amountToPay(context),
                }),
              },
            ],
          },
          {
            guard: 'hasItems',
            target: '#cart.awaitingLogin',
            actions: [
              assign({
                idempotencyKey: ({ context }) => context.idempotencyKey ?? newIdempotencyKey(),
                checkoutError: null,
              }),
              {
                type: 'track',
                params: ({ context }) => ({
                  name: 'PurchaseInitiate' as const,
                  userId: context.userId,
                  amount: amountToPay(context),
                }),
              },
              assign({ continueCheckout: true }),
            ],
          },
        ],
      },
      states: {
        idle: {
          always: [
            { guard: 'couponApplied', target: 'couponApplied' },
            { guard: 'couponKept', target: 'couponKept' },
          ],
          on: {
            'coupon.change': {
              actions: assign({
                couponInput: ({ event }) => event.value.slice(0, cartLimits.couponMaxLength),
              }),
            },
            'coupon.apply': [
              {
                guard: 'canApplyCoupon',
                target: 'applyingCoupon',
                actions: assign({
                  couponInput: ({ context, event }) =>
                    (event.code ?? context.couponInput).slice(0, cartLimits.couponMaxLength),
                }),
              },
              {
                guard: 'canKeepCoupon',
                target: 'couponKept',
                actions: assign({
                  keptCoupon: ({ context, event }) =>
                    (event.code ?? context.couponInput).trim().slice(0, cartLimits.couponMaxLength),
                  couponInput: ({ context, event }) =>
                    (event.code ?? context.couponInput).slice(0, cartLimits.couponMaxLength),
                  couponError: null,
                }),
              },
            ],
          },
        },
        /**
         * A visitor applied a code: it is kept, and the cart says it applies at checkout after login (ADR 0111).
         * Remove forgets it; signing in applies it.
         */
        couponKept: {
          on: {
            'coupon.remove': { target: 'idle', actions: 'resetCoupon' },
          },
        },
        applyingCoupon: {
          invoke: {
            id: 'applyCoupon',
            src: 'applyCoupon',
            input: ({ context }) => ({ userId: context.userId ?? 0, couponCode: context.couponInput.trim() }),
            onDone: [
              {
                guard: ({ event }) => event.output.isSuccess,
                target: 'couponApplied',
                actions: assign({
                  appliedCoupon: ({ context, event }) => ({
                    code: context.couponInput.trim(),
                    discount: event.output.discount,
                  }),
                  couponInput: '',
                  couponError: null,
                  idempotencyKey: null,
                }),
              },
              {
                target: 'couponRejected',
                actions: assign({ couponError: ({ event }) => event.output.message }),
              },
            ],
            // The call failed (offline, 500): the message, but the code stays for the retry (ADR 0092).
            onError: {
              target: 'couponFailed',
              actions: assign({
                couponError: ({ event }) =>
                  event.error instanceof Error ? event.error.message : String(event.error),
              }),
            },
          },
        },
        couponApplied: {
          on: {
            'coupon.remove': {
              target: 'idle',
              actions: [{ type: 'resetCoupon' }, assign({ idempotencyKey: null })],
            },
          },
        },
        couponRejected: {
          after: { couponAlert: { target: 'idle', actions: 'resetCoupon' } },
          on: { 'coupon.dismiss': { target: 'idle', actions: 'resetCoupon' } },
        },
        /** The coupon call failed before the server judged the code: its message for 3 s, the code kept. */
        couponFailed: {
          after: { couponAlert: { target: 'idle', actions: assign({ couponError: null }) } },
          on: { 'coupon.dismiss': { target: 'idle', actions: assign({ couponError: null }) } },
        },
        addingItem: {
          invoke: {
            id: 'addCart',
            src: 'addCart',
            input: ({ context, event }) => ({
              items: event.type === 'cart.add' ? [{ ...event.item, userId: context.userId ?? 0 }] : [],
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ event }) => event.output.cartList, idempotencyKey: null }),
                'resetCoupon',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ where: 'addCart', error: event.error }),
              },
            },
          },
        },
        removingItem: {
          invoke: {
            id: 'deleteCart',
            src: 'deleteCart',
            input: ({ event }) => ({ cartId: event.type === 'cart.remove' ? event.item.cartId : '' }),
            onDone: {
              target: 'idle',
              actions: [
                assign({ items: ({ event }) => event.output.cartList, idempotencyKey: null }),
                'resetCoupon',
              ],
            },
            onError: {
              target: 'idle',
              actions: {
                type: 'logError',
                params: ({ event }) => ({ where: 'deleteCart', error: event.error }),
              },
            },
          },
        },
      },
    },
    /** The login dialog (with a link to sign-up and back); checkout continues after sign-in. */
    awaitingLogin: {
      initial: 'login',
      on: {
        'session.signedIn': { target: 'syncing', actions: assign({ userId: ({ event }) => event.userId }) },
        'dialog.dismiss': { target: 'shopping', actions: assign({ continueCheckout: false }) },
      },
      states: {
        login: { on: { 'login.showSignUp': 'signUp' } },
        signUp: { on: { 'login.showLogin': 'login' } },
      },
    },
    /** The User details dialog. */
    userDetails: {
      on: {
        'details.change': {
          actions: assign({
            details: ({ context, event }) => clampDetails({ ...context.details, ...event.details }),
            detailsErrors: {},
          }),
        },
        'details.submit': [
          { guard: 'detailsValid', target: 'savingProfile', actions: assign({ detailsErrors: {} }) },
          { actions: assign({ detailsErrors: ({ context }) => validateCartUserDetails(context.details) }) },
        ],
        'dialog.dismiss': 'shopping',
      },
    },
    savingProfile: {
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({
          userId: context.userId ?? 0,
          firstName: context.details.name.trim(),
          pincode: context.details.pincode.trim(),
          cityName: context.details.city.trim(),
          emailId: context.details.email.trim(),
        }),
        onDone: 'creatingOrder',
        onError: {
          target: 'userDetails',
          actions: assign({
            checkoutError: ({ event }) =>
              event.error instanceof Error ? event.error.message : String(event.error),
          }),
        },
      },
    },
    /** PGData with the checkout's Idempotency-Key; the Checkout button is locked from here until the order ends. */
    creatingOrder: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          idempotencyKey: context.idempotencyKey ?? '',
          request: {
            userId: context.userId ?? 0,
            paymentMode: cartPaymentMode,
            couponCode: context.appliedCoupon?.code ?? '',
            cartList: context.items,
          },
        }),
        onDone: [
          {
            guard: ({ context, event }) =>
              isAllowedGatewayUrl(event.output.postUrl, context.allowedGatewayOrigins),
            target: 'handingOff',
            actions: [
              assign({
                orderId: ({ event }) => event.output.orderId,
                gateway: ({ event }) => event.output,
                statusAttempts: 0,
              }),
              {
                type: 'track',
                params: ({ context, event }) => ({
                  name: 'initiated checkout' as const,
                  userId: context.userId,
                  amount: amountToPay(context),
                  orderId: event.output.orderId,
                }),
              },
            ],
          },
          {
            target: 'gatewayRefused',
            actions: [
              assign({ checkoutError: cartTexts.gatewayRefused, ...noPayment }),
              {
                type: 'logError',
                params: ({ event }) => ({
                  where: 'createOrder',
                  error: new Error(`gateway origin refused: ${event.output.postUrl}`),
                }),
              },
            ],
          },
        ],
        onError: {
          target: 'orderFailed',
          actions: {
            type: 'logError',
            params: ({ event }) => ({ where: 'createOrder', error: event.error }),
          },
        },
      },
    },
    /** PGData failed (network): `checkout` retries with the SAME key, so the server never makes a second order. */
    orderFailed: {
      on: { checkout: 'creatingOrder', 'dialog.dismiss': 'shopping' },
    },
    gatewayRefused: {
      on: { 'dialog.dismiss': { target: 'shopping', actions: assign({ checkoutError: null }) } },
    },
    handingOff: {
      entry: [
        { type: 'persistPendingOrder', params: ({ context }) => ({ orderId: context.orderId ?? '' }) },
        {
          type: 'submitToGateway',
          params: ({ context }) => context.gateway ?? { orderId: '', postUrl: '', dictValues: [] },
        },
      ],
      on: { 'gateway.submitted': 'awaitingReturn' },
    },
    awaitingReturn: {
      on: { 'payment.returned': 'checkingStatus' },
    },
    checkingStatus: {
      entry: assign({ statusAttempts: ({ context }) => context.statusAttempts + 1 }),
      invoke: {
        id: 'checkPaymentStatus',
        src: 'checkPaymentStatus',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: [
          { guard: ({ event }) => event.output.status === 'success', target: 'paid' },
          { guard: ({ event }) => event.output.status === 'failed', target: 'paymentFailed' },
          { guard: ({ event }) => event.output.status === 'notFound', target: 'orderNotFound' },
          { guard: 'statusChecksLeft', target: 'waitingToRecheck' },
          { target: 'stillConfirming' },
        ],
        // A failed check (offline, 500) counts toward the bound too.
        onError: [
          {
            guard: 'statusChecksLeft',
            target: 'waitingToRecheck',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ where: 'checkPaymentStatus', error: event.error }),
            },
          },
          {
            target: 'stillConfirming',
            actions: {
              type: 'logError',
              params: ({ event }) => ({ where: 'checkPaymentStatus', error: event.error }),
            },
          },
        ],
      },
    },
    /** Pending: check again after a growing delay. */
    waitingToRecheck: {
      after: { statusBackoff: 'checkingStatus' },
    },
    /**
     * The checks stopped and the bank has not confirmed yet: "still being confirmed". Nothing polls any more (the
     * server assigns the purchase when the bank confirms); Checkout stays locked for the order's items, the student
     * may leave, or ask for one more round of checks.
     */
    stillConfirming: {
      on: {
        'payment.recheck': { target: 'checkingStatus', actions: assign({ statusAttempts: 0 }) },
      },
    },
    /** The server does not know the order for this student: the failure, and the cart is usable at once. */
    orderNotFound: {
      entry: ['forgetPendingOrder', assign(noPayment)],
      after: { paymentFailedBanner: 'shopping' },
      on: {
        'banner.dismiss': 'shopping',
        checkout: { target: 'shopping', actions: raise({ type: 'checkout' }) },
      },
    },
    /** The failure banner for 6 s; payment data cleared, the cart kept. */
    paymentFailed: {
      entry: ['forgetPendingOrder', assign(noPayment)],
      after: { paymentFailedBanner: 'shopping' },
      on: { 'banner.dismiss': 'shopping' },
    },
    /** Paid: /payment-response names the order, which it shows only once the server confirms it (ADR 0109). */
    paid: {
      type: 'final',
      entry: [
        'forgetPendingOrder',
        {
          type: 'navigate',
          params: ({ context }) => ({
            to: `${paymentResponsePath}?orderId=${encodeURIComponent(context.orderId ?? '')}`,
          }),
        },
        assign({ items: [], ...noCoupon, ...noPayment }),
        { type: 'saveGuestCart', params: { items: [] } },
      ],
    },
  },
});

function amountToPay(context: CartContext): number {
  const total = context.items.reduce((sum, i) => sum + i.netPrice, 0);
  return Math.max(0, Math.round((total - (context.appliedCoupon?.discount ?? 0)) * 100) / 100);
}

function clampDetails(details: CartUserDetails): CartUserDetails {
  return {
    name: details.name.slice(0, cartLimits.textMaxLength),
    email: details.email.slice(0, cartLimits.textMaxLength),
    city: details.city.slice(0, cartLimits.textMaxLength),
    pincode: details.pincode.replace(/\D/g, '').slice(0, cartLimits.pincodeMaxLength),
  };
}

export { amountToPay };
