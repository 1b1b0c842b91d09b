import type { HttpHandler } from 'msw';
import { assessmentMocks } from './assessment.ts';
import { communityMocks } from './community.ts';
import type { AreaMocks, MockVariant } from './core.ts';
import { identityMocks } from './identity.ts';
import { learningMocks } from './learning.ts';
import { mediaMocks } from './media.ts';
import { storeMocks } from './store.ts';

export * from './core.ts';
export { assessmentMocks, communityMocks, identityMocks, learningMocks, mediaMocks, storeMocks };

export const areaMocks: Record<string, AreaMocks> = {
  identity: identityMocks,
  learning: learningMocks,
  media: mediaMocks,
  store: storeMocks,
  assessment: assessmentMocks,
  community: communityMocks,
};

/** Every call answered in one data state, e.g. `handlersFor('ok')` for a story's happy path. */
export function handlersFor(variant: MockVariant): HttpHandler[] {
  return Object.values(areaMocks).flatMap((area) => area[variant]);
}
