import type { AnyEndpoint } from '../core/endpoint.ts';

/** The assessment calls of the contract. */
export const assessmentEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
