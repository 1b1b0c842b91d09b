import type { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/** Serves the assessment calls of the contract. */
export function registerAssessment(_app: Hono, _deps: AppDeps): void {}
