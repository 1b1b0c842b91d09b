import type { AreaMocks } from './core.ts';

/** Mock handlers of the community calls, per data state. */
export const communityMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
