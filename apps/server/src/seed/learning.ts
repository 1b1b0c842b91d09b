import type { Seeder } from './index.ts';

/** Demo data of the learning area. */
export const learningSeeder: Seeder = { name: 'learning', run: async () => {} };
