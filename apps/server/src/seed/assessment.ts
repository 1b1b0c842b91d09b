import type { Seeder } from './index.ts';

/** Demo data of the assessment area. */
export const assessmentSeeder: Seeder = { name: 'assessment', run: async () => {} };
