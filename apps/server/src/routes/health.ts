import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';

export function healthRoutes({ db }: AppDeps): Hono {
  return new Hono().get('/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      const [row] = await db.query<{ now: Date }>('select now() as now');
      return c.json({ status: 'ok', db: db.kind, time: row?.now.toISOString() });
    } catch (error) {
      return c.json({ status: 'error', error: error instanceof Error ? error.message : String(error) }, 503);
    }
  });
}
