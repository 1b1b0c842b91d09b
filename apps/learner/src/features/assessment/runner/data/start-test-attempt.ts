import { assessmentEndpoints, type ApiClient, type TestAttemptStart } from '@quest/api';

/**
 * StartTestAttempt: opens a sitting with its server deadline. While one is open the server answers with that same
 * sitting, so calling it again after a reload resumes rather than restarts.
 */
export const startTestAttempt = (
  api: ApiClient,
  input: { userId: number; testCode: string; contentId: number },
): Promise<TestAttemptStart> => api.call(assessmentEndpoints.startTestAttempt, { body: input });
