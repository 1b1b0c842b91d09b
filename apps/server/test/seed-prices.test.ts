import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Db } from '../src/db.ts';
import { demo } from '../src/seed/ids.ts';
import { seedIfEmpty } from '../src/seed/index.ts';
import { storeDemo } from '../src/seed/store-ids.ts';
import { createHarness, type Harness } from './support/harness.ts';

/*
 * One price per thing (issue 23, ADR 0112): a quest sold on its own costs the same wherever it is sold. Its
 * standalone offers are its card on /category (`quests.price`) and the card of every product that sells only
 * that quest (the discount price, else the price), partner listings included. A bundle (a product of several
 * quests) and a plan (a term of a product, named as such) may differ: the screen says why.
 */

interface Offer {
  questId: number;
  where: string;
  price: number;
}

/** Every standalone offer of every paid quest, from the tables the catalogues read. */
async function standaloneOffers(db: Db): Promise<Offer[]> {
  return db.query<Offer>(
    `select q.id as "questId", 'quest ' || q.name as "where", q.price::float8 as price
       from quests q where not q.is_free
     union all
     select pq.quest_id, 'product ' || p.name, coalesce(p.discount_price, p.price)::float8
       from store_products p join store_product_quests pq on pq.product_id = p.id
      where not p.is_free
        and (select count(*) from store_product_quests o where o.product_id = p.id) = 1
      order by 1, 2`,
  );
}

/** The quests with more than one standalone price, each with its offers ("quest Maths Booster ₹499", …). */
function questsWithTwoPrices(offers: readonly Offer[]): Map<number, string[]> {
  const byQuest = new Map<number, Offer[]>();
  for (const offer of offers) byQuest.set(offer.questId, [...(byQuest.get(offer.questId) ?? []), offer]);
  const conflicts = new Map<number, string[]>();
  for (const [questId, list] of byQuest) {
    if (new Set(list.map((o) => o.price)).size > 1) {
      conflicts.set(
        questId,
        list.map((o) => `${o.where} ₹${o.price}`),
      );
    }
  }
  return conflicts;
}

describe('seed data: one standalone price per quest', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    expect(await seedIfEmpty(h.deps)).toBe(true);
  });
  afterAll(async () => {
    await h?.close();
  });

  test('every paid quest has one price on its own card and on every product that sells only it', async () => {
    const offers = await standaloneOffers(h.db);
    // The check sees the quests the issue names and the products that sell them alone.
    expect(offers.filter((o) => o.questId === demo.quests.mathsBooster).map((o) => o.where)).toEqual([
      'product Maths Booster',
      'product Mental Maths Sprint',
      'quest Maths Booster',
    ]);
    expect(offers.filter((o) => o.questId === demo.quests.grade6).length).toBeGreaterThanOrEqual(3);
    expect(Object.fromEntries(questsWithTwoPrices(offers))).toEqual({});
    // Maths Booster: ₹449 on /category and on /products alike (was ₹499 and ₹449).
    expect(new Set(offers.filter((o) => o.questId === demo.quests.mathsBooster).map((o) => o.price))).toEqual(
      new Set([449]),
    );
  });

  test('a quest with two standalone prices fails the check (a product selling only it at another price)', async () => {
    await h.db.query('begin');
    try {
      await h.db.query(
        `insert into store_products (id, name, icon, description, price, discount_price, is_free, is_online,
                                     trial_duration, form_url, tag_value, tag_color)
         values (299, 'Maths Booster Lite', '', '', 399, null, false, null, 0, '', '', '')`,
      );
      await h.db.query(
        'insert into store_product_quests (product_id, quest_id, sequence_no) values (299, $1, 1)',
        [demo.quests.mathsBooster],
      );
      const conflicts = questsWithTwoPrices(await standaloneOffers(h.db));
      expect([...conflicts.keys()]).toEqual([demo.quests.mathsBooster]);
      expect(conflicts.get(demo.quests.mathsBooster)).toContain('product Maths Booster Lite ₹399');
    } finally {
      await h.db.query('rollback');
    }
  });

  test('a bundle and a plan may differ: the combo and the plans are not standalone offers', async () => {
    const offers = await standaloneOffers(h.db);
    expect(offers.some((o) => o.where === 'product Grade 6 + Maths Booster Combo')).toBe(false);
    const [plan] = await h.db.query<{ price: number }>(
      'select plan_price::float8 as price from store_plans where id = $1',
      [storeDemo.plans.sprintMonthly],
    );
    expect(plan?.price).toBe(199);
  });
});
