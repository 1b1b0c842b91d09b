import type { Db } from '../db.ts';
import { demo } from './ids.ts';
import type { Seeder } from './seeder.ts';
import { storeDemo } from './store-ids.ts';

const { products: P, plans: L, coupons } = storeDemo;
const Q = demo.quests;

const productIcon = (id: number) => `/media/images/product-${id}.svg`;

interface ProductSeed {
  id: number;
  name: string;
  description: string;
  price: number;
  discountPrice?: number;
  isFree?: boolean;
  isOnline?: boolean | null;
  trialDuration?: number;
  formUrl?: string;
  tag: [value: string, color: string];
  quests: number[];
}

const productSeeds: ProductSeed[] = [
  {
    id: P.grade6Explorer,
    name: 'Grade 6 Explorer',
    description:
      '<p>The complete <strong>Grade 6</strong> year: Mathematics and Science in videos, notes, activities and ' +
      'tests, with the Live Science Lab and coding missions.</p><ul><li>Chapter tests with explanations</li>' +
      '<li>Live lab sessions</li></ul>',
    price: 1499,
    discountPrice: 1199,
    trialDuration: 7,
    tag: ['Bestseller', '#E65100'],
    quests: [Q.grade6],
  },
  {
    id: P.olympiadPrep,
    name: 'Spectrum Olympiad Prep',
    description:
      '<p>Maths and Science Olympiad preparation: number puzzles, everyday science and timed practice tests.</p>',
    price: 999,
    discountPrice: 899,
    trialDuration: 7,
    tag: ['New', '#2E7D32'],
    quests: [Q.spectrum],
  },
  {
    id: P.grade7Science,
    name: 'Grade 7 Science',
    description:
      '<p>Grade 7 Science made visual: nutrition in plants, photosynthesis and more.</p>' +
      '<p><strong>Try it free for 7 days.</strong></p>',
    price: 899,
    trialDuration: 7,
    tag: ['7-day trial', '#6A1B9A'],
    quests: [Q.grade7Trial],
  },
  {
    id: P.freeStarter,
    name: 'Free Starter Pack',
    description: '<p>Start learning today at no cost: see how quests, points and progress work.</p>',
    price: 0,
    isFree: true,
    tag: ['Free', '#1565C0'],
    quests: [Q.freeStarter],
  },
  {
    id: P.mathsBooster,
    name: 'Maths Booster',
    description: '<p>Speed tricks for multiplication and mental maths, with a game to practise them.</p>',
    price: 499,
    discountPrice: 449,
    // not a colour on purpose: the app falls back to its default tag colour
    tag: ['Limited offer', 'orange-ish'],
    quests: [Q.mathsBooster],
  },
  {
    id: P.offlineWorkshop,
    name: 'Robotics Weekend Workshop',
    description:
      '<p>A hands-on robotics workshop at our Pune centre over two weekends. Register your interest and we ' +
      'will call you back.</p>',
    price: 2499,
    isOnline: false,
    formUrl: 'https://example.org/quest/robotics-workshop-interest',
    tag: ['Offline', '#455A64'],
    quests: [Q.offlineWorkshop],
  },
  {
    id: P.grade6Combo,
    name: 'Grade 6 + Maths Booster Combo',
    description: '<p>The Grade 6 Explorer year together with the Maths Booster, at a combo price.</p>',
    price: 1999,
    discountPrice: 1799,
    trialDuration: 7,
    tag: ['Save 10%', '#00838F'],
    quests: [Q.grade6, Q.mathsBooster],
  },
  {
    id: P.mentalMathsSprint,
    name: 'Mental Maths Sprint',
    description: '<p>Four weeks of daily mental-maths drills from the Maths Booster.</p>',
    // It sells only the Maths Booster quest: the same price as the quest and product 205 (ADR 0112); its plans
    // (1 and 3 months) are terms, named as such.
    price: 499,
    discountPrice: 449,
    tag: ['Quick win', '#AD1457'],
    quests: [Q.mathsBooster],
  },
  {
    id: P.raymondAchievers,
    name: 'Raymond Young Achievers — Grade 6',
    description: '<p>The Grade 6 Explorer year, offered with Raymond.</p>',
    // The Grade 6 quest's one price (ADR 0112); the partner's 12-month plan is its own offer.
    price: 1499,
    discountPrice: 1199,
    tag: ['Raymond', '#8B0000'],
    quests: [Q.grade6],
  },
  {
    id: P.raymondOlympiad,
    name: 'Raymond Olympiad Club',
    description: '<p>Three months of Olympiad practice, offered with Raymond.</p>',
    // The Spectrum quest's one price (ADR 0112); the partner's 3-month plan is its own offer.
    price: 999,
    discountPrice: 899,
    tag: ['Raymond', '#8B0000'],
    quests: [Q.spectrum],
  },
];

