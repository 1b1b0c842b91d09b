import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorListSchema } from '@quest/api';
import { createApp } from '../src/app.ts';
import { dbConfigFromEnv, type Db, type DbKind } from '../src/db.ts';
import { loadMigrations, migrate } from '../src/migrate.ts';
import { defaultDataDir, defaultStaticDir, migrationsDir, repoRoot } from '../src/paths.ts';
import { makeTempDir, postJson, writeFiles } from './helpers.ts';
import { openEmptyTestDb, testDbKind } from './support/test-db.ts';

interface Target {
  kind: DbKind;
  open(): Promise<Db>;
}

/**
 * The database these checks run on: PGlite in memory in the unit project, a new empty Postgres database in the
 * server-pg project (test/support/test-db.ts, dropped when closed).
 */
const targets: Target[] = [{ kind: testDbKind(), open: openEmptyTestDb }];

describe('configuration', () => {
  it('uses Postgres when DATABASE_URL is set, else PGlite in QUEST_DATA_DIR or the repo default', () => {
    expect(dbConfigFromEnv({ DATABASE_URL: 'postgres://u@h/db', QUEST_DATA_DIR: '/x' })).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h/db',
    });
    expect(dbConfigFromEnv({ QUEST_DATA_DIR: 'memory://' })).toEqual({
      kind: 'pglite',
      dataDir: 'memory://',
    });
    expect(dbConfigFromEnv({ DATABASE_URL: ' ' })).toEqual({ kind: 'pglite', dataDir: defaultDataDir });
  });

  it('resolves paths from the repository root, whatever the working directory', async () => {
    const rootPackage = JSON.parse(await readFile(path.join(repoRoot, 'package.json'), 'utf8')) as {
      name: string;
    };
    expect(rootPackage.name).toBe('quest-learner');
    expect(defaultDataDir).toBe(path.join(repoRoot, '.data', 'pglite'));
    expect(defaultStaticDir).toBe(path.join(repoRoot, 'apps', 'learner', 'dist'));
    expect(migrationsDir).toBe(path.join(repoRoot, 'apps', 'server', 'migrations'));
  });
});

describe('loadMigrations', () => {
  it('loads the repository migrations in order, starting with the foundation', async () => {
    const versions = (await loadMigrations()).map((migration) => migration.version);
    expect(versions[0]).toBe('0001_foundation');
    expect(versions).toEqual([...versions].sort());
  });

  it('rejects badly named and duplicate-numbered files', async () => {
    const temp = await makeTempDir('migrations');
    try {
      await writeFiles(temp.dir, { '0002_b.sql': '', '0001_a.sql': '', 'notes.md': '' });
      expect((await loadMigrations(temp.dir)).map((m) => m.version)).toEqual(['0001_a', '0002_b']);
      await writeFiles(temp.dir, { '0002_again.sql': '' });
      await expect(loadMigrations(temp.dir)).rejects.toThrow('Two migration files share the number 0002');
      await rm(path.join(temp.dir, '0002_again.sql'));
      await writeFiles(temp.dir, { 'Add-Users.sql': '' });
      await expect(loadMigrations(temp.dir)).rejects.toThrow(
        'Add-Users.sql must be named NNNN_lower_snake_name.sql',
      );
    } finally {
      await temp.remove();
    }
  });
});

