import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';

export async function requireQuest(db: Db, questId: number): Promise<void> {
  const [quest] = await db.query('select 1 from quests where id = $1', [questId]);
  if (!quest) throw fail(404, 'Quest not found.');
}

/** "First Last", as names show in lists; never the user name (it is the phone number). */
export const displayNameSql = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), 'Learner')`;
