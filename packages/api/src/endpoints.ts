import { assessmentEndpoints } from './areas/assessment.ts';
import { communityEndpoints } from './areas/community.ts';
import { identityEndpoints } from './areas/identity.ts';
import { learningEndpoints } from './areas/learning.ts';
import { mediaEndpoints } from './areas/media.ts';
import { storeEndpoints } from './areas/store.ts';
import type { AnyEndpoint } from './core/endpoint.ts';

/** Every call of the contract, by verb name. */
export const endpoints: Record<string, AnyEndpoint> = {
  ...identityEndpoints,
  ...learningEndpoints,
  ...mediaEndpoints,
  ...storeEndpoints,
  ...assessmentEndpoints,
  ...communityEndpoints,
};

export const endpointAreas = {
  identity: identityEndpoints,
  learning: learningEndpoints,
  media: mediaEndpoints,
  store: storeEndpoints,
  assessment: assessmentEndpoints,
  community: communityEndpoints,
} as const;
