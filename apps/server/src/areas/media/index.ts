import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the media calls of the contract. */
export function registerMedia(_app: Hono, _deps: AppDeps): void {}
