/** Where the app reports errors that reached an error boundary. */
export const CLIENT_ERRORS_URL = '/api/client-errors';

const reported = new WeakSet<object>();

/**
 * Sends an error to the server once (fire and forget). The same error object caught by both the route error
 * view and the top-level boundary, or rendered twice in Strict Mode, is sent only the first time.
 * Never throws and never rejects: reporting must not cause a second failure.
 */
export function reportClientError(error: unknown): void {
  try {
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const { message, stack } =
      error instanceof Error ? error : { message: typeof error === 'string' ? error : String(error), stack: undefined };
    const body = JSON.stringify({ message, stack, url: globalThis.location?.pathname ?? '' });
    void fetch(CLIENT_ERRORS_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body }).catch(
      () => undefined,
    );
  } catch {
    // Reporting is best effort.
  }
}
