import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { readJson } from '../http.ts';

const holdSchema = z.strictObject({
  userName: z.string().min(1).max(50),
  questId: z.number().int().positive(),
});

/**
 * Development and tests only (guarded like the test clock): POST /__test/hold { userName, questId } assigns the
 * quest to that user, as a school or a purchase would, so a journey's fresh student may sit a test of that quest
 * (the server checks entitlements, ADR 0105). Refused in production.
 */
export function testEntitlementRoutes(app: Hono, deps: AppDeps): void {
  app.post('/__test/hold', async (c) => {
    // Like the test clock: only when a test clock runs (never in production; QUEST_TEST_CLOCK=off turns both off).
    if (deps.config.production || !('advance' in deps.clock)) {
      return c.json({ error: 'Test routes are not available in production.' }, 403);
    }
    const { userName, questId } = await readJson(c, holdSchema);
    const rows = await deps.db.query(
      `insert into user_quests (user_id, quest_id, is_assigned, assigned_at)
       select u.id, q.id, true, $3 from users u, quests q where u.user_name = $1 and q.id = $2
       on conflict (user_id, quest_id) do update set is_assigned = true
       returning user_id`,
      [userName, questId, deps.clock.now()],
    );
    if (rows.length === 0) return c.json({ error: 'No such user or quest.' }, 404);
    return c.json({ success: true });
  });
}
