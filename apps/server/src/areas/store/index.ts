import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the store calls of the contract. */
export function registerStore(_app: Hono, _deps: AppDeps): void {}
