import { createHash } from 'node:crypto';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { FormFieldError, fromFormEntries, referenceBasePrefixes, type AnyEndpoint } from '@quest/api';
import type { AppDeps } from './deps.ts';
import { ApiFailure, fail } from './failure.ts';
import { describeIssues } from './http.ts';
import { userFromBearer, type SessionUser } from './identity/sessions.ts';
import { JSON_BODY_LIMIT, limitBody, MULTIPART_BODY_LIMIT, nulMessage } from './security/input-limits.ts';

export { ApiFailure, fail } from './failure.ts';

/** A student reads and writes only their own data: a `UserId` that is not the signed-in user's is a 403. */
export function requireSelf(user: SessionUser, userId: number): void {
  if (user.userId !== userId) throw fail(403, 'You can only see or change your own data.');
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends AnyEndpoint> {
  query: Out<E['query']>;
  body: Out<E['body']>;
  /** The signed-in user for bearer calls; for optional calls the user or null (a visitor); null otherwise. */
  user: E['auth'] extends 'bearer' ? SessionUser : E['auth'] extends 'optional' ? SessionUser | null : null;
  /** Inside an idempotent call, `deps.db` is the transaction that also records the key. */
  deps: AppDeps;
  c: Context;
}

/** What a handler returns: the response body as the contract's schema accepts it, or a raw Response. */
export type HandlerResult<E extends AnyEndpoint> = z.input<E['response']> | Response;

export function routePath(endpoint: AnyEndpoint): string {
  return `${referenceBasePrefixes[endpoint.base]}${endpoint.path}`;
}

function check<T>(schema: z.ZodType<T> | undefined, value: unknown, subject: string): T {
  if (!schema) return undefined as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw fail(400, describeIssues(parsed.error.issues, subject));
  return parsed.data;
}

/** Each query parameter with its values (one → the value): repeated parameters are checked too. */
const everyQueryValue = (c: Context) =>
  Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k, v.length === 1 ? v[0] : v]));

/** No text of a request may hold U+0000: refused with a 400 before any schema or handler sees it (ADR 0104). */
function refuseNul(value: unknown, subject: string): void {
  const message = nulMessage(value, subject);
  if (message) throw fail(400, message);
}

async function readBody(c: Context, endpoint: AnyEndpoint): Promise<unknown> {
  if (!endpoint.body) return undefined;
  if (endpoint.multipart) {
    const form = await c.req.formData().catch(() => {
      throw fail(400, 'Request body must be multipart form data');
    });
    try {
      return fromFormEntries(form.entries());
    } catch (error) {
      if (error instanceof FormFieldError) throw fail(400, error.message);
      throw error;
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') throw fail(400, 'Request body must be JSON');
  try {
    return JSON.parse(text);
  } catch {
    throw fail(400, 'Request body is not valid JSON');
  }
}

/** JSON with every object's keys sorted: one text per value, whatever order its fields were sent in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha256 of the canonical request body: kept with each Idempotency-Key so duplicate writes can be counted. */
export const bodyHash = (body: unknown): string =>
  createHash('sha256').update(canonicalJson(body)).digest('hex');

/**
 * Serves one call of the contract: the request is validated with the contract's own schemas, bearer calls
 * resolve the session, idempotent writes apply each Idempotency-Key once (a repeat gets the first answer), and
 * outside production the response is checked against the contract so the server cannot drift from it.
 */
export function implement<E extends AnyEndpoint>(
  app: Hono,
  deps: AppDeps,
  endpoint: E,
  handler: (ctx: HandlerContext<E>) => Promise<HandlerResult<E>> | HandlerResult<E>,
): void {
  const method = endpoint.method === 'GET' ? 'get' : 'post';
  // Every call's body is limited before it is read: small for JSON, the files' own limits for multipart (ADR 0104).
  const sizeLimit = limitBody(endpoint.multipart ? MULTIPART_BODY_LIMIT : JSON_BODY_LIMIT);
  app[method](routePath(endpoint), sizeLimit, async (c) => {
    try {
      const authorization = c.req.header('Authorization');
      const user =
        endpoint.auth === 'bearer' || (endpoint.auth === 'optional' && authorization?.trim())
          ? await userFromBearer(deps, authorization)
          : null;
      refuseNul(everyQueryValue(c), 'query');
      const query = check(endpoint.query, c.req.query(), 'query');
      const raw = await readBody(c, endpoint);
      refuseNul(raw, 'body');
      const body = check(endpoint.body, raw, 'body');
      const run = (d: AppDeps) =>
        handler({ query, body, user, deps: d, c } as HandlerContext<E>) as Promise<HandlerResult<E>>;

      if (!endpoint.idempotent) return respond(c, endpoint, await run(deps));

      const key = c.req.header('Idempotency-Key')?.trim();
      if (!key || key.length > 200) throw fail(400, 'Idempotency-Key header is required (1-200 characters)');
      const scope = `${endpoint.name}:${user?.userId ?? 'anonymous'}`;
      const outcome = await deps.db.transaction(async (tx) => {
        const [claimed] = await tx.query<{ response: string | null }>(
          `insert into idempotency_keys (scope, key, created_at, body_hash) values ($1, $2, $3, $4)
           on conflict (scope, key) do nothing returning response`,
          [scope, key, deps.clock.now(), bodyHash(body)],
        );
        if (!claimed) {
          const [stored] = await tx.query<{ response: string | null }>(
            `update idempotency_keys set replays = replays + 1 where scope = $1 and key = $2
             returning response`,
            [scope, key],
          );
          // Kept as the JSON text first sent (ADR 0151); a key claimed by a call still running has none yet.
          return {
            replay: true,
            result: stored?.response == null ? stored?.response : JSON.parse(stored.response),
          };
        }
        const result = await run({ ...deps, db: tx });
        if (result instanceof Response)
          throw new Error(`${endpoint.name}: idempotent calls answer with JSON`);
        await tx.query('update idempotency_keys set response = $3 where scope = $1 and key = $2', [
          scope,
          key,
          JSON.stringify(result ?? null),
        ]);
        return { replay: false, result };
      });
      if (outcome.replay) c.header('Idempotent-Replay', 'true');
      return respond(c, endpoint, outcome.result as HandlerResult<E>);
    } catch (error) {
      if (error instanceof ApiFailure) {
        if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
        return c.json({ error: error.message }, error.status);
      }
      throw error;
    }
  });
}

function respond(c: Context, endpoint: AnyEndpoint, result: unknown): Response {
  if (result instanceof Response) return result;
  if (process.env.NODE_ENV !== 'production') {
    const parsed = endpoint.response.safeParse(result);
    if (!parsed.success) {
      throw new Error(
        `${endpoint.name} answered outside its contract: ${describeIssues(parsed.error.issues, 'response')}`,
      );
    }
  }
  return c.json(result as object);
}
