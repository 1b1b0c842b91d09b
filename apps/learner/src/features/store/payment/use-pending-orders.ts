import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { identityEndpoints, storeEndpoints, type PendingOrders } from '@quest/api';
import { useEndpoint } from '../../../data/use-endpoint';
import { useCurrentUser } from '../../../data/current-user';
import { cartDetailsKey } from '../cart/cart-api';

/** The SWR key of GetPendingOrders for a student (the cart and /home share it). */
export const pendingOrdersKey = (userId: number) =>
  [storeEndpoints.getPendingOrders.name, { query: { UserId: userId } }] as const;

/** While an order is awaiting the bank, /home asks again this often… */
export const PENDING_WATCH_EVERY_MS = 3_000;
/** …for at most this long after it first showed one (the server settles the order on its own anyway). */
export const PENDING_WATCH_FOR_MS = 2 * 60_000;

/**
 * The signed-in student's orders awaiting the bank's confirmation (ADR 0109), from any device. With `watch`,
 * asks again every 3 s while one is listed, for at most 2 minutes; after its first answer, and whenever an order
 * leaves the list (assigned or failed), the student (their quests) and the cart are read again. The first answer
 * counts because GetPendingOrders settles orders itself: one may have been assigned after the student was read.
 */
export function usePendingOrders({ watch = false }: { watch?: boolean } = {}) {
  const { mutate } = useSWRConfig();
  const user = useCurrentUser();
  const userId = user.data?.userId;
  const watchingSince = useRef<number | null>(null);
  const listed = useRef<number | null>(null);
  // An answer can arrive after the screen is gone (a story unmounted with its own SWR cache, which SWR then no longer
  // knows): reading the student and the cart again is for the screen showing them, so it is skipped then.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useEndpoint(
    storeEndpoints.getPendingOrders,
    userId !== undefined ? { query: { UserId: userId } } : null,
    {
      refreshInterval: (latest: PendingOrders | undefined) => {
        if (!watch || !latest || latest.orders.length === 0) {
          watchingSince.current = null;
          return 0;
        }
        watchingSince.current ??= Date.now();
        return Date.now() - watchingSince.current < PENDING_WATCH_FOR_MS ? PENDING_WATCH_EVERY_MS : 0;
      },
      onSuccess: (latest: PendingOrders) => {
        const before = listed.current;
        listed.current = latest.orders.length;
        if (!mounted.current || userId === undefined) return;
        if (watch && (before === null || latest.orders.length < before)) {
          void mutate([identityEndpoints.getCurrentUser.name, {}]);
          void mutate(cartDetailsKey(userId));
        }
      },
    },
  );
}
