import {
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  CLIENT_ERROR_URL_MAX,
  type ClientErrorReport,
} from '@quest/api';

/** Where the app reports errors that reached an error boundary. */
export const CLIENT_ERRORS_URL = '/api/client-errors';

const reported = new WeakSet<object>();

/** The text of anything thrown: an Error's message, a route error response's status, or its string form. */
function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message || error.name, stack: error.stack };
  if (typeof error === 'string') return { message: error };
  if (typeof error === 'object' && error !== null) {
    const { message, status, statusText } = error as {
      message?: unknown;
      status?: unknown;
      statusText?: unknown;
    };
    if (typeof message === 'string') return { message };
    if (typeof status === 'number')
      return { message: `${status} ${typeof statusText === 'string' ? statusText : ''}`.trim() };
  }
  return { message: String(error) };
}

/** The report the server accepts (`clientErrorReportSchema`): non-empty message, every field within its limit. */
export function toClientErrorReport(error: unknown, pathname: string): ClientErrorReport {
  const { message, stack } = describe(error);
  return {
    message: (message || 'Unknown error').slice(0, CLIENT_ERROR_MESSAGE_MAX),
    ...(stack ? { stack: stack.slice(0, CLIENT_ERROR_STACK_MAX) } : {}),
    url: pathname.slice(0, CLIENT_ERROR_URL_MAX),
  };
}

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
    const body = JSON.stringify(toClientErrorReport(error, globalThis.location?.pathname ?? ''));
    void fetch(CLIENT_ERRORS_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  } catch {
    // Reporting is best effort.
  }
}
