import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { rootLog } from '../log.ts';
import { loadMigrations } from '../migrate.ts';

/** What a process says about itself: set to draining by `main.ts` on SIGTERM (ADR 0127). */
export interface Lifecycle {
  draining: boolean;
}

/**
 * `/health`: the process is alive and serving (no database call; 503 once it drains). `/ready`: it should get
 * traffic: not draining, the database answers, and every migration this build ships is recorded in
 * `schema_migrations`; otherwise 503 with the reason (never a database error's text, which is logged instead).
 */
export function healthRoutes(
  { db, log = rootLog }: AppDeps,
  lifecycle: Lifecycle = { draining: false },
): Hono {
  let known: Promise<string[]> | undefined;
  const knownVersions = () => {
    known ??= loadMigrations().then((list) => list.map((m) => m.version));
    known.catch(() => (known = undefined));
    return known;
  };
  return new Hono()
    .get('/health', (c) => {
      c.header('Cache-Control', 'no-store');
      if (lifecycle.draining) return c.json({ status: 'draining', db: db.kind }, 503);
      return c.json({ status: 'ok', db: db.kind, time: new Date().toISOString() });
    })
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const notReady = (reason: string) => c.json({ status: 'not ready', reason }, 503);
      if (lifecycle.draining) return notReady('draining: the process is shutting down');
      let applied: Set<string>;
      try {
        const rows = await db.query<{ version: string }>('select version from schema_migrations');
        applied = new Set(rows.map((row) => row.version));
      } catch (error) {
        log.warn({ err: error }, 'Readiness check: the database did not answer');
        return notReady('database unreachable');
      }
      const missing = (await knownVersions()).filter((version) => !applied.has(version));
      if (missing.length > 0) return notReady(`migrations not applied: ${missing.join(', ')}`);
      return c.json({ status: 'ready', db: db.kind, migrations: applied.size });
    });
}
