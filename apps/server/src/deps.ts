import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Db } from './db.ts';
import type { SmsSender } from './identity/sms.ts';
import type { Log } from './log.ts';

/**
 * What every area, route and service is handed (built once by `createApp`). It lives apart from app.ts, which
 * imports every area: an area that took it from app.ts closed a circle through the whole server.
 */
export interface AppDeps {
  db: Db;
  clock: Clock;
  config: ServerConfig;
  /** How OTP codes are sent (ADR 0102); `createApp` always sets it. */
  sms?: SmsSender;
  /** The server's logger (ADR 0103); in a request, prefer `c.get('log')` or `currentLog()`. */
  log?: Log;
}
