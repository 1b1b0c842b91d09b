import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { areas } from './areas/index.ts';
import { systemClock, type Clock } from './clock.ts';
import { compressJson } from './compress-json.ts';
import { serverConfigFromEnv, type ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import type { AppDeps } from './deps.ts';
import { smsSenderFor, type SmsSender } from './identity/sms.ts';
import { rootLog, type Log } from './log.ts';
import { defaultStaticDir } from './paths.ts';
import { requestLog } from './request-log.ts';
import { clientErrorRoutes } from './routes/client-errors.ts';
import { healthRoutes, type Lifecycle } from './routes/health.ts';
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
  /** How OTP codes are sent; by default chosen from `config` (see `smsSenderFor`). */
  sms?: SmsSender;
  /** The logger requests log through (a child per request); by default the process's. */
  log?: Log;
  /** Draining (SIGTERM, set by main.ts): /health and /ready answer 503, every answer closes its connection. */
  lifecycle?: Lifecycle;
}

export function createApp({
  db,
  staticDir = defaultStaticDir,
  clock = systemClock,
  config = serverConfigFromEnv(),
  extraAreas = [],
  sms = smsSenderFor(config),
  log = rootLog,
  lifecycle = { draining: false },
}: AppOptions): Hono {
  const deps: AppDeps = { db, clock, config, sms, log };
  const app = new Hono();

  app.use('*', requestLog(log));
  // While draining, no connection is kept alive for another request: the client's next one goes elsewhere.
  app.use('*', async (c, next) => {
    await next();
    if (lifecycle.draining) c.header('Connection', 'close');
  });
  // JSON answers gzipped for clients that accept it (issue 26); static files carry their own cached gzip.
  app.use('*', compressJson());

  app.route('/', healthRoutes(deps, lifecycle));
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
    // Message, code and stack only: never the SQL, its parameters or a database error's detail (ADR 0103).
    (c.get('log') ?? log).error({ err: error, method: c.req.method, path: c.req.path }, 'Request failed');
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
