import type { Db } from '../db.ts';
import type { AppDeps } from '../deps.ts';

/** One area's demo data. Seeders run in this order inside one transaction. */
export interface Seeder {
  name: string;
  run(db: Db, deps: AppDeps): Promise<void>;
}
