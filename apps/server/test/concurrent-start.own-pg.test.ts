// Two instances started at the same moment on an empty Postgres (issue 27, ADR 0127): before the seed took a lock,
// the second crashed with `duplicate key value violates unique constraint "boards_pkey"`. Both must come up and
// serve /ready, with every migration recorded once and every table holding what one seed writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgres, type ThrowAwayPostgres } from '../../../scripts/postgres.mjs';
import { systemClock } from '../src/clock.ts';
import { serverConfigFromEnv } from '../src/config.ts';
import { openPostgres, type Db } from '../src/db.ts';
import { loadMigrations, migrate } from '../src/migrate.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { buildServer, startBuiltServer, type BuiltServer } from './support/built-server.ts';
import { START_TIMEOUT_MS } from './support/server-process.ts';

let pg: ThrowAwayPostgres | undefined;
const servers: BuiltServer[] = [];
const open: Db[] = [];

beforeAll(async () => {
  buildServer();
  pg = await startPostgres();
}, 120_000);
afterAll(async () => {
  for (const server of servers) server.kill();
  for (const db of open) await db.close();
  await pg?.stop();
});

/** Rows per table of the public schema. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from "${name}"`);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/** Tables the running servers write on their own: the jobs' leases and the gateway's signing key. */
const WRITTEN_AT_RUN_TIME = ['order_reconciler_lease', 'server_job_leases', 'store_secrets'];
/** Tables the clean-up job (ADR 0128) may have pruned by the time they are counted: at most one seed's rows. */
const PRUNED_AT_RUN_TIME = [
  'throttle_events',
  'throttle_state',
  'otp_challenges',
  'sessions',
  'video_tokens',
  'learning_tool_tokens',
  'content_grants',
  'idempotency_keys',
];

describe('two instances started at the same moment on an empty Postgres', () => {
  it(
    'both come up and serve /ready; migrations and the demo seed are applied once',
    async () => {
      const url = pg!.url;
      const env = { DATABASE_URL: url, LOG_LEVEL: 'info' };
      const started = await Promise.allSettled([startBuiltServer(env), startBuiltServer(env)]);
      for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual([
        'up',
        'up',
      ]);
      for (const server of servers) {
        const ready = await fetch(`${server.url}/ready`);
        expect(ready.status).toBe(200);
      }
      const seededBy = servers.filter((server) =>
        server.lines().some(({ line }) => line.includes('Seeded the demo data')),
      );
      expect(seededBy).toHaveLength(1);

      const shared = await openPostgres(url);
      open.push(shared);
      const migrations = await loadMigrations();
      const [versions] = await shared.query<{ n: number; distinct: number }>(
        'select count(*)::int as n, count(distinct version)::int as distinct from schema_migrations',
      );
      expect(versions).toEqual({ n: migrations.length, distinct: migrations.length });

      // One seed, as a single process writes it, into a second database of the same cluster.
      await shared.exec('create database one_seed');
      const single = await openPostgres(url.replace(/\/[^/]*$/, '/one_seed'));
      open.push(single);
      await migrate(single, migrations);
      // Uploads into the database, as the servers keep them with DATABASE_URL (read from the environment).
      process.env.QUEST_UPLOADS_STORE = 'database';
      try {
        await seedIfEmpty({ db: single, clock: systemClock, config: serverConfigFromEnv({}) });
      } finally {
        delete process.env.QUEST_UPLOADS_STORE;
      }

      const [twice, once] = await Promise.all([rowCounts(shared), rowCounts(single)]);
      for (const table of WRITTEN_AT_RUN_TIME) {
        delete twice[table];
        delete once[table];
      }
      for (const table of PRUNED_AT_RUN_TIME) {
        expect(twice[table], table).toBeLessThanOrEqual(once[table] ?? 0);
        delete twice[table];
        delete once[table];
      }
      expect(once.boards).toBeGreaterThan(0);
      expect(once.users).toBeGreaterThan(0);
      const differing = Object.keys({ ...once, ...twice }).filter((table) => twice[table] !== once[table]);
      expect(
        differing.map((table) => `${table}: ${twice[table]} after two starts, ${once[table]} in one seed`),
      ).toEqual([]);
    },
    START_TIMEOUT_MS * 2,
  );
});
