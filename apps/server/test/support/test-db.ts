import { createHash } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db } from '../../src/db.ts';
import { loadMigrations, migrate, type Migration } from '../../src/migrate.ts';
import { openMigratedPglite } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The Postgres server the `server-pg` project runs on (scripts/vitest-postgres.mjs); unset elsewhere. */
    testDatabaseUrl?: string;
  }
}

/**
 * The Postgres server this test run uses, or undefined for PGlite. Only the `server-pg` Vitest project provides one
 * (its globalSetup starts Postgres, or passes TEST_DATABASE_URL on); the `unit` project always runs on PGlite.
 */
export function testDatabaseUrl(): string | undefined {
  return inject('testDatabaseUrl') || undefined;
}

/** Which database this run's tests get: `postgres` in the server-pg project, else `pglite`. */
export const testDbKind = (): Db['kind'] => (testDatabaseUrl() ? 'postgres' : 'pglite');

/**
 * A migrated, empty database of its own for one test file or harness: in-memory PGlite from the dumped template
 * (pglite-template.ts), or, in the server-pg project, a new Postgres database copied from a migrated template
 * database (`create database … template …`, ADR 0126), dropped when it is closed. Tests call this and never branch
 * on the backend.
 */
export async function openTestDb(): Promise<Db> {
  const url = testDatabaseUrl();
  return url ? openPostgresTestDb(url, { migrated: true }) : openMigratedPglite();
}

/** An empty database, not even migrated (the migration tests): PGlite in memory, or a new Postgres database. */
export async function openEmptyTestDb(): Promise<Db> {
  const url = testDatabaseUrl();
  return url ? openPostgresTestDb(url, { migrated: false }) : openPglite('memory://');
}

let admin: Promise<{ client: pg.Client; template: string; migrations: Migration[] }> | undefined;
let counter = 0;
/** Any number both sides agree on: the advisory lock that lets one worker at a time make the template. */
const TEMPLATE_LOCK = 2_026_027_126;

async function openPostgresTestDb(url: string, { migrated }: { migrated: boolean }): Promise<Db> {
  admin ??= connectAdmin(url);
  const { client, template, migrations } = await admin;
  counter += 1;
  const name = `quest_t_${process.pid}_${counter}`;
  await client.query(`create database ${name} template ${migrated ? template : 'template0'}`);
  let db: Db;
  try {
    db = await openPostgres(databaseUrl(url, name));
    // Applies nothing (the template has every migration) unless the template missed one.
    if (migrated) await migrate(db, migrations);
  } catch (error) {
    await client.query(`drop database if exists ${name} with (force)`);
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...db,
    close: () =>
      (closing ??= db.close().then(async () => {
        await client.query(`drop database if exists ${name} with (force)`);
      })),
  };
}

/**
 * One admin connection per test worker (kept for its life), and the template made once per server and set of
 * migrations: under an advisory lock, so parallel workers wait for the first one instead of racing; built under a
 * temporary name and renamed when complete, so a run that died half-way never leaves a half-migrated template.
 */
async function connectAdmin(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  client.on('error', () => {});
  const migrations = await loadMigrations();
  const hash = createHash('sha256');
  for (const m of migrations) hash.update(`\0${m.version}\0${m.sql}`);
  const template = `quest_template_${hash.digest('hex').slice(0, 12)}`;
  await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      const building = `${template}_partial`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = await openPostgres(databaseUrl(url, building));
      try {
        await migrate(db, migrations);
      } finally {
        await db.close();
      }
      await client.query(`alter database ${building} rename to ${template}`);
    }
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
  return { client, template, migrations };
}

/** `url` with its database name replaced. */
function databaseUrl(url: string, database: string): string {
  const scoped = new URL(url);
  scoped.pathname = `/${database}`;
  return scoped.toString();
}
