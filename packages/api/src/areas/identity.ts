import type { AnyEndpoint } from '../core/endpoint.ts';

/** The identity calls of the contract. */
export const identityEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
