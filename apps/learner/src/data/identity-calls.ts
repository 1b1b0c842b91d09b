// The identity endpoints the sign-in screen calls, as a module of their own: the screen imports it lazily
// (lazy-identity-calls.ts) so zod and the contract's schemas stay out of `/`'s first load (ADR 0083). It holds
// identity's area alone; learning's (the quest list, the CRM call) is learning-calls.ts (ADR 0123).
export { identityEndpoints } from '@quest/api';
