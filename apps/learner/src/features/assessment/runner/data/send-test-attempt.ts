import { assessmentEndpoints, type ApiClient, type TestAttemptResult } from '@quest/api';
import type { TestAttemptSubmissionBody } from '@quest/flows';

/**
 * SendTestAttempt with the attempt's Idempotency-Key: every retry of one submission (after a failure, after a
 * reload) sends the same key, so the server records the attempt once.
 */
export const sendTestAttempt = (
  api: ApiClient,
  submission: TestAttemptSubmissionBody,
  idempotencyKey: string,
): Promise<TestAttemptResult> =>
  api.call(assessmentEndpoints.sendTestAttempt, { body: submission }, { idempotencyKey });
