import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, type PgliteDb } from '../../src/db.ts';
import { loadMigrations, migrate } from '../../src/migrate.ts';

/**
 * A migrated, empty PGlite database for a test, started from a dumped template instead of a new cluster: a new
 * in-memory cluster and the migrations take 2–4 s on the loaded 2-core CI machine, the template loads in under 1 s
 * (ADR 0119). The template is made once per set of migrations (their contents and PGlite's version name the file) and
 * kept under node_modules/.cache, so parallel test workers and later runs share it; migrations hold schema only (no
 * rows, no times), so a template is the same database a fresh migration gives. `migrate` still runs on the copy: with
 * every migration recorded it applies nothing, and a template that missed one would be caught up, not trusted.
 */
export async function openMigratedPglite(): Promise<PgliteDb> {
  const migrations = await loadMigrations();
  const db = await openPglite('memory://', { loadDataDir: await template(migrations) });
  await migrate(db, migrations);
  return db;
}

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const cacheDir = path.join(repoRoot, 'node_modules/.cache/quest-pglite');
let made: Promise<Blob> | undefined;

function template(migrations: Awaited<ReturnType<typeof loadMigrations>>): Promise<Blob> {
  made ??= (async () => {
    const pgliteVersion = JSON.parse(
      await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    ).version as string;
    const hash = createHash('sha256').update(pgliteVersion);
    for (const m of migrations) hash.update(`\0${m.version}\0${m.sql}`);
    const file = path.join(cacheDir, `${hash.digest('hex').slice(0, 16)}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const fresh = await openPglite('memory://');
      await migrate(fresh, migrations);
      const dump = await fresh.dumpDataDir();
      await fresh.close();
      // Written aside and renamed, so a worker reading the file never sees half of it.
      await mkdir(cacheDir, { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}`;
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
      await rename(partial, file);
      return dump;
    }
  })();
  return made;
}
