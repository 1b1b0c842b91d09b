import type { AnyEndpoint } from '../core/endpoint.ts';

/** The learning calls of the contract. */
export const learningEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
