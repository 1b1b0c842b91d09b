import { PGlite, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import pg from 'pg';
import { rootLog } from './log.ts';
import { defaultDataDir } from './paths.ts';
import { pgliteStatements } from './pglite-statements.ts';
import { ensurePrivateDir, makeTreePrivate } from './private-files.ts';

export type DbKind = 'pglite' | 'postgres';

/**
 * The one way server code talks to the database. Parameters are `$1`-style in both backends, `int8` values come
 * back as numbers and `timestamptz` values as `Date`s in both.
 */
export interface Db {
  readonly kind: DbKind;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<void>;
  /** Commits when `fn` resolves, rolls back when it throws. Nested calls use savepoints. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** PGlite's database can also be dumped whole (a tarball of its data directory). */
export interface PgliteDb extends Db {
  dumpDataDir(): Promise<Blob>;
}

export type DbConfig = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

/** `DATABASE_URL` selects Postgres; otherwise PGlite in `QUEST_DATA_DIR` (`memory://` keeps it in memory). */
export function dbConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DbConfig {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: env.QUEST_DATA_DIR?.trim() || defaultDataDir };
}

export function openDb(config: DbConfig = dbConfigFromEnv()): Promise<Db> {
  return config.kind === 'postgres' ? openPostgres(config.url) : openPglite(config.dataDir);
}

/**
 * Opens PGlite in `dataDir` (`memory://` for a throw-away database). `loadDataDir` starts it from a dumped data
 * directory (`dumpDataDir`) instead of an empty cluster: the tests' migrated template (test/support/pglite-template.ts).
 */
export async function openPglite(
  dataDir: string,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<PgliteDb> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) await ensurePrivateDir(dataDir);
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  // PGlite unpacks a new data directory with explicit 0666/0777 modes (a chmod, which the umask does not limit).
  if (!inMemory) await makeTreePrivate(dataDir);
  const closing = once(() => pglite.close());
  const statements = pgliteStatements(pglite, (oid) => parserFor(oid) as (text: string) => unknown);
  return {
    kind: 'pglite',
    dumpDataDir: async () => (await pglite.dumpDataDir('none')) as Blob,
    query: async <T>(sql: string, params?: unknown[]) => (await statements.query(sql, params)) as T[],
    exec: async (sql) => {
      await pglite.exec(sql);
      await statements.afterExec(sql);
    },
    transaction: (fn) =>
      pglite.transaction((tx) => runInTransaction('pglite', pgliteRunner(tx, statements), fn)),
    close: closing,
  };
}

export async function openPostgres(url: string): Promise<Db> {
  const pool = new pg.Pool({ connectionString: url, types: { getTypeParser: parserFor } });
  pool.on('error', (error) => rootLog.error({ err: error }, 'Postgres idle client error'));
  await pool.query('select 1');
  return {
    kind: 'postgres',
    query: async <T>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await runInTransaction('postgres', pgRunner(client), fn);
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        await client.query('rollback').then(
          () => client.release(),
          (rollbackError: Error) => client.release(rollbackError),
        );
        throw error;
      }
    },
    close: once(() => pool.end()),
  };
}

const INT8_OID = 20;

const parserFor = ((oid: number, format?: 'text' | 'binary') =>
  oid === INT8_OID && format !== 'binary'
    ? Number
    : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser;

interface Runner {
  query(sql: string, params?: unknown[]): Promise<unknown[]>;
  exec(sql: string): Promise<void>;
}

function pgliteRunner(tx: PgliteTransaction, statements: ReturnType<typeof pgliteStatements>): Runner {
  return {
    query: (sql, params) => statements.queryInTransaction(sql, params),
    exec: async (sql) => {
      await tx.exec(sql);
      await statements.afterExec(sql);
    },
  };
}

function pgRunner(client: pg.PoolClient): Runner {
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

/** Gives `fn` a transaction-bound Db that refuses to be used once the transaction is over. */
async function runInTransaction<T>(kind: DbKind, runner: Runner, fn: (tx: Db) => Promise<T>): Promise<T> {
  let finished = false;
  let savepoints = 0;
  const guard = () => {
    if (finished) throw new Error('This transaction has already finished');
  };
  const tx: Db = {
    kind,
    query: async <R>(sql: string, params?: unknown[]) => {
      guard();
      return (await runner.query(sql, params)) as R[];
    },
    exec: async (sql) => {
      guard();
      await runner.exec(sql);
    },
    transaction: async (inner) => {
      guard();
      const name = `sp_${++savepoints}`;
      await runner.exec(`savepoint ${name}`);
      try {
        const result = await inner(tx);
        await runner.exec(`release savepoint ${name}`);
        return result;
      } catch (error) {
        await runner.exec(`rollback to savepoint ${name}`);
        throw error;
      }
    },
    close: () => Promise.reject(new Error('Cannot close the database from inside a transaction')),
  };
  try {
    return await fn(tx);
  } finally {
    finished = true;
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let result: Promise<void> | undefined;
  return () => (result ??= fn());
}
