import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { withRequestLog, type Log } from './log.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** This request's id: a valid incoming `X-Request-Id`, else a new UUID; echoed in the response. */
    requestId: string;
    /** The logger bound to this request's id (also `currentLog()` anywhere below the handler). */
    log: Log;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** What an incoming id may look like: 1–128 of letters, digits and `._:-` (anything else is replaced). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(incoming: string | undefined): string {
  const trimmed = incoming?.trim();
  return trimmed && VALID_REQUEST_ID.test(trimmed) ? trimmed : randomUUID();
}

/**
 * Gives every request an id and a child logger bound to it, echoes the id in `X-Request-Id`, and writes one access
 * line per request: method, path (never the query string, which may carry personal data), status, ms and id.
 */
export function requestLog(log: Log, origin?: string): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const reqId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const child = log.child(origin ? { reqId, origin } : { reqId });
    c.set('requestId', reqId);
    c.set('log', child);
    c.header(REQUEST_ID_HEADER, reqId);
    await withRequestLog(child, next);
    try {
      if (c.res.headers.get(REQUEST_ID_HEADER) !== reqId) c.res.headers.set(REQUEST_ID_HEADER, reqId);
    } catch {
      // An immutable response (passed through as it came); the id is still in the access line.
    }
    child.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  };
}
