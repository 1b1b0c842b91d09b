import type { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { registerAssessment } from './assessment/index.ts';
import { registerCommunity } from './community/index.ts';
import { registerIdentity } from './identity/index.ts';
import { registerLearning } from './learning/index.ts';
import { registerMedia } from './media/index.ts';
import { registerStore } from './store/index.ts';
import { testOrderRoutes } from './store/test-orders.ts';
import { testClockRoutes } from './test-clock.ts';
import { testEntitlementRoutes } from './test-entitlements.ts';
import { testIdempotencyRoutes } from './test-idempotency.ts';

/** Every area of the reference server registers its calls here, in one place. */
export const areas: ReadonlyArray<(app: Hono, deps: AppDeps) => void> = [
  testClockRoutes,
  testIdempotencyRoutes,
  testOrderRoutes,
  testEntitlementRoutes,
  registerIdentity,
  registerLearning,
  registerMedia,
  registerStore,
  registerAssessment,
  registerCommunity,
];
