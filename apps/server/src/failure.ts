// The failure every handler throws; a leaf module, so services below the contract (sessions, SMS) can throw it
// without importing contract.ts (which imports them).

/** A failure the caller should see: `{ error: message }` with this status. */
export class ApiFailure extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    /** A 429's wait: sent as `Retry-After` (seconds) with the error (ADR 0099). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
export const fail = (status: ApiFailure['status'], message: string) => new ApiFailure(status, message);
