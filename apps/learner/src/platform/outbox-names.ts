import type { AnyEndpoint } from '@quest/api';

/** The only writes that are queued: ones the student made without being asked to wait for an answer. */
export type OutboxEndpointName = 'sendContentAccess' | 'setContentRating' | 'sendTestAttempt';

/** The endpoint of each queued write (outbox-endpoints.ts, loaded with the first flush that sends something). */
export type OutboxEndpoints = Record<OutboxEndpointName, AnyEndpoint>;