/** Plans: planPrice includes 18 % GST; some above and some below ₹600. */
const planSeeds: Array<[id: number, productId: number, name: string, description: string, price: number]> = [
  [
    L.grade6Yearly,
    P.grade6Explorer,
    'Grade 6 Explorer — 12 months',
    '<p>Full access for <strong>12 months</strong>, all subjects.</p>',
    1499,
  ],
  [
    L.grade6HalfYearly,
    P.grade6Explorer,
    'Grade 6 Explorer — 6 months',
    '<p>Full access for <strong>6 months</strong>.</p>',
    899,
  ],
  [
    L.olympiadYearly,
    P.olympiadPrep,
    'Spectrum Olympiad Prep — 12 months',
    '<p>Every practice test, with worked solutions.</p>',
    999,
  ],
  [
    L.olympiadQuarterly,
    P.olympiadPrep,
    'Spectrum Olympiad Prep — 3 months',
    '<p>The puzzle and science missions.</p>',
    499,
  ],
  [
    L.grade7Yearly,
    P.grade7Science,
    'Grade 7 Science — 12 months',
    '<p>Every chapter and lab activity.</p>',
    899,
  ],
  [
    L.mathsBoosterTerm,
    P.mathsBooster,
    'Maths Booster — one term',
    '<p>One school term of daily practice.</p>',
    449,
  ],
  [
    L.comboYearly,
    P.grade6Combo,
    'Grade 6 + Maths Booster — 12 months',
    '<p>Both quests for <strong>12 months</strong>.</p>',
    1799,
  ],
  [
    L.sprintMonthly,
    P.mentalMathsSprint,
    'Mental Maths Sprint — 1 month',
    '<p>Daily drills for four weeks.</p>',
    199,
  ],
  [
    L.sprintTerm,
    P.mentalMathsSprint,
    'Mental Maths Sprint — 3 months',
    '<p>Daily drills for a whole term, with a weekly challenge.</p>',
    349,
  ],
  [
    L.raymondAchievers,
    P.raymondAchievers,
    'Raymond Young Achievers — 12 months',
    '<p>The Grade 6 Explorer year.</p>',
    999,
  ],
  [
    L.raymondOlympiad,
    P.raymondOlympiad,
    'Raymond Olympiad Club — 3 months',
    '<p>Olympiad puzzles and timed tests.</p>',
    549,
  ],
];

const questCategorySeeds: Array<[name: string, isPaid: boolean, quests: number[]]> = [
  ['Grade 6 Quests', true, [Q.grade6, Q.mathsBooster, Q.spectrum]],
  ['Coding & Robotics', true, [Q.offlineWorkshop, Q.grade6]],
  ['Try before you buy', true, [Q.grade7Trial]],
  ['Free to start', false, [Q.freeStarter]],
];

const productCategorySeeds: Array<[name: string, isPaid: boolean, products: number[]]> = [
  ['Recommended for you', true, [P.grade6Explorer, P.grade6Combo, P.grade7Science]],
  ['Olympiad & boosters', true, [P.olympiadPrep, P.mathsBooster, P.mentalMathsSprint]],
  ['Free to start', false, [P.freeStarter]],
  ['Workshops', true, [P.offlineWorkshop]],
  ['Partner offers', true, [P.raymondAchievers, P.raymondOlympiad]],
];

const partnerSeeds: Array<[productId: number, planId: number]> = [
  [P.raymondAchievers, L.raymondAchievers],
  [P.raymondOlympiad, L.raymondOlympiad],
  [P.mentalMathsSprint, L.sprintTerm],
];

/** The product that sells each learning quest (the learning area's `productId`, e.g. for "Buy now"). */
const questProducts: Array<[questId: number, productId: number]> = [
  [Q.grade6, P.grade6Explorer],
  [Q.spectrum, P.olympiadPrep],
  [Q.grade7Trial, P.grade7Science],
  [Q.freeStarter, P.freeStarter],
  [Q.mathsBooster, P.mathsBooster],
  [Q.offlineWorkshop, P.offlineWorkshop],
];

async function existingQuests(db: Db): Promise<Set<number>> {
  const rows = await db.query<{ id: number }>('select id from quests');
  return new Set(rows.map((row) => row.id));
}

/**
 * Demo data of the store area: products 201–210 with plans, quest and product categories (some paid), the
 * Raymond partner list, and the coupons QUEST5 (5 % off), FLAT50 (₹50 off) and OLD10 (expired). Nobody has a
 * cart. The trialExpired demo user has taken the trial of Grade 7 Science.
 */
