// The endpoints the sign-in screen calls, as a module of their own: the screen imports it lazily
// (lazy-identity-calls.ts) so zod and the contract's schemas stay out of `/`'s first load (ADR 0083).
export { identityEndpoints, learningEndpoints } from '@quest/api';
