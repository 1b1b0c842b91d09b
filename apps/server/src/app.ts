import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { areas } from './areas/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { serverConfigFromEnv, type ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import { defaultStaticDir } from './paths.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { healthRoutes } from './routes/health.ts';
import { cspReportRoutes } from './security/reports.ts';
import { isServerPath, learnerApp } from './static.ts';

export interface AppOptions {
  db: Db;
  /** The built learner app; defaults to `apps/learner/dist`. */
  staticDir?: string;
  /** The server's "now" for anything it records or decides by time. */
  clock?: Clock;
  config?: ServerConfig;
  /** More route registrations, before the app's catch-all (tests use it for fixtures). */
  extraAreas?: ReadonlyArray<(app: Hono, deps: AppDeps) => void>;
}

export interface AppDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
}

export function createApp({
  db,
  staticDir = defaultStaticDir,
  clock = systemClock,
  config = serverConfigFromEnv(),
  extraAreas = [],
}: AppOptions): Hono {
  const deps: AppDeps = { db, clock, config };
  const app = new Hono();

  app.route('/', healthRoutes(deps));
  app.route('/', clientErrorRoutes(deps));
  app.route('/', cspReportRoutes(deps));
  for (const register of [...areas, ...extraAreas]) register(app, deps);
  app.get('*', learnerApp(staticDir, config));

  app.notFound((c) =>
    isServerPath(c.req.path) ? c.json({ error: 'Not found' }, 404) : c.text('Not found', 404),
  );
  app.onError((error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ error: error.message || 'Request failed' }, error.status);
    }
    console.error(`${c.req.method} ${c.req.path} failed:`, error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