export const storeSeeder: Seeder = {
  name: 'store',
  run: async (db, deps) => {
    const now = deps.clock.now();
    const quests = await existingQuests(db);
    const known = (ids: number[]) => ids.filter((id) => quests.has(id));

    for (const p of productSeeds) {
      await db.query(
        `insert into store_products (id, name, icon, description, price, discount_price, is_free, is_online,
                                     trial_duration, form_url, tag_value, tag_color)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        [
          p.id,
          p.name,
          productIcon(p.id),
          p.description,
          p.price,
          p.discountPrice ?? null,
          p.isFree ?? false,
          p.isOnline ?? null,
          p.trialDuration ?? 0,
          p.formUrl ?? '',
          p.tag[0],
          p.tag[1],
        ],
      );
      for (const [index, questId] of known(p.quests).entries()) {
        await db.query(
          'insert into store_product_quests (product_id, quest_id, sequence_no) values ($1, $2, $3)',
          [p.id, questId, index + 1],
        );
      }
    }
    // A product is for the grades of its quests.
    await db.query(
      `update store_products p set grade_ids = coalesce((
         select array_agg(distinct g order by g)
           from store_product_quests pq join quests q on q.id = pq.quest_id, unnest(q.grade_ids) g
          where pq.product_id = p.id), '{}')`,
    );

    for (const [index, [id, productId, name, description, price]] of planSeeds.entries()) {
      await db.query(
        `insert into store_plans (id, product_id, display_name, description, plan_price, sequence_no)
         values ($1, $2, $3, $4, $5, $6)`,
        [id, productId, name, description, price, index + 1],
      );
    }

    for (const [index, [name, isPaid, ids]] of questCategorySeeds.entries()) {
      const id = index + 1;
      await db.query(
        'insert into store_quest_categories (id, name, is_paid, sequence_no) values ($1, $2, $3, $1)',
        [id, name, isPaid],
      );
      for (const [at, questId] of known(ids).entries()) {
        await db.query(
          'insert into store_quest_category_items (category_id, quest_id, sequence_no) values ($1, $2, $3)',
          [id, questId, at + 1],
        );
      }
    }

    for (const [index, [name, isPaid, ids]] of productCategorySeeds.entries()) {
      const id = index + 1;
      await db.query(
        'insert into store_product_categories (id, name, is_paid, sequence_no) values ($1, $2, $3, $1)',
        [id, name, isPaid],
      );
      for (const [at, productId] of ids.entries()) {
        await db.query(
          'insert into store_product_category_items (category_id, product_id, sequence_no) values ($1, $2, $3)',
          [id, productId, at + 1],
        );
      }
    }

    for (const [questId, productId] of questProducts) {
      await db.query('update quests set product_id = coalesce(product_id, $2) where id = $1', [
        questId,
        productId,
      ]);
    }

    for (const [index, [productId, planId]] of partnerSeeds.entries()) {
      await db.query(
        `insert into store_partner_products (partner, product_id, plan_id, display_name, sequence_no)
         select $1, $2, $3, display_name, $4 from store_plans where id = $3`,
        [storeDemo.partner, productId, planId, index + 1],
      );
    }

    await db.query(
      `insert into store_coupons (code, kind, value, valid_from, valid_until, description) values
         ($1, 'percent', 5, null, null, '5 % off the cart total'),
         ($2, 'flat', 50, null, null, '₹50 off the cart total'),
         ($3, 'percent', 10, '2024-01-01T00:00:00+05:30', '2024-03-31T23:59:59+05:30', 'Expired: 10 % off')`,
      [coupons.percent, coupons.flat, coupons.expired],
    );

    // The trialExpired demo user took the 7-day trial of the Grade 7 quest (and so of Grade 7 Science)
    // 10 days ago. The learning seed may have recorded it already; this only fills it in.
    const trialUser = demo.users.trialExpired.id;
    const [user] = await db.query('select 1 from users where id = $1', [trialUser]);
    if (user && quests.has(Q.grade7Trial)) {
      const day = 24 * 60 * 60 * 1000;
      await db.query(
        `insert into user_quests (user_id, quest_id, is_on_trial, is_trial_taken, trial_ends_at, assigned_at)
         values ($1, $2, true, true, $3, $4)
         on conflict (user_id, quest_id) do update set is_trial_taken = true,
           trial_ends_at = coalesce(user_quests.trial_ends_at, excluded.trial_ends_at)`,
        [trialUser, Q.grade7Trial, new Date(now.getTime() - 3 * day), new Date(now.getTime() - 10 * day)],
      );
    }
  },
};
