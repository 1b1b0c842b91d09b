import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the learning calls of the contract. */
export function registerLearning(_app: Hono, _deps: AppDeps): void {}