describe.each(targets)('$kind database', (target) => {
  let db: Db;

  beforeAll(async () => {
    db = await target.open();
  });

  afterAll(async () => {
    await db?.close();
  });

  it('reports its kind', () => {
    expect(db.kind).toBe(target.kind);
  });

  it('binds $n parameters and returns int8 as numbers and timestamptz as Dates', async () => {
    const rows = await db.query<{ n: number; label: string; at: Date }>(
      `select $1::int8 + 1 as n, $2::text as label, '2026-01-02T03:04:05Z'::timestamptz as at`,
      [41, 'hello'],
    );
    expect(rows).toEqual([{ n: 42, label: 'hello', at: new Date('2026-01-02T03:04:05Z') }]);
  });

  it('runs several statements with exec', async () => {
    await db.exec('create table exec_check (n int); insert into exec_check values (1), (2);');
    expect(await db.query('select n from exec_check order by n')).toEqual([{ n: 1 }, { n: 2 }]);
  });

  // PGlite runs each SQL text as a statement parsed once (ADR 0137): the same values in and out as on Postgres,
  // through rollbacks, schema changes and failures.
  describe('parameters and statements', () => {
    beforeAll(async () => {
      await db.exec(
        'create table value_check (id int primary key, at timestamptz, tags text[], doc jsonb, big int8)',
      );
    });

    it('sends Dates, arrays, JSON and int8 as Postgres reads them, and reads them back', async () => {
      const at = new Date('2026-01-02T03:04:05.678Z');
      const row = { id: 1, at, tags: ['a', 'b,c', 'd"e'], doc: { x: [1, 'two'] }, big: 9007199254740991 };
      await db.query('insert into value_check values ($1, $2, $3, $4, $5)', Object.values(row));
      expect(await db.query('select * from value_check where id = $1', [1])).toEqual([row]);
      expect(await db.query('select id from value_check where $1 = any(tags)', ['b,c'])).toEqual([{ id: 1 }]);
    });

    it('keeps a statement first used in a transaction that rolled back', async () => {
      const sql = 'select id from value_check where id = $1 and big > $2';
      await expect(
        db.transaction(async (tx) => {
          expect(await tx.query(sql, [1, 0])).toEqual([{ id: 1 }]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await db.query(sql, [1, 0])).toEqual([{ id: 1 }]);
    });

    it('sees a column added after a statement was first used', async () => {
      const sql = 'select * from value_check where id = $1';
      expect(Object.keys((await db.query<object>(sql, [1]))[0]!)).not.toContain('note');
      await db.exec('alter table value_check add column note text');
      expect(Object.keys((await db.query<object>(sql, [1]))[0]!)).toContain('note');
    });

    it('reports a failed statement with its code and runs the next one', async () => {
      const insert = 'insert into value_check (id) values ($1)';
      await expect(db.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
      await expect(db.transaction((tx) => tx.query(insert, [1]))).rejects.toMatchObject({ code: '23505' });
      if (db.kind === 'pglite') {
        // The failed first run parsed the statement once: failing again parses no new one.
        const count = async () =>
          (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements'))[0]?.n;
        const before = await count();
        for (let i = 0; i < 5; i += 1)
          await expect(db.query(insert, [1])).rejects.toMatchObject({ code: '23505' });
        expect(await count()).toBe(before);
      }
      await db.query(insert, [2]);
      expect(
        await db.query('select count(*)::int as n from value_check where id = any($1)', [[1, 2]]),
      ).toEqual([{ n: 2 }]);
    });

    it('answers queries sent at once, each its own', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => db.query<{ v: number }>('select $1::int + 1 as v', [i])),
      );
      expect(answers.map((rows) => rows[0]?.v)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    });
  });

  describe('transaction', () => {
    beforeAll(async () => {
      await db.exec('create table tx_check (n int)');
    });

    it('commits when the callback resolves and returns its value', async () => {
      const result = await db.transaction(async (tx) => {
        await tx.query('insert into tx_check values ($1)', [1]);
        return 'done';
      });
      expect(result).toBe('done');
      expect(await db.query('select n from tx_check')).toEqual([{ n: 1 }]);
    });

    it('rolls back everything when the callback throws', async () => {
      await expect(
        db.transaction(async (tx) => {
          await tx.query('insert into tx_check values ($1)', [2]);
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect(await db.query('select n from tx_check order by n')).toEqual([{ n: 1 }]);
    });

    it('rolls back only the inner part of a nested transaction', async () => {
      await db.transaction(async (tx) => {
        await tx.query('insert into tx_check values (3)');
        await expect(
          tx.transaction(async (inner) => {
            await inner.query('insert into tx_check values (4)');
            throw new Error('inner failed');
          }),
        ).rejects.toThrow('inner failed');
        await tx.transaction((inner) => inner.query('insert into tx_check values (5)'));
      });
      expect(await db.query('select n from tx_check order by n')).toEqual([{ n: 1 }, { n: 3 }, { n: 5 }]);
    });

    it('refuses a transaction handle used after the transaction ended', async () => {
      const leaked = await db.transaction(async (tx) => tx);
      await expect(leaked.query('select 1')).rejects.toThrow('This transaction has already finished');
    });
  });

  describe('migrate', () => {
    it('applies every migration once, in order, then nothing on a second run', async () => {
      const all = (await loadMigrations()).map((m) => m.version);
      expect(all[0]).toBe('0001_foundation');
      expect(await migrate(db)).toEqual(all);
      expect(await migrate(db)).toEqual([]);
      const recorded = await db.query<{ version: string; applied_at: Date }>(
        'select version, applied_at from schema_migrations order by version',
      );
      expect(recorded.map((row) => row.version)).toEqual(all);
      expect(recorded[0]?.applied_at).toBeInstanceOf(Date);
      await db.query(`insert into app_meta (key, value) values ('check', 'yes')`);
      expect(await db.query('select count(*) as count from client_errors')).toEqual([{ count: 0 }]);
    });

    it('rolls back a failing migration, records nothing for it and names it in the error', async () => {
      const migrations = [
        { version: '9001_good', sql: 'create table good_table (n int);' },
        {
          version: '9002_bad',
          sql: 'create table bad_table (n int); select no_such_column from good_table;',
        },
      ];
      await expect(migrate(db, migrations)).rejects.toThrow(/^Migration 9002_bad failed: .*no_such_column/);
      const versions = await db.query<{ version: string }>(
        'select version from schema_migrations order by 1',
      );
      const all = (await loadMigrations()).map((m) => m.version);
      expect(versions.map((row) => row.version)).toEqual([...all, '9001_good']);
      expect(await db.query(`select to_regclass('bad_table') as t`)).toEqual([{ t: null }]);
    });
  });

  it('stores and lists client errors through the app', async () => {
    const app = createApp({ db, staticDir: '/nonexistent' });
    const created = await app.request('/api/client-errors', postJson({ message: `on ${target.kind}` }));
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const list = clientErrorListSchema.parse(await (await app.request('/api/client-errors')).json());
    expect(list.items).toEqual([expect.objectContaining({ id, message: `on ${target.kind}`, stack: null })]);
  });

  it('reports 503 on /ready once the database is closed (/health stays 200: the process is alive)', async () => {
    const app = createApp({ db, staticDir: '/nonexistent' });
    expect((await app.request('/ready')).status).toBe(200);
    await db.close();
    const response = await app.request('/ready');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
    expect((await app.request('/health')).status).toBe(200);
  });
});
