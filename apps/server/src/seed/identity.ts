import type { Seeder } from './index.ts';

/** Demo data of the identity area. */
export const identitySeeder: Seeder = { name: 'identity', run: async () => {} };
