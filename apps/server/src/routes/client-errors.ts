import { Hono } from 'hono';
import {
  clientErrorListQuerySchema,
  clientErrorReportSchema,
  type ClientError,
  type ClientErrorCreated,
  type ClientErrorList,
} from '@quest/api';
import type { AppDeps } from '../deps.ts';
import { readJson, validate } from '../http.ts';
import { limitBody } from '../security/input-limits.ts';

const USER_AGENT_MAX = 1000;
/** A report's largest body: message, stack and URL at their limits fit with room (ADR 0104). */
const CLIENT_ERROR_BODY_MAX = 64 * 1024;

interface ClientErrorRow {
  id: number;
  message: string;
  stack: string | null;
  url: string | null;
  user_agent: string | null;
  created_at: Date;
}

export function clientErrorRoutes({ db, clock }: AppDeps): Hono {
  return new Hono()
    .post('/api/client-errors', limitBody(CLIENT_ERROR_BODY_MAX), async (c) => {
      const report = await readJson(c, clientErrorReportSchema);
      const userAgent = c.req.header('User-Agent')?.slice(0, USER_AGENT_MAX) ?? null;
      const [row] = await db.query<{ id: number }>(
        `insert into client_errors (message, stack, url, user_agent, created_at)
           values ($1, $2, $3, $4, $5) returning id`,
        [report.message, report.stack ?? null, report.url ?? null, userAgent, clock.now()],
      );
      if (!row) throw new Error('insert into client_errors returned no row');
      return c.json({ id: row.id } satisfies ClientErrorCreated, 201);
    })
    .get('/api/client-errors', async (c) => {
      const { limit } = validate(clientErrorListQuerySchema, c.req.query(), 'Query');
      const rows = await db.query<ClientErrorRow>(
        `select id, message, stack, url, user_agent, created_at from client_errors
         order by created_at desc, id desc limit $1`,
        [limit],
      );
      return c.json({ items: rows.map(toClientError) } satisfies ClientErrorList);
    });
}

function toClientError(row: ClientErrorRow): ClientError {
  return {
    id: row.id,
    message: row.message,
    stack: row.stack,
    url: row.url,
    userAgent: row.user_agent,
    createdAt: row.created_at.toISOString(),
  };
}
