import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './db.ts';
import { migrationsDir } from './paths.ts';

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_foundation`; recorded in `schema_migrations.version`. */
  version: string;
  sql: string;
}

const FILE_PATTERN = /^(\d{4})_[a-z0-9_]+\.sql$/;

export async function loadMigrations(dir: string = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const numbers = new Set<string>();
  const migrations: Migration[] = [];
  for (const file of files) {
    const number = FILE_PATTERN.exec(file)?.[1];
    if (!number) throw new Error(`Migration file ${file} must be named NNNN_lower_snake_name.sql`);
    if (numbers.has(number)) throw new Error(`Two migration files share the number ${number}`);
    numbers.add(number);
    migrations.push({
      version: file.slice(0, -'.sql'.length),
      sql: await readFile(path.join(dir, file), 'utf8'),
    });
  }
  return migrations;
}

/**
 * Applies, in order, each migration not yet recorded in `schema_migrations`, each in its own transaction, and
 * returns the versions it applied. An advisory lock keeps two servers sharing one Postgres from racing.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<string[]> {
  const pending = migrations ?? (await loadMigrations());
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`create table if not exists schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of pending) {
    const didApply = await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('select 1 from schema_migrations where version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql).catch((error: unknown) => {
        throw new Error(`Migration ${migration.version} failed: ${(error as Error).message}`, {
          cause: error,
        });
      });
      await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      return true;
    });
    if (didApply) applied.push(migration.version);
  }
  return applied;
}

async function lock(tx: Db): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext('quest.schema_migrations'))`);
}
