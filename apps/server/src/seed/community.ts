import type { Seeder } from './index.ts';

/** Demo data of the community area. */
export const communitySeeder: Seeder = { name: 'community', run: async () => {} };
