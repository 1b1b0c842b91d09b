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
