import type { AreaMocks } from './core.ts';

/** Mock handlers of the learning calls, per data state. */
export const learningMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
