import type { AppSession } from '../../../platform/session';
import { orderIdSchema } from '@quest/api';

/**
 * The order handed to the gateway and not settled yet (ADR 0069): kept in the persisted app state (localStorage
 * `root`, slice `pendingOrder`) so a reload, or the gateway's return to a fresh page, resumes the status check.
 * Only the order id is kept; logout clears it.
 */
export const PENDING_ORDER_SLICE = 'pendingOrder';

export interface PendingOrderStore {
  read(): string | null;
  write(orderId: string): void;
  forget(): void;
}

export function createPendingOrderStore(
  session: Pick<AppSession, 'persisted' | 'persist'>,
): PendingOrderStore {
  return {
    read: () => {
      const parsed = orderIdSchema.safeParse(session.persisted(PENDING_ORDER_SLICE));
      return parsed.success ? parsed.data : null;
    },
    write: (orderId) => session.persist(PENDING_ORDER_SLICE, orderId),
    forget: () => session.persist(PENDING_ORDER_SLICE, undefined),
  };
}
