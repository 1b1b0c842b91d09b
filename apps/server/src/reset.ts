// `npm run reset-demo`: restores the demo data in the data directory (stop the server first).
import { systemClock } from './clock.ts';
import { serverConfigFromEnv } from './config.ts';
import { openDb } from './db.ts';
import { resetDemo } from './seed/index.ts';

const db = await openDb();
try {
  await resetDemo({ db, clock: systemClock, config: serverConfigFromEnv() });
  console.log('The demo data was reset.');
} finally {
  await db.close();
}
