import type { Hono } from 'hono';
import type { AppDeps } from '../../src/deps.ts';

/** Personal data and secrets the failing routes below put into database errors; none may reach the log. */
export const leak = {
  mobile: '9123987654',
  email: 'ananya.rao@quest.example',
  name: 'Ananya',
  passwordHash: 'scrypt$c2VjcmV0c2FsdA$bm90LWEtcmVhbC1oYXNoLWJ1dC1sb29rcy1saWtlLW9uZQ',
  token: 'tok_4f9a1c2e7b3d5a6f8e0c1b2a3d4e5f60',
} as const;

/**
 * Test routes that fail the way a real handler does, with database errors that carry the statement, its
 * parameters and a `detail` naming the row: a unique violation on `users.user_name` (the mobile number; the hash,
 * name and email are parameters) and a cast error whose message quotes the email.
 */
export function leakyRoutes(app: Hono, deps: AppDeps): void {
  app.post('/api/__test/leaky-duplicate', async (c) => {
    const insert = `insert into users (user_name, password_hash, first_name, email_id, contact_no)
      values ($1, $2, $3, $4, $1)`;
    const params = [leak.mobile, leak.passwordHash, leak.name, leak.email];
    await deps.db.query(`delete from users where user_name = $1`, [leak.mobile]);
    await deps.db.query(insert, params);
    await deps.db.query(insert, params);
    return c.json({ unreachable: true });
  });
  app.post('/api/__test/leaky-cast', async (c) => {
    await deps.db.query('select $1::int as n, $2::text as t', [leak.email, leak.token]);
    return c.json({ unreachable: true });
  });
}
