import { Hono } from 'hono';
import type { AppDeps } from '../../app.ts';

/**
 * The content origin: frame pages (HTML page, activity, external test, learning-tool and coding-site
 * stand-ins) served from a different origin than the app, so the app can check frame messages by origin.
 */
export function createContentApp(_deps: AppDeps): Hono {
  return new Hono();
}
