import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createContentApp } from './areas/media/content-origin.ts';
import { createGatewayApp } from './areas/store/gateway.ts';
import { createTestClock, systemClock } from './clock.ts';
import { ConfigError, startupConfigFromEnv } from './config.ts';
import { startBackgroundJobs, type BackgroundJobs } from './jobs/background.ts';
import { openDb, type Db } from './db.ts';
import { smsSenderFor } from './identity/sms.ts';
import { rootLog as log } from './log.ts';
import { migrate } from './migrate.ts';
import type { Lifecycle } from './routes/health.ts';
import { ensurePrivateDir, makeTreePrivate, PRIVATE_UMASK } from './private-files.ts';
import { seedIfEmpty } from './seed/index.ts';

/** In-flight requests get this long to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
const SHUTDOWN_DEADLINE_MS = 15_000;

// Production writes JSON lines only (ADR 0127): what would reach stderr as text goes through the log instead
// (scripts/start.mjs runs node with --no-warnings, so Node's own warning text is not printed as well).
process.on('warning', (warning) => log.warn({ err: warning }, `Node warning: ${warning.message}`));
process.on('uncaughtException', (error) => {
  log.fatal({ err: error }, 'Uncaught exception; exiting');
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  log.fatal({ err: error }, 'Unhandled promise rejection; exiting');
  process.exit(1);
});

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  // Everything written at run time — the PGlite data directory, uploads, media — is the server user's alone.
  process.umask(PRIVATE_UMASK);
  const startup = startupConfigFromEnv();
  const { port, host, server: config } = startup;
  for (const warning of startup.warnings) log.warn(warning);
  for (const dir of [startup.dataDir, startup.uploadsDir]) {
    if (!dir) continue;
    await ensurePrivateDir(dir);
    const changed = await makeTreePrivate(dir);
    if (changed > 0)
      log.warn({ dir, changed }, 'Took group and other permissions off files an earlier run left open');
  }

  const db = await openDb(startup.db);
  const applied = await migrate(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  for (const version of applied) log.info(`Applied migration ${version}`);

  const clock = startup.testClock ? createTestClock() : systemClock;
  if (config.production) {
    log.info('Production mode: demo data is never seeded, OTP codes go only to the SMS gateway');
  } else if (startup.seed && (await seedIfEmpty({ db, clock, config }))) {
    log.info('Seeded the demo data');
  }
  const deps = { db, clock, config, sms: smsSenderFor(config), log };

  // One process, three origins: the app and API, the content origin for frames, and the fake gateway.
  const listen = (fetch: (request: Request) => Response | Promise<Response>, wanted: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = serve({ fetch, port: wanted, hostname: host }, () => resolve(server)) as Server;
      server.once('error', reject);
    });
  const portOf = (server: Server) => (server.address() as AddressInfo).port;

  // The addresses handed out (pictures, frames, the gateway, the payment return) are the public origins when set
  // (QUEST_PUBLIC_URL, QUEST_CONTENT_URL, QUEST_GATEWAY_URL: behind a reverse proxy), else the listening ones.
  const contentServer = await listen(createContentApp(deps).fetch, startup.contentPort);
  const gatewayServer = await listen(createGatewayApp(deps).fetch, startup.gatewayPort);
  const listening = {
    content: urlOf(host, portOf(contentServer)),
    gateway: urlOf(host, portOf(gatewayServer)),
    app: '',
  };
  config.origins.content = config.publicOrigins?.content ?? listening.content;
  config.origins.gateway = config.publicOrigins?.gateway ?? listening.gateway;
  const lifecycle: Lifecycle = { draining: false };
  const server = await listen(createApp({ ...deps, lifecycle }).fetch, port);
  listening.app = urlOf(host, portOf(server));
  config.origins.app = config.publicOrigins?.app ?? listening.app;
  log.info({ ...config.origins, listening }, 'Listening');
  // The line scripts and tests wait for, once (README): this process's own address, plain text in development; in
  // production a JSON log line with this message, as every line is (ADR 0127). Load balancers ask /ready instead.
  if (config.production) log.info({ url: listening.app }, `Quest is running at ${listening.app}`);
  else process.stdout.write(`Quest is running at ${listening.app}\n`);
  const servers = [server, contentServer, gatewayServer];
  // The order sweep (ADR 0109) and the clean-up: each runs once across instances, by its lease (ADR 0128).
  const reconciler = startBackgroundJobs(deps);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info(`Received ${signal}, shutting down`);
    setTimeout(() => {
      log.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void shutdown(servers, db, reconciler, lifecycle).then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

/**
 * Drains (ADR 0127): /health and /ready answer 503 and every answer closes its connection; the listening sockets
 * close at once (new connections are refused); requests in flight finish, and each keep-alive connection is closed
 * as soon as it is idle; only after SHUTDOWN_GRACE_MS are the connections still open cut. Then the background
 * work stops and the database closes.
 */
async function shutdown(
  servers: Server[],
  db: Db,
  reconciler: BackgroundJobs,
  lifecycle: Lifecycle,
): Promise<void> {
  lifecycle.draining = true;
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  const closeIdle = () => servers.forEach((server) => server.closeIdleConnections());
  closeIdle();
  const idleSweep = setInterval(closeIdle, 100);
  let cut = false;
  const forceClose = setTimeout(() => {
    cut = true;
    log.warn(`Requests still in flight ${SHUTDOWN_GRACE_MS} ms after the signal: closing their connections`);
    servers.forEach((server) => server.closeAllConnections());
  }, SHUTDOWN_GRACE_MS);
  await closed;
  clearInterval(idleSweep);
  clearTimeout(forceClose);
  if (!cut) log.info('Drained: every request in flight was answered');
  await reconciler.stop();
  await db.close();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    // One JSON line naming every problem (production reads JSON only); the text too outside production.
    log.fatal({ problems: error.problems }, `Quest refused to start. ${error.message}`);
    if (process.env.NODE_ENV !== 'production')
      process.stderr.write(`Quest refused to start. ${error.message}\n`);
  } else log.fatal({ err: error }, 'Quest failed to start');
  process.exit(1);
});
