import { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** The fake card gateway, on its own origin: the payment form posts here. */
export function createGatewayApp(_deps: AppDeps): Hono {
  return new Hono();
}
