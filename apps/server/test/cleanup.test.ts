import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { CLEANUP_JOB, cleanUp, startCleanup } from '../src/jobs/cleanup.ts';
import { releaseJobLease, takeJobLease } from '../src/jobs/lease.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * The clean-up (ADR 0128): rows whose time is over go, once across instances (the lease server.cleanup); rows
 * still in use stay.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: Harness;
let userId: number;

beforeAll(async () => {
  h = await createHarness();
  userId = await h.createUser();
  await h.db.query(`insert into quests (id, name) values (990, 'Clean-up') on conflict do nothing`);
});
afterAll(() => h.close());
beforeEach(async () => {
  h.clock.reset();
  await h.db.query('delete from server_job_leases');
});

/** One stale and one live row in each table; answers the live rows' keys. */
async function plant(now: Date) {
  const at = (ms: number) => new Date(now.getTime() + ms);
  await h.db.query('insert into throttle_events (key, at) values ($1, $2), ($3, $4)', [
    'old-event',
    at(-DAY - HOUR),
    'live-event',
    at(-HOUR),
  ]);
  await h.db.query(
    `insert into throttle_state (key, failures, last_failure_at, locked_until)
     values ('old-state', 3, $1, null), ('locked-state', 9, $1, $2), ('live-state', 2, $3, null)`,
    [at(-2 * DAY), at(HOUR), at(-HOUR)],
  );
  await h.db.query(
    `insert into otp_challenges (purpose, subject, code_hash, salt, sent_to, created_at, expires_at)
     values ('register', 'old-otp', 'x', 's', '7000000000', $1, $1), ('register', 'live-otp', 'x', 's', '7000000000', $2, $3)`,
    [at(-2 * DAY), at(-60_000), at(9 * 60_000)],
  );
  await h.db.query(
    `insert into sessions (token_hash, user_id, created_at, expires_at, revoked_at)
     values ('old-session', $1, $2, $3, null), ('old-revoked', $1, $2, $4, $2), ('live-session', $1, $5, $4, null)`,
    [userId, at(-3 * DAY), at(-2 * DAY), at(DAY), at(-HOUR)],
  );
  for (const table of ['learning_tool_tokens', 'content_grants']) {
    await h.db.query(
      `insert into ${table} (token_hash, user_id, quest_id, created_at, expires_at)
       values ('old-token', $1, 990, $2, $2), ('live-token', $1, 990, $3, $4)`,
      [userId, at(-2 * DAY), at(-60_000), at(HOUR)],
    );
  }
  await h.db.query(
    `insert into idempotency_keys (scope, key, created_at) values ('t', 'old-key', $1), ('t', 'live-key', $2)`,
    [at(-31 * DAY), at(-29 * DAY)],
  );
}

const keysOf = async (sql: string) => (await h.db.query<{ k: string }>(sql)).map((row) => row.k).sort();

describe('the clean-up', () => {
  test('Scenario: two instances run it at the same moment: one leads, the stale rows go once, live rows stay', async () => {
    await plant(h.clock.now());
    const [first, second] = await Promise.all([cleanUp(h.deps, 'instance-1'), cleanUp(h.deps, 'instance-2')]);
    expect([first.led, second.led].sort()).toEqual([false, true]);
    const led = first.led ? first : second;
    expect(led.deleted).toEqual({
      throttle_events: 1,
      throttle_state: 1,
      otp_challenges: 1,
      sessions: 2,
      learning_tool_tokens: 1,
      content_grants: 1,
      idempotency_keys: 1,
    });
    expect((first.led ? second : first).deleted).toEqual({});

    expect(await keysOf('select key as k from throttle_events')).toEqual(['live-event']);
    expect(await keysOf('select key as k from throttle_state')).toEqual(['live-state', 'locked-state']);
    expect(await keysOf(`select subject as k from otp_challenges where subject like '%-otp'`)).toEqual([
      'live-otp',
    ]);
    expect(await keysOf('select token_hash as k from sessions where user_id = ' + userId)).toEqual([
      'live-session',
    ]);
    expect(await keysOf('select token_hash as k from content_grants')).toEqual(['live-token']);
    expect(await keysOf(`select key as k from idempotency_keys where scope = 't'`)).toEqual(['live-key']);
  });

  test('Scenario: the holder keeps the lease; another instance takes it once it lapsed or was given up', async () => {
    expect((await cleanUp(h.deps, 'a')).led).toBe(true);
    expect((await cleanUp(h.deps, 'b')).led).toBe(false);
    expect((await cleanUp(h.deps, 'a')).led).toBe(true);
    await releaseJobLease(h.db, CLEANUP_JOB, 'a');
    expect((await cleanUp(h.deps, 'b', 1)).led).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await cleanUp(h.deps, 'a')).led).toBe(true);
    // Leases are per job: the clean-up's holder does not hold the order sweep's.
    expect(await takeJobLease(h.db, 'store.reconcile-orders', 'b', 1_000)).toBe(true);
  });

  test('Scenario: a started clean-up runs on its interval and gives the lease up when stopped', async () => {
    const job = startCleanup(h.deps, 20, 'interval-test');
    await expect
      .poll(async () => h.db.query('select holder from server_job_leases where job = $1', [CLEANUP_JOB]))
      .toEqual([{ holder: 'interval-test' }]);
    await job.stop();
    expect(await h.db.query('select 1 from server_job_leases where job = $1', [CLEANUP_JOB])).toEqual([]);
  });
});
