import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';

const querySchema = z.strictObject({ userName: z.string().min(1).max(50) });

/**
 * Development and tests only (guarded like the test clock): GET /__test/orders?userName=… lists that user's
 * orders, newest first, so journeys can prove one checkout made one order. Read-only; refused in production.
 */
export function testOrderRoutes(app: Hono, deps: AppDeps): void {
  app.get('/__test/orders', async (c) => {
    if (deps.config.production) {
      return c.json({ error: 'Test routes are not available in production.' }, 403);
    }
    const parsed = querySchema.safeParse(c.req.query());
    if (!parsed.success) return c.json({ error: 'userName is required' }, 400);
    const rows = await deps.db.query<{ order_id: string; status: string; amount_paise: string | number }>(
      `select o.order_id, o.status, o.amount_paise
         from store_orders o join users u on u.id = o.user_id
        where u.user_name = $1
        order by o.created_at desc, o.order_id desc`,
      [parsed.data.userName],
    );
    return c.json(
      rows.map((row) => ({
        orderId: row.order_id,
        status: row.status,
        amount: Number(row.amount_paise) / 100,
      })),
    );
  });
}
