import type { AnyEndpoint } from '../core/endpoint.ts';

/** The store calls of the contract. */
export const storeEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
