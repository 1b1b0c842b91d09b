import { assessmentEndpoints, learningEndpoints } from '@quest/api';
import type { OutboxEndpoints } from './outbox-names';

/** The endpoints a queued write may name, loaded with the first flush that has something to send. */
export const outboxEndpoints: OutboxEndpoints = {
  sendContentAccess: learningEndpoints.sendContentAccess,
  setContentRating: learningEndpoints.setContentRating,
  sendTestAttempt: assessmentEndpoints.sendTestAttempt,
};
