import type { AreaMocks } from './core.ts';

/** Mock handlers of the media calls, per data state. */
export const mediaMocks: AreaMocks = { ok: [], empty: [], error: [], loading: [] };
