import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { fromPromise } from 'xstate';
import {
  identityEndpoints,
  isApiError,
  orderIdSchema,
  storeEndpoints,
  type PaymentGatewayResponse,
  type Profile,
} from '@quest/api';
import { useCart, type CartImplementations, type CartUserDetails } from '@quest/flows';
import { CartView, GatewayForm } from '@quest/design-system';
import { useServices } from '../../../app/services';
import { useCurrentUser } from '../../../data/current-user';
import { useProfile } from '../../../data/profile';
import { VisitorAuthDialogs } from '../visitor/visitor-gate';
import { paymentGatewayOrigins } from '../payment/gateway-origins';
import { createPendingOrderStore } from '../payment/pending-order';
import { pendingOrdersKey, usePendingOrders } from '../payment/use-pending-orders';
import { cartDetailsKey, loadCartItems, postGuestItems } from './cart-api';
import { cartBackTarget } from './cart-model';
import { cartViewProps, visitorDialogOf } from './cart-view-props';
import { createGuestCart } from './guest-cart';

/** The gateway's return names the order in the query (`/cart?orderId=…`, ADR 0029). */
const ORDER_PARAM = 'orderId';

const detailsOf = (profile: Profile | undefined): Partial<CartUserDetails> | undefined =>
  profile && {
    name: profile.firstName,
    email: profile.emailId,
    city: profile.cityName,
    pincode: profile.pincode,
  };

/**
 * /cart: waits for the student (and the profile that prefills User details, and the orders awaiting the bank),
 * then runs the cart machine. An order named by the gateway's return, kept before a reload, or awaiting the bank
 * on the server (paid on another device, ADR 0109) resumes the status check. A visitor's cart starts at once from
 * the local guest cart.
 */
export function Component() {
  const { session } = useServices();
  const signedIn = session.isSignedIn();
  const user = useCurrentUser();
  const profile = useProfile();
  const pendingOrders = usePendingOrders();
  const [search, setSearch] = useSearchParams();
  const returned = orderIdSchema.safeParse(search.get(ORDER_PARAM));
  const [resumeOrderId] = useState(
    () => (returned.success ? returned.data : null) ?? createPendingOrderStore(session).read(),
  );
  useEffect(() => {
    if (search.has(ORDER_PARAM)) setSearch({}, { replace: true });
  }, [search, setSearch]);

  const waiting =
    signedIn &&
    (user.data === undefined ||
      (profile.state === 'loading' && !user.error) ||
      (pendingOrders.state === 'loading' && !user.error));
  if (signedIn && user.state === 'failed') {
    return <CartScreen key="failed" userId={null} failed onRetry={user.retry} resumeOrderId={null} />;
  }
  if (waiting) return <CartScreen key="waiting" userId={null} loading resumeOrderId={null} />;
  return (
    <CartScreen
      key={user.data?.userId ?? 'guest'}
      userId={signedIn ? (user.data?.userId ?? null) : null}
      profile={detailsOf(profile.data)}
      resumeOrderId={signedIn ? (resumeOrderId ?? pendingOrders.data?.orders[0]?.orderId ?? null) : null}
    />
  );
}

interface CartScreenProps {
  userId: number | null;
  profile?: Partial<CartUserDetails>;
  resumeOrderId: string | null;
  /** The student could not be loaded: the failed view. */
  failed?: boolean;
  /** Still waiting for the student: the loading view. */
  loading?: boolean;
  onRetry?: () => void;
}

