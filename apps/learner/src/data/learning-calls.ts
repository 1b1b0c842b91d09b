// The learning endpoints sign-in calls after the current user (the quest list, the CRM call), as a module of their
// own so the sign-in screen's first calls load identity's schemas alone (lazy-identity-calls.ts, ADR 0123).
export { learningEndpoints } from '@quest/api';
