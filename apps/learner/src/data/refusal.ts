import { errorStatus } from '../app/should-retry';

/**
 * The server's reason when it refused this student the data (HTTP 403: the quest is not theirs, the trial is over,
 * or the content kind is locked for their location — ADR 0105); undefined for any other failure. Screens show it
 * as a locked explanation, never as a generic error with Try again: asking again gives the same answer (and SWR
 * does not retry a 4xx, should-retry.ts).
 */
export function refusalMessage(error: unknown): string | undefined {
  if (errorStatus(error) !== 403) return undefined;
  const message = error instanceof Error ? error.message.trim() : '';
  return message || 'You do not have access to this.';
}
