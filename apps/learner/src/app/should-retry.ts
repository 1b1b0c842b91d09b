/** Retry policy for data requests on flaky mobile networks (used by SWRConfig in providers.tsx). */

/** Most retries after the first failure. */
export const MAX_RETRIES = 3;

/** Delay before the first retry; each later retry doubles it. */
export const RETRY_BASE_DELAY_MS = 1_000;

/** The HTTP status an error carries, if any (`error.status`, or `error.response.status`). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } | null };
  if (typeof status === 'number') return status;
  if (typeof response === 'object' && response !== null && typeof response.status === 'number')
    return response.status;
  return undefined;
}

/** True for an answer that broke the contract (the API client's ContractError, `kind: 'contract'`). */
export function isContractBreak(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { kind?: unknown }).kind === 'contract';
}

/**
 * Whether a failed request should be tried again. `attempt` is the retry about to happen (1 for the first).
 * A 4xx answer will not change by asking again (bad input, no session, not found), and neither will an answer
 * that broke the contract (a body of the wrong shape, empty or not JSON; ADR 0091): neither is retried — the
 * screen's failed state offers its retry. Network failures, 5xx and errors without a status are retried up to
 * {@link MAX_RETRIES} times.
 */
export function shouldRetry(error: unknown, attempt: number): boolean {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_RETRIES) return false;
  if (isContractBreak(error)) return false;
  const status = errorStatus(error);
  return !(status !== undefined && status >= 400 && status < 500);
}

/**
 * Exponential back-off with jitter: 1 s, 2 s, 4 s … each scaled by 0.5–1.5 so many phones that lost the
 * network together do not retry in step. `random` is injectable for tests.
 */
export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_BASE_DELAY_MS * 2 ** (Math.max(1, attempt) - 1);
  return Math.round(base * (0.5 + random()));
}
