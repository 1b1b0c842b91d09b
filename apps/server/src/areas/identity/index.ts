import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the identity calls of the contract. */
export function registerIdentity(_app: Hono, _deps: AppDeps): void {}
