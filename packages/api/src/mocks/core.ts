import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import { defaultApiConfig } from '../core/config.ts';
import type { AnyEndpoint } from '../core/endpoint.ts';

/** The data states a story or component test can put a call in. */
export const mockVariants = ['ok', 'empty', 'error', 'loading'] as const;
export type MockVariant = (typeof mockVariants)[number];

/** What a mock answers for one endpoint: a body as the contract's schema accepts it. */
export type MockBody<E extends AnyEndpoint> = z.input<E['response']>;

/** The URL pattern of an endpoint on any origin, with the default base prefixes. */
export function mockUrl(endpoint: AnyEndpoint): string {
  return `*${defaultApiConfig.bases[endpoint.base]}${endpoint.path}`;
}

/**
 * One MSW handler per endpoint and variant:
 * - ok / empty: the given body (checked against the contract, so mocks cannot drift from it);
 * - error: `{ error }` with status 500, the way the server reports a failure;
 * - loading: never answers, for skeletons and spinners.
 */
export function mockEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  variant: MockVariant,
  body?: MockBody<E> | ((request: Request) => MockBody<E> | Promise<MockBody<E>>),
  errorMessage = 'The server could not complete this request.',
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(mockUrl(endpoint), async ({ request }) => {
    if (variant === 'loading') {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    }
    if (variant === 'error') return HttpResponse.json({ error: errorMessage }, { status: 500 });
    const value = typeof body === 'function' ? await (body as (r: Request) => unknown)(request) : body;
    if (value instanceof Blob) return new HttpResponse(value);
    const parsed = endpoint.response.safeParse(value);
    if (!parsed.success)
      throw new Error(`mock for ${endpoint.name} breaks the contract: ${parsed.error.message}`);
    return HttpResponse.json(value as object);
  });
}

/** Handlers of one area: for every variant, one handler per endpoint. */
export type AreaMocks = Record<MockVariant, HttpHandler[]>;

/** A body, or a function of the request that returns one (e.g. to echo what a story posted). */
export type MockAnswer<E extends AnyEndpoint> =
  MockBody<E> | ((request: Request) => MockBody<E> | Promise<MockBody<E>>);

/**
 * Every data state of one endpoint: `ok` answers the typical body, `empty` the empty case the UI shows
 * (the same as `ok` where a call has no meaningful empty), `error` the server's `{ error }`, `loading` nothing.
 */
export function endpointMocks<E extends AnyEndpoint>(
  endpoint: E,
  ok: MockAnswer<E>,
  empty: MockAnswer<E> = ok,
  errorMessage?: string,
): AreaMocks {
  return Object.fromEntries(
    mockVariants.map((variant) => [
      variant,
      [mockEndpoint(endpoint, variant, variant === 'empty' ? empty : ok, errorMessage)],
    ]),
  ) as AreaMocks;
}

/** An area's handlers, per data state, from its endpoints' mocks. */
export function areaMocksOf(list: AreaMocks[]): AreaMocks {
  return Object.fromEntries(
    mockVariants.map((variant) => [variant, list.flatMap((m) => m[variant])]),
  ) as AreaMocks;
}

/**
 * A refusal of the server's throttling (ADR 0099): 429 with `Retry-After` (seconds) and the server's message, which
 * names the wait — for stories and tests of what the app shows when a student must wait.
 */
export function mockThrottled(
  endpoint: AnyEndpoint,
  message: string,
  retryAfterSeconds: number,
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(mockUrl(endpoint), () =>
    HttpResponse.json(
      { error: message },
      { status: 429, headers: { 'Retry-After': String(retryAfterSeconds) } },
    ),
  );
}
