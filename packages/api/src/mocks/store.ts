import type { AreaMocks } from './core.ts';

/** Mock handlers of the store calls, per data state. */
export const storeMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
