import type { HttpHandler } from 'msw';
import { assessmentMocks } from './assessment.ts';
import { communityMocks } from './community.ts';
import type { AreaMocks, MockVariant } from './core.ts';
import { identityMocks } from './identity.ts';
import { learningMocks } from './learning.ts';
import { mediaMocks } from './media.ts';
import { storeMocks } from './store.ts';

export * from './core.ts';
// Typed factories of every entity, for stories and component tests.
export * from './identity.ts';
export * from './learning.ts';
export * from './media.ts';
export * from './store.ts';
export * from './assessment.ts';
export * from './community.ts';

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
