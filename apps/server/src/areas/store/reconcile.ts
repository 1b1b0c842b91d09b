import type { AppDeps } from '../../deps.ts';
import type { Db } from '../../db.ts';
import {
  newHolder,
  releaseJobLease,
  startPeriodic,
  takeJobLease,
  type PeriodicJob,
} from '../../jobs/lease.ts';
import { rootLog } from '../../log.ts';
import { settle } from './orders.ts';

/*
 * Orders settle on the server (ADR 0109). A pending payment used to settle only when the browser that paid asked
 * CheckPaymentStatus again; now every server instance runs a sweep on an interval, and the one that holds the
 * lease (a row in server_job_leases, migration 0092) brings every open order up to date with the gateway: a
 * confirmed payment is fulfilled (the quest assigned, the items leave the cart), a failed one fails, and one the
 * gateway never heard of expires. Each order settles in its own transaction with its row locked, and fulfilment
 * happens only while `fulfilled_at` is null, so a sweep racing CheckPaymentStatus or another sweep assigns once.
 */

/** How often each instance tries to sweep (real time). The fake gateway confirms a Pending 5 s after it. */
export const RECONCILE_EVERY_MS = 2_000;
/** How long a lease lasts without renewal (database time): a dead holder is replaced after this. */
export const RECONCILE_LEASE_MS = 30_000;
/** The most open orders one sweep settles; the rest wait for the next sweep. */
export const RECONCILE_BATCH = 200;

const JOB = 'store.reconcile-orders';

/**
 * Takes or renews the job's lease for `holder`: answers true when `holder` holds it now. The lease's times are the
 * database's own clock, which every instance shares (the server's test clock may be moved; a lease must not be).
 */
export function takeLease(db: Db, holder: string, leaseMs = RECONCILE_LEASE_MS): Promise<boolean> {
  return takeJobLease(db, JOB, holder, leaseMs);
}

/** Gives the lease up (shutdown), so another instance takes over at its next sweep. */
export function releaseLease(db: Db, holder: string): Promise<void> {
  return releaseJobLease(db, JOB, holder);
}

export interface SweepResult {
  /** False when another instance holds the lease: this sweep did nothing. */
  led: boolean;
  /** Orders that left the open states in this sweep, with their new status. */
  settled: { orderId: string; status: 'success' | 'failed' }[];
}

/** One sweep: with the lease, settles every open order (oldest first) from the gateway's record. */
export async function reconcileOpenOrders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  holder: string,
  leaseMs = RECONCILE_LEASE_MS,
): Promise<SweepResult> {
  const { db } = deps;
  if (!(await takeLease(db, holder, leaseMs))) return { led: false, settled: [] };
  const open = await db.query<{ order_id: string }>(
    `select order_id from store_orders where status in ('created', 'pending')
      order by created_at, order_id limit $1`,
    [RECONCILE_BATCH],
  );
  const settled: SweepResult['settled'] = [];
  for (const { order_id } of open) {
    try {
      const order = await db.transaction((tx) => settle(tx, order_id, deps.clock.now()));
      if (order.status === 'success' || order.status === 'failed') {
        settled.push({ orderId: order_id, status: order.status });
      }
    } catch (error) {
      // One order that cannot settle (a database hiccup) must not stop the others; the next sweep retries it.
      (deps.log ?? rootLog).error({ err: error, orderId: order_id }, 'Settling an open order failed');
    }
  }
  return { led: true, settled };
}

/** This instance's sweep: its name in the lease, and stop (waits for a running sweep, gives the lease up). */
export type Reconciler = PeriodicJob;

/** Starts the sweep on an interval for this instance (main.ts). Sweeps never overlap within one instance. */
export function startReconciler(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  everyMs = RECONCILE_EVERY_MS,
  holder = newHolder(),
): Reconciler {
  const log = deps.log ?? rootLog;
  return startPeriodic(deps, {
    name: JOB,
    everyMs,
    holder,
    round: async () => {
      const result = await reconcileOpenOrders(deps, holder);
      if (result.settled.length > 0) log.info({ settled: result.settled }, 'Settled open orders');
    },
    release: () => releaseLease(deps.db, holder),
  });
}
