import type { AppDeps } from '../deps.ts';
import type { Db } from '../db.ts';
import { migrate } from '../migrate.ts';
import { assessmentSeeder } from './assessment.ts';
import { communitySeeder } from './community.ts';
import { identitySeeder } from './identity.ts';
import { learningSeeder } from './learning.ts';
import type { Seeder } from './seeder.ts';
import { storeSeeder } from './store.ts';

export type { Seeder } from './seeder.ts';

/** In dependency order: each area's rows may refer to those seeded before it. */
export const seeders: Seeder[] = [
  identitySeeder,
  learningSeeder,
  storeSeeder,
  assessmentSeeder,
  communitySeeder,
];

const SEEDED_KEY = 'demo_seeded_at';

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.query('select 1 from app_meta where key = $1', [SEEDED_KEY]);
  return rows.length > 0;
}

/**
 * Seeds the demo on a fresh database; does nothing once it has been seeded, and never in production (the demo
 * accounts share a public password). Returns whether it seeded. Several instances starting together on one
 * Postgres seed once (ADR 0127): the seeding transaction holds an advisory lock, so the others wait for it, then
 * find the database seeded.
 */
export async function seedIfEmpty(deps: AppDeps, list: Seeder[] = seeders): Promise<boolean> {
  if (deps.config.production) return false;
  if (await isSeeded(deps.db)) return false;
  return deps.db.transaction(async (tx) => {
    await tx.query(`select pg_advisory_xact_lock(hashtext('quest.demo_seed'))`);
    if (await isSeeded(tx)) return false;
    for (const seeder of list) await seeder.run(tx, { ...deps, db: tx });
    await tx.query('insert into app_meta (key, value) values ($1, $2)', [
      SEEDED_KEY,
      deps.clock.now().toISOString(),
    ]);
    return true;
  });
}

/** Drops everything, migrates and seeds again: the demo as it was on first start. */
export async function resetDemo(deps: AppDeps, list: Seeder[] = seeders): Promise<void> {
  if (deps.config.production) {
    throw new Error(
      'reset-demo drops every table and seeds demo accounts; it is refused with NODE_ENV=production',
    );
  }
  await deps.db.exec('drop schema public cascade; create schema public;');
  await migrate(deps.db);
  await seedIfEmpty(deps, list);
}
