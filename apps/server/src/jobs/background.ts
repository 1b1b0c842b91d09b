import { startReconciler } from '../areas/store/reconcile.ts';
import type { AppDeps } from '../deps.ts';
import { startCleanup } from './cleanup.ts';

/**
 * Every periodic job of the server (ADR 0128), each run once across instances by its lease: the order sweep
 * (store.reconcile-orders, every 2 s, ADR 0109) and the clean-up (server.cleanup, every 10 minutes).
 */
export interface BackgroundJobs {
  /** Stops every job: waits for running rounds and gives the leases up. */
  stop(): Promise<void>;
}

export function startBackgroundJobs(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): BackgroundJobs {
  const jobs = [startReconciler(deps), startCleanup(deps)];
  return {
    stop: async () => {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
