import type { AreaMocks } from './core.ts';

/** Mock handlers of the assessment calls, per data state. */
export const assessmentMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
