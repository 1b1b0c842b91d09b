import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { createTestClock, systemClock } from './clock.ts';
import { serverConfigFromEnv } from './config.ts';
import { openDb, type Db } from './db.ts';
import { migrate } from './migrate.ts';
import { seedIfEmpty } from './seed/index.ts';

const SHUTDOWN_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 15_000;

function parsePort(value: string | undefined): number {
  const port = value?.trim() ? Number(value) : 8080;
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
  const server = serve(
    { fetch: createApp({ db, clock, config }).fetch, port, hostname: host },
    (info: AddressInfo) => {
      console.log(`Quest is running at ${urlOf(host, info.port)}`);
    },
  ) as Server;
  server.on('error', (error) => {
    console.error('The server could not start:', error);
    void db.close().finally(() => process.exit(1));
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Received ${signal}, shutting down`);
    setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    void shutdown(server, db).then(
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

async function shutdown(server: Server, db: Db): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  await closed;
  clearTimeout(forceClose);
  await db.close();
}

main().catch((error: unknown) => {
  console.error('Quest failed to start:', error);
  process.exit(1);
});
