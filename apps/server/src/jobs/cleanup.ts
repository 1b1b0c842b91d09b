import type { AppDeps } from '../deps.ts';
import { rootLog } from '../log.ts';
import { newHolder, releaseJobLease, startPeriodic, takeJobLease, type PeriodicJob } from './lease.ts';

/*
 * The clean-up (ADR 0128): rows whose time is over and that no rule reads again, deleted once across instances
 * (the lease "server.cleanup"). Requests already delete what they meet (a number's old code sends, a user's
 * expired video tokens); this catches the rows nobody comes back for. "Now" is the earlier of the server's clock
 * (which the rules that wrote the rows use) and real time.
 */

export const CLEANUP_JOB = 'server.cleanup';
/** How often each instance tries (real time). */
export const CLEANUP_EVERY_MS = 10 * 60_000;
/** A holder that died is replaced after this (database time). */
export const CLEANUP_LEASE_MS = 30 * 60_000;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The longest window or memory of any throttle rule (ADR 0099: a day). */
export const THROTTLE_KEEP_MS = DAY;
/** Expired codes, sessions and tokens are kept a day past their end (support questions, clocks a bit apart). */
export const EXPIRED_KEEP_MS = DAY;
/** Idempotency-Keys: a journal resent from a phone that was offline for weeks is still applied once. */
export const IDEMPOTENCY_KEEP_MS = 30 * DAY;

/** Table, then the delete: `$1` is the cut-off time, `$2` is now. */
const CLEANUPS: ReadonlyArray<[string, string, number]> = [
  ['throttle_events', 'delete from throttle_events where at < $1', THROTTLE_KEEP_MS],
  [
    'throttle_state',
    `delete from throttle_state
      where (locked_until is null or locked_until <= $2) and (last_failure_at is null or last_failure_at < $1)`,
    THROTTLE_KEEP_MS,
  ],
  [
    'otp_challenges',
    `delete from otp_challenges where expires_at < $1 and (verified_until is null or verified_until <= $2)`,
    EXPIRED_KEEP_MS,
  ],
  ['sessions', 'delete from sessions where expires_at < $1 or revoked_at < $1', EXPIRED_KEEP_MS],
  ['video_tokens', 'delete from video_tokens where expires_at < $1', EXPIRED_KEEP_MS],
  ['learning_tool_tokens', 'delete from learning_tool_tokens where expires_at < $1', EXPIRED_KEEP_MS],
  ['content_grants', 'delete from content_grants where expires_at < $1', EXPIRED_KEEP_MS],
  ['idempotency_keys', 'delete from idempotency_keys where created_at < $1', IDEMPOTENCY_KEEP_MS],
];

export interface CleanupResult {
  /** False when another instance holds the lease: nothing was deleted here. */
  led: boolean;
  /** Rows deleted per table (tables with none left out). */
  deleted: Record<string, number>;
}

/** One round: with the lease, deletes what is over in every table above. */
export async function cleanUp(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  holder: string,
  leaseMs = CLEANUP_LEASE_MS,
): Promise<CleanupResult> {
  if (!(await takeJobLease(deps.db, CLEANUP_JOB, holder, leaseMs))) return { led: false, deleted: {} };
  // The earlier of the server's clock and real time: a test clock moved ahead (e2e trial journeys) must not
  // delete sessions or keys that are still live once it is moved back.
  const now = new Date(Math.min(deps.clock.now().getTime(), Date.now()));
  const deleted: Record<string, number> = {};
  for (const [table, sql, keepMs] of CLEANUPS) {
    const cutoff = new Date(now.getTime() - keepMs);
    const rows = await deps.db.query(`${sql} returning 1`, sql.includes('$2') ? [cutoff, now] : [cutoff]);
    if (rows.length > 0) deleted[table] = rows.length;
  }
  return { led: true, deleted };
}

/** Starts the clean-up on an interval for this instance (main.ts, through startBackgroundJobs). */
export function startCleanup(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  everyMs = CLEANUP_EVERY_MS,
  holder = newHolder(),
): PeriodicJob {
  const log = deps.log ?? rootLog;
  return startPeriodic(deps, {
    name: CLEANUP_JOB,
    everyMs,
    holder,
    round: async () => {
      const result = await cleanUp(deps, holder);
      if (Object.keys(result.deleted).length > 0) log.info({ deleted: result.deleted }, 'Cleaned up');
    },
    release: () => releaseJobLease(deps.db, CLEANUP_JOB, holder),
  });
}
