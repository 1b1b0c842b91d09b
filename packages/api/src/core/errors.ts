/** The message shown when the server gives none (the spec's "else a generic message"). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.';
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export type ApiErrorKind = 'server' | 'network' | 'contract' | 'session' | 'timeout';

/** Every failure of a call is one of these; `message` is safe to show to a student. */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    /** HTTP status when the server answered. */
    readonly status?: number,
    /** The endpoint's verb name. */
    readonly endpoint?: string,
    /**
     * A refusal's `Retry-After` in seconds (a 429 of the server's throttling, ADR 0099): how long before trying
     * again makes sense. The server's message already names the wait; this is for code that counts it down.
     */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` as seconds from now: delay-seconds, or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(
  header: string | null | undefined,
  now: number = Date.now(),
): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** The response did not match the contract: the server sent something the app cannot trust. */
export class ContractError extends ApiError {
  override readonly name = 'ContractError';
  constructor(
    endpoint: string,
    readonly issues: readonly { path: readonly PropertyKey[]; message: string }[],
    status?: number,
  ) {
    super(GENERIC_ERROR_MESSAGE, 'contract', status, endpoint);
  }
  /** For logs: which fields broke the contract. */
  describe(): string {
    return this.issues.map((i) => `${i.path.map(String).join('.') || '(body)'}: ${i.message}`).join('; ');
  }
}

/** 401/405: the session is over; storage is cleared and the app goes back to sign-in. */
export class SessionInvalidError extends ApiError {
  override readonly name = 'SessionInvalidError';
  constructor(status: number, endpoint?: string) {
    super('Your session has ended. Please sign in again.', 'session', status, endpoint);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
