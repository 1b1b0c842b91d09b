import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { identityEndpoints, orderIdSchema, storeEndpoints } from '@quest/api';
import { PaymentResponseView } from '@quest/design-system';
import { useEndpoint } from '../../../data/use-endpoint';
import { paths } from '../../../routes/paths';

/** The payment response goes home after 3 s (store-and-assessment.md §2.7, §9). */
export const PAYMENT_RESPONSE_REDIRECT_MS = 3_000;

/** The paid order, in the address (`/payment-response?orderId=…`, set by the cart when the server said paid). */
export const PAYMENT_RESPONSE_ORDER_PARAM = 'orderId';

/**
 * /payment-response: after a successful payment. It claims success only for an order the server reports as paid
 * for the signed-in student (ADR 0109): opened directly, from history without an order, or for an order that is
 * unknown, another student's, pending or failed, it goes to /cart (which shows a pending or failed order) without
 * claiming anything. Once confirmed: reloads the profile, then the user (its quests now include what was bought),
 * shows the animation with Redirect, and goes to /home after 3 s.
 */
export function Component() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [search] = useSearchParams();
  const parsed = orderIdSchema.safeParse(search.get(PAYMENT_RESPONSE_ORDER_PARAM));
  const orderId = parsed.success ? parsed.data : null;
  const status = useEndpoint(
    storeEndpoints.checkPaymentStatus,
    orderId ? { query: { PgOrderId: orderId } } : null,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  const paid = status.data?.status === 'success' && status.data.orderId === orderId;
  const notPaid = orderId === null || status.state === 'failed' || (status.data !== undefined && !paid);

  useEffect(() => {
    if (!notPaid) return;
    const pending = status.data?.status === 'pending' && orderId !== null;
    void navigate(
      pending ? `${paths.cart.getHref()}?orderId=${encodeURIComponent(orderId)}` : paths.cart.getHref(),
      { replace: true },
    );
  }, [notPaid, status.data?.status, orderId, navigate]);

  useEffect(() => {
    if (!paid) return;
    void mutate([identityEndpoints.getProfile.name, {}]).then(() =>
      mutate([identityEndpoints.getCurrentUser.name, {}]),
    );
    const timer = window.setTimeout(
      () => void navigate(paths.home.getHref(), { replace: true }),
      PAYMENT_RESPONSE_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [paid, mutate, navigate]);

  return (
    <PaymentResponseView
      as="main"
      state={paid ? 'paid' : 'confirming'}
      orderId={paid ? orderId : null}
      amount={paid ? status.data?.amount : null}
      onRedirect={() => void navigate(paths.home.getHref(), { replace: true })}
    />
  );
}
