import type { AnyEndpoint } from '../core/endpoint.ts';

/** The media calls of the contract. */
export const mediaEndpoints = {} as const satisfies Record<string, AnyEndpoint>;
