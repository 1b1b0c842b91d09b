import type { Seeder } from './index.ts';

/** Demo data of the store area. */
export const storeSeeder: Seeder = { name: 'store', run: async () => {} };
