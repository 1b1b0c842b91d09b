import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import type { TestClock } from '../clock.ts';
import { readJson } from '../http.ts';

const moveSchema = z.union([
  z.strictObject({ advanceMs: z.number().int() }),
  z.strictObject({ set: z.string().datetime({ offset: true }) }),
  z.strictObject({ reset: z.literal(true) }),
]);

const isTestClock = (clock: AppDeps['clock']): clock is TestClock => 'advance' in clock;

/**
 * Development and tests only: GET /__test/clock reads the server's now; POST moves it
 * ({ advanceMs } | { set: ISO date-time } | { reset: true }). Refused in production.
 */
export function testClockRoutes(app: Hono, deps: AppDeps): void {
  app.all('/__test/clock', async (c) => {
    const { clock } = deps;
    if (deps.config.production || !isTestClock(clock)) {
      return c.json({ error: 'The test clock is not available in production.' }, 403);
    }
    if (c.req.method === 'POST') {
      const move = await readJson(c, moveSchema);
      if ('advanceMs' in move) clock.advance(move.advanceMs);
      else if ('set' in move) clock.set(new Date(move.set));
      else clock.reset();
    } else if (c.req.method !== 'GET') {
      return c.json({ error: 'Use GET or POST' }, 405);
    }
    return c.json({ now: clock.now().toISOString(), offsetMs: clock.offsetMs });
  });
}
