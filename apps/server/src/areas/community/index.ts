import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the community calls of the contract. */
export function registerCommunity(_app: Hono, _deps: AppDeps): void {}
