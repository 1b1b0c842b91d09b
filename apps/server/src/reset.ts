// `npm run reset-demo`: restores the demo data in the data directory (stop the server first).
import { systemClock } from './clock.ts';
import { serverConfigFromEnv } from './config.ts';
import { openDb } from './db.ts';
import { rootLog } from './log.ts';
import { PRIVATE_UMASK } from './private-files.ts';
import { resetDemo } from './seed/index.ts';

process.umask(PRIVATE_UMASK);
const db = await openDb();
try {
  await resetDemo({ db, clock: systemClock, config: serverConfigFromEnv() });
  rootLog.info('The demo data was reset.');
} finally {
  await db.close();
}
