import { randomBytes } from 'node:crypto';
import type { Db } from '../db.ts';
import type { AppDeps } from '../deps.ts';
import { rootLog } from '../log.ts';

/*
 * Background work runs once across instances (ADR 0109, ADR 0128): every instance runs each job on an interval,
 * and only the instance holding the job's lease (a row of server_job_leases, migration 0092) does the work. A row
 * rather than a Postgres advisory lock, because it behaves the same on PGlite (one session, where advisory locks
 * are re-entrant) and survives a holder that died: its lease lapses and another instance takes over.
 */

/** A name for this process in the leases: pid and a random part (two containers may share a pid). */
export const newHolder = () => `instance-${process.pid}-${randomBytes(4).toString('hex')}`;

/**
 * Takes or renews `job`'s lease for `holder`: true when `holder` holds it now. Times are the database's own clock,
 * which every instance shares (the server's test clock may be moved; a lease must not be).
 */
export async function takeJobLease(db: Db, job: string, holder: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query<{ holder: string }>(
    `insert into server_job_leases (job, holder, expires_at)
     values ($1, $2, clock_timestamp() + $3 * interval '1 millisecond')
     on conflict (job) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where server_job_leases.holder = excluded.holder or server_job_leases.expires_at <= clock_timestamp()
     returning holder`,
    [job, holder, leaseMs],
  );
  return rows.length === 1;
}

/** Gives `job`'s lease up (shutdown), so another instance takes over at its next run. */
export async function releaseJobLease(db: Db, job: string, holder: string): Promise<void> {
  await db.query('delete from server_job_leases where job = $1 and holder = $2', [job, holder]);
}

export interface PeriodicJob {
  /** This instance's name in the lease. */
  readonly holder: string;
  /** Stops the interval, waits for a running round and gives the lease up. */
  stop(): Promise<void>;
}

/**
 * Runs `round` every `everyMs` (real time) in this instance; rounds never overlap within it. `round` takes the
 * lease itself (so a test can call it directly), and `release` gives it up when stopped.
 */
export function startPeriodic(
  deps: Pick<AppDeps, 'db' | 'log'>,
  {
    name,
    everyMs,
    holder,
    round,
    release,
  }: {
    name: string;
    everyMs: number;
    holder: string;
    round: () => Promise<void>;
    release: () => Promise<void>;
  },
): PeriodicJob {
  const log = deps.log ?? rootLog;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = round()
      .catch((error: unknown) => log.error({ err: error, job: name }, 'A background job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    holder,
    stop: async () => {
      clearInterval(timer);
      await running;
      await release().catch((error: unknown) =>
        log.warn({ err: error, job: name }, 'Could not give a background job lease up'),
      );
    },
  };
}
