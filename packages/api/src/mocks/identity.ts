import type { AreaMocks } from './core.ts';

/** Mock handlers of the identity calls, per data state. */
export const identityMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
