import type { AnyEndpoint } from '../core/endpoint.ts';

/** The community calls of the contract. */
export const communityEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
