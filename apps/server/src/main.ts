import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createContentApp } from './areas/media/content-origin.ts';
import { createGatewayApp } from './areas/store/gateway.ts';
import { createTestClock, systemClock } from './clock.ts';
import { serverConfigFromEnv } from './config.ts';
import { openDb, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 15_000;

function parsePort(value: string | undefined, fallback = 8080): number {
  const port = value?.trim() ? Number(value) : fallback;
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be 0-65535, got "${value}"`);
  return port;
}

function urlOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

async function main(): Promise<void> {
  const port = parsePort(process.env.PORT);
  const host = process.env.HOST?.trim() || '127.0.0.1';

  const db = await openDb();
  const applied = await migrate(db).catch(async (error: unknown) => {
    await db.close();
    throw error;
  });
  for (const version of applied) console.log(`Applied migration ${version}`);

  const config = serverConfigFromEnv();
  const clock = config.production ? systemClock : createTestClock();
  if (process.env.QUEST_SEED !== 'off' && (await seedIfEmpty({ db, clock, config }))) {
    console.log('Seeded the demo data');
  }
  const deps = { db, clock, config };

  // One process, three origins: the app and API, the content origin for frames, and the fake gateway.
  const listen = (fetch: (request: Request) => Response | Promise<Response>, wanted: number) =>
    new Promise<Server>((resolve, reject) => {
      const server = serve({ fetch, port: wanted, hostname: host }, () => resolve(server)) as Server;
      server.once('error', reject);
    });
  const portOf = (server: Server) => (server.address() as AddressInfo).port;

  const contentServer = await listen(
    createContentApp(deps).fetch,
    parsePort(process.env.CONTENT_PORT, port ? port + 1 : 0),
  );
  const gatewayServer = await listen(
    createGatewayApp(deps).fetch,
    parsePort(process.env.GATEWAY_PORT, port ? port + 2 : 0),
  );
  config.origins.content = urlOf(host, portOf(contentServer));
  config.origins.gateway = urlOf(host, portOf(gatewayServer));
  const server = await listen(createApp(deps).fetch, port);
  config.origins.app = urlOf(host, portOf(server));
  console.log(`Content origin at ${config.origins.content}; card gateway at ${config.origins.gateway}`);
  console.log(`Quest is running at ${config.origins.app}`);
  const servers = [server, contentServer, gatewayServer];

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void shutdown(servers, db).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('Shutdown failed:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function shutdown(servers: Server[], db: Db): Promise<void> {
  const closed = Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
  servers.forEach((server) => server.closeIdleConnections());
  const forceClose = setTimeout(
    () => servers.forEach((server) => server.closeAllConnections()),
    SHUTDOWN_GRACE_MS,
  );
  await closed;
  clearTimeout(forceClose);
  await db.close();
}

main().catch((error: unknown) => {
  console.error('Quest failed to start:', error);
  process.exit(1);
});
