import type { HttpHandler } from 'msw';
import { handlersFor } from '@quest/api/mocks';

/**
 * MSW handlers for a screen story: the given overrides first (MSW answers with the first match), then every
 * call's `ok` answer, so a story names only the calls whose state it is about.
 */
export function screenHandlers(...overrides: (HttpHandler | readonly HttpHandler[])[]): HttpHandler[] {
  return [...overrides.flat(), ...handlersFor('ok')];
}
