import type { z } from 'zod';
import { anySignal } from './abort.ts';
import { defaultApiConfig, type ApiConfig } from './config.ts';
import type { AnyEndpoint, EndpointInput, EndpointResult } from './endpoint.ts';
import {
  ApiError,
  ContractError,
  GENERIC_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  parseRetryAfter,
  SessionInvalidError,
} from './errors.ts';
import { browserSessionStore, type SessionStore } from './session-store.ts';
import { toFormData } from './form-data.ts';

export interface CallOptions {
  /** Reuse the same key when retrying the same write, so the server applies it once. */
  idempotencyKey?: string;
  /** Basic credentials for the sign-in call; sent in the Authorization header, never in the URL. */
  credentials?: { username: string; password: string };
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  config?: Partial<ApiConfig>;
  session?: SessionStore;
  fetch?: typeof fetch;
  /** Makes Idempotency-Keys; defaults to crypto.randomUUID. */
  newKey?: () => string;
}

export interface ApiClient {
  call<E extends AnyEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResult<E>>;
  /** The address a call would use (for links the browser opens itself, e.g. a report download). */
  url<E extends AnyEndpoint>(endpoint: E, query?: unknown): string;
  /** One "session invalid" signal per session: fired on the first 401/405, again only after `sessionStarted`. */
  onSessionInvalid(listener: () => void): () => void;
  /** Call after a successful sign-in so a later 401 signals again. */
  sessionStarted(): void;
  readonly config: ApiConfig;
}

function encodeBasic(username: string, password: string): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

function queryString(values: Record<string, unknown> | undefined): string {
  if (!values) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function check<T extends z.ZodType>(schema: T, value: unknown, endpoint: string, what: string): z.output<T> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const error = new ContractError(endpoint, parsed.error.issues);
  error.message = `${GENERIC_ERROR_MESSAGE}`;
  (error as { cause?: unknown }).cause = `${what} broke the contract: ${error.describe()}`;
  throw error;
}

/** The server's `error` field when it carries one (the spec's error rule). */
function serverMessage(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'error' in body) {
    const { error } = body as { error: unknown };
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const config: ApiConfig = {
    ...defaultApiConfig,
    ...options.config,
    bases: { ...defaultApiConfig.bases, ...options.config?.bases },
  };
  const session = options.session ?? browserSessionStore;
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const newKey = options.newKey ?? (() => globalThis.crypto.randomUUID());
  const listeners = new Set<() => void>();
  let signalled = false;

  const url: ApiClient['url'] = (endpoint, query) => {
    const values = endpoint.query ? check(endpoint.query, query, endpoint.name, 'the query') : undefined;
    return `${config.bases[endpoint.base]}${endpoint.path}${queryString(values as Record<string, unknown>)}`;
  };

  function invalidate(status: number, name: string): never {
    session.clearAll();
    if (!signalled) {
      signalled = true;
      listeners.forEach((listener) => listener());
    }
    throw new SessionInvalidError(status, name);
  }

  async function call<E extends AnyEndpoint>(
    endpoint: E,
    input: EndpointInput<E>,
    callOptions: CallOptions = {},
  ): Promise<EndpointResult<E>> {
    const headers: Record<string, string> = { Accept: endpoint.binary ? '*/*' : 'application/json' };
    const appId = session.getAppId();
    if (appId) headers.AppId = appId;
    const token = endpoint.auth === 'bearer' || endpoint.auth === 'optional' ? session.getToken() : null;
    if (token) {
      headers.Authorization = `Bearer ${token}`;
    } else if (endpoint.auth === 'basic' && callOptions.credentials) {
      headers.Authorization = `Basic ${encodeBasic(callOptions.credentials.username, callOptions.credentials.password)}`;
    }
    if (endpoint.idempotent) headers['Idempotency-Key'] = callOptions.idempotencyKey ?? newKey();

    let body: RequestInit['body'];
    if (endpoint.body) {
      const value = check(endpoint.body, input.body, endpoint.name, 'the request body');
      if (endpoint.multipart) body = toFormData(value as Record<string, unknown>);
      else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(value);
      }
    }

    const address = url(endpoint, input.query);
    const timeout = AbortSignal.timeout(config.timeoutMs);
    const signal = callOptions.signal ? anySignal([callOptions.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(address, {
        method: endpoint.method,
        headers,
        body,
        signal,
      });
    } catch (error) {
      if (callOptions.signal?.aborted) throw error;
      if (timeout.aborted) throw new ApiError(NETWORK_ERROR_MESSAGE, 'timeout', undefined, endpoint.name);
      throw new ApiError(NETWORK_ERROR_MESSAGE, 'network', undefined, endpoint.name);
    }

    // A session call refused: the session is over. A visitor's call (no token sent) has no session to end.
    if ((response.status === 401 || response.status === 405) && (endpoint.auth === 'bearer' || token)) {
      invalidate(response.status, endpoint.name);
    }

    if (endpoint.binary && response.ok) {
      return check(
        endpoint.response,
        await response.blob(),
        endpoint.name,
        'the response',
      ) as EndpointResult<E>;
    }

    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      if (!response.ok) throw new ApiError(GENERIC_ERROR_MESSAGE, 'server', response.status, endpoint.name);
      throw new ContractError(
        endpoint.name,
        [{ path: [], message: 'the response is not JSON' }],
        response.status,
      );
    }
    const message = serverMessage(parsed);
    if (!response.ok)
      throw new ApiError(
        message ?? GENERIC_ERROR_MESSAGE,
        'server',
        response.status,
        endpoint.name,
        parseRetryAfter(response.headers.get('Retry-After')),
      );
    if (message) throw new ApiError(message, 'server', response.status, endpoint.name);
    return check(endpoint.response, parsed, endpoint.name, 'the response') as EndpointResult<E>;
  }

  return {
    call,
    url,
    config,
    onSessionInvalid(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sessionStarted() {
      signalled = false;
    },
  };
}

/** A typed function named by verb for one endpoint: `getCurrentUser(client, input, options)`. */
export function verb<E extends AnyEndpoint>(endpoint: E) {
  return (client: ApiClient, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointResult<E>> =>
    client.call(endpoint, input, options);
}
