import { useDeferredValue } from 'react';
import useSWR, { type SWRConfiguration } from 'swr';
import type { AnyEndpoint, EndpointInput, EndpointResult } from '@quest/api';
import { useServices } from '../app/services';

/** The three states every data hook reports (screens render one view per state). */
export type DataState = 'loading' | 'loaded' | 'failed';

export interface EndpointData<T> {
  state: DataState;
  data: T | undefined;
  error: Error | undefined;
  /** True while a request is in flight (also during a background revalidation). */
  validating: boolean;
  /** Fetches again (a failed state's Retry button). */
  retry: () => void;
  /** Replaces the cached value (after a write whose response is the new value), or refetches. */
  mutate: (data?: T) => Promise<T | undefined>;
}

/**
 * An endpoint whose module (its zod schemas) loads on the first request, for screens whose first paint must not
 * wait for it (the sign-in screen, ADR 0083). `name` is the endpoint's verb name: the same cache key as the
 * endpoint itself, so eager and lazy readers of one call share its cache.
 */
export interface LazyEndpoint<E extends AnyEndpoint> {
  readonly name: string;
  readonly load: () => Promise<E>;
}

/**
 * One SWR-cached read of one endpoint. `input === null` waits (a dependent request whose input is not known
 * yet). The cache key is the endpoint name and its input, so two screens asking the same thing share one request.
 * Each request file (`current-user.ts`, …) is a one-line call to this.
 */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E | LazyEndpoint<E>,
  input: EndpointInput<E> | null,
  config?: SWRConfiguration<EndpointResult<E>, Error>,
): EndpointData<EndpointResult<E>> {
  const { api } = useServices();
  const key = input === null ? null : ([endpoint.name, input] as const);
  const swr = useSWR<EndpointResult<E>, Error>(
    key,
    async () => api.call('load' in endpoint ? await endpoint.load() : endpoint, input as EndpointInput<E>),
    config,
  );
  const state: DataState = swr.data !== undefined ? 'loaded' : swr.error ? 'failed' : 'loading';
  return {
    state,
    data: swr.data,
    error: swr.error,
    validating: swr.isValidating,
    retry: () => void swr.mutate(),
    mutate: (data) => (data === undefined ? swr.mutate() : swr.mutate(data, { revalidate: false })),
  };
}

/**
 * The same read for a screen that draws a big list from it (issue 26, ADR 0135): `data` is a deferred value, so the
 * render that draws the list once the response arrives is a deferred one, which React renders in slices, yielding
 * to the browser between them, instead of one long task. `state` stays 'loading' until the deferred value first
 * holds data; a revalidation keeps the old data on screen until the new one is drawn.
 */
export function useDeferredData<T>(read: EndpointData<T>): Pick<EndpointData<T>, 'state' | 'data'> {
  const data = useDeferredValue(read.data);
  return { data, state: read.state === 'loaded' && data === undefined ? 'loading' : read.state };
}
