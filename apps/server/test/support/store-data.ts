import type { AppDeps } from '../../src/deps.ts';
import type { Db } from '../../src/db.ts';
import { demo } from '../../src/seed/ids.ts';
import { storeSeeder } from '../../src/seed/store.ts';

/** The quests the store sells, as the learning seed has them (reduced to what the store reads). */
const storeQuests = `
  (101, 'Grade 6 Explorer Quest', '/media/images/quest-101.svg', '<p>Grade 6</p>', '{6}', 0, false, true, '', 1499),
  (102, 'Spectrum Olympiad Prep', '/media/images/quest-102.svg', '<p>Olympiad</p>', '{6,7}', 0, false, true, '', 999),
  (103, 'Grade 7 Science Quest', '/media/images/quest-103.svg', '<p>Science</p>', '{7}', 7, false, true, '', 899),
  (104, 'Starter Quest', '/media/images/quest-104.svg', '<p>Free</p>', '{6}', 0, true, true, '', 0),
  (105, 'Maths Booster', '/media/images/quest-105.svg', '<p>Maths</p>', '{6}', 0, false, null, '', 499),
  (106, 'Robotics Weekend Workshop', '/media/images/quest-106.svg', '<p>Offline</p>', '{6}', 0, false, false,
   'https://example.org/form', 2499)`;

/**
 * The store's demo data in a test database: the quests it sells, Meera (the demo student whose trial the store
 * seed records) and the store seed itself. Store, settlement and money tests start from it.
 */
export async function seedStoreData(db: Db, deps: AppDeps): Promise<void> {
  await db.query(
    `insert into quests (id, name, icon, description, grade_ids, free_duration, is_free, is_online, form_url, price)
     values ${storeQuests}
     on conflict (id) do nothing`,
  );
  await db.query(
    `insert into users (id, user_name, password_hash, first_name) values ($1, $2, 'x', 'Meera')`,
    [demo.users.trialExpired.id, demo.users.trialExpired.userName],
  );
  await storeSeeder.run(db, deps);
}