function CartScreen({ userId, profile, resumeOrderId, failed, loading, onRetry }: CartScreenProps) {
  const { api, session, analytics } = useServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const backTo = cartBackTarget(location.state);
  const [gateway, setGateway] = useState<PaymentGatewayResponse | null>(null);
  const prefill = useRef<Partial<CartUserDetails> | null>(null);
  const [prefillReady, setPrefillReady] = useState(0);
  const allowedGatewayOrigins = useMemo(() => paymentGatewayOrigins(), []);
  // The machine shows an empty cart after a failed load; the screen shows the failure with Try again instead.
  const [loadError, setLoadError] = useState<string | null>(null);

  const implementations = useMemo((): CartImplementations => {
    const guestCart = createGuestCart(session);
    const pending = createPendingOrderStore(session);
    return {
      actors: {
        loadCart: fromPromise(async ({ input }) => {
          try {
            const loaded = await loadCartItems(api, guestCart, input.userId);
            setLoadError(null);
            return loaded;
          } catch (error) {
            setLoadError(error instanceof Error ? error.message : String(error));
            throw error;
          }
        }),
        syncCart: fromPromise(async ({ input }) => {
          const merged = await postGuestItems(api, guestCart, input.userId, input.items);
          return merged ?? api.call(storeEndpoints.getCartDetails, { query: { UserId: input.userId } });
        }),
        addCart: fromPromise(({ input }) => api.call(storeEndpoints.addCart, { body: input.items })),
        deleteCart: fromPromise(({ input }) =>
          api.call(storeEndpoints.deleteCart, { query: { cartId: Number(input.cartId) } }),
        ),
        applyCoupon: fromPromise(({ input }) =>
          api.call(storeEndpoints.applyCoupon, {
            query: { UserId: input.userId, CouponCode: input.couponCode },
          }),
        ),
        saveProfile: fromPromise(async ({ input }) => {
          const saved = await api.call(identityEndpoints.updateProfile, { body: input });
          await mutate([identityEndpoints.getProfile.name, {}], saved, { revalidate: false });
          return saved;
        }),
        createOrder: fromPromise(({ input }) =>
          api.call(storeEndpoints.pgData, { body: input.request }, { idempotencyKey: input.idempotencyKey }),
        ),
        // 404: the server does not know the order for this student (unknown id, another student's): the machine
        // shows that failure at once instead of checking again (ADR 0109).
        checkPaymentStatus: fromPromise(async ({ input }) => {
          try {
            return await api.call(storeEndpoints.checkPaymentStatus, { query: { PgOrderId: input.orderId } });
          } catch (error) {
            if (isApiError(error) && error.status === 404) {
              return { status: 'notFound' as const, orderId: input.orderId };
            }
            throw error;
          }
        }),
      },
      actions: {
        saveGuestCart: (_, params) => {
          if (!session.isSignedIn()) guestCart.write(params.items);
        },
        submitToGateway: (_, params) => setGateway(params),
        persistPendingOrder: (_, params) => pending.write(params.orderId),
        forgetPendingOrder: () => {
          pending.forget();
          // The order settled (or is unknown): the next cart or /home must not show it as awaiting the bank.
          if (userId !== null) void mutate(pendingOrdersKey(userId));
        },
        // The machine names the paid order: /payment-response shows success only for it (ADR 0109).
        navigate: (_, params) => {
          if (userId !== null) void mutate(cartDetailsKey(userId));
          void navigate(params.to, { replace: true });
        },
        // PurchaseInitiate fires where an item is bought from a catalogue; here: initiated checkout.
        track: ({ context }, params) => {
          if (params.name === 'initiated checkout') {
            analytics.initiatedCheckout({ orderTotal: params.amount, itemCount: context.items.length });
          }
        },
        logError: (_, params) => console.warn(`cart: ${params.where} failed`, params.error),
      },
    };
  }, [api, session, analytics, mutate, navigate, userId]);

  const cart = useCart(implementations, {
    userId,
    allowedGatewayOrigins,
    resumeOrderId,
    profile,
  });

  // The badge and other screens follow the server cart.
  const { items } = cart;
  useEffect(() => {
    if (userId !== null && !cart.loading) {
      void mutate(cartDetailsKey(userId), { cartList: [...items], total: cart.total }, { revalidate: false });
    }
  }, [userId, items, cart.loading, cart.total, mutate]);

  // Signed in from the checkout's login dialog: prefill User details from the profile once it is open.
  const { dialog, changeDetails } = cart;
  useEffect(() => {
    if (dialog === 'userDetails' && prefill.current) {
      changeDetails(prefill.current);
      prefill.current = null;
    }
  }, [dialog, changeDetails, prefillReady]);

  const onSignedIn = (signedInUserId: number) => {
    cart.signedIn(signedInUserId);
    void api.call(identityEndpoints.getProfile, {}).then(
      (loaded) => {
        prefill.current = detailsOf(loaded) ?? null;
        setPrefillReady((n) => n + 1);
      },
      (error: unknown) => console.warn('cart: profile for User details failed', error),
    );
  };

  return (
    <>
      <CartView
        {...cartViewProps(cart, { failed, loading, loadError })}
        as="main"
        dialogs={
          <VisitorAuthDialogs
            dialog={visitorDialogOf(cart)}
            onSwitch={(next) => (next === 'signUp' ? cart.showSignUp() : cart.showLogin())}
            onSignedIn={(user) => onSignedIn(user.userId)}
            onClose={cart.dismissDialog}
          />
        }
        onBack={() => void navigate(backTo)}
        onKeepShopping={() => void navigate(backTo)}
        onRetry={
          failed
            ? onRetry
            : () => {
                setLoadError(null);
                cart.reload();
              }
        }
      />
      {gateway ? (
        <GatewayForm
          postUrl={gateway.postUrl}
          fields={gateway.dictValues}
          allowedOrigins={allowedGatewayOrigins}
          onSubmitted={cart.gatewaySubmitted}
          onRefused={(reason, postUrl) => console.warn(`cart: gateway form refused (${reason}): ${postUrl}`)}
        />
      ) : null}
    </>
  );
}
