import type { z } from 'zod';

/** Which backend a call goes to (learning-app.md §7, store-and-assessment.md §7). */
export type ApiBase = 'main' | 'location' | 'analytics' | 'masterclass';

/**
 * How a call authenticates: nothing, basic credentials (sign-in), the session's bearer token, or `optional` —
 * the token when the student is signed in, nothing for a visitor (catalogues a visitor may browse).
 */
export type ApiAuth = 'none' | 'basic' | 'bearer' | 'optional';

/** Where a call is written down: one of the spec's §7 tables, or chosen by us (listed in the package README). */
export type ApiSource = 'learning-app §7' | 'store-and-assessment §7' | 'both §7' | 'not in spec';

type AnySchema = z.ZodType;

/**
 * One call of the contract, written once and used by the app's client and the reference server alike.
 * `path` keeps the spec's spelling (ValiateOTP, getTesBloomLevelAnalysis, …) with a leading slash.
 */
export interface Endpoint<
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
  R extends AnySchema = AnySchema,
  A extends ApiAuth = ApiAuth,
> {
  /** The verb-named function that calls it, e.g. `getCurrentUser`. */
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly base: ApiBase;
  readonly path: string;
  readonly auth: A;
  /** Query parameters, spelled as the spec spells them. */
  readonly query: Q;
  /** JSON body, or multipart form fields when `multipart` is set. */
  readonly body: B;
  readonly multipart?: boolean;
  /** The response body on success. Binary responses (PDF, key) use `binary`. */
  readonly response: R;
  readonly binary?: boolean;
  /** Writes that may be retried carry an Idempotency-Key; the server applies each key once. */
  readonly idempotent?: boolean;
  readonly source: ApiSource;
}

export type AnyEndpoint = Endpoint<AnySchema | undefined, AnySchema | undefined, AnySchema, ApiAuth>;

/** What a caller passes: query and/or body, as the schemas accept them. */
export type EndpointInput<E extends AnyEndpoint> = (E['query'] extends AnySchema
  ? { query: z.input<E['query']> }
  : { query?: undefined }) &
  (E['body'] extends AnySchema ? { body: z.input<E['body']> } : { body?: undefined });

export type EndpointResult<E extends AnyEndpoint> = z.output<E['response']>;

export function defineEndpoint<
  Q extends AnySchema | undefined = undefined,
  B extends AnySchema | undefined = undefined,
  R extends AnySchema = AnySchema,
  const A extends ApiAuth = ApiAuth,
>(def: Omit<Endpoint<Q, B, R, A>, 'query' | 'body'> & { query?: Q; body?: B }): Endpoint<Q, B, R, A> {
  if (!def.path.startsWith('/')) throw new Error(`endpoint ${def.name}: path must start with "/"`);
  return { ...def, query: def.query as Q, body: def.body as B };
}
