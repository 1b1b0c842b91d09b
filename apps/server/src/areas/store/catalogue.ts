import type { z } from 'zod';
import type {
  catalogueQuestSchema,
  partnerProductSchema,
  planProductSchema,
  productCategorySchema,
  productSchema,
  questCategorySchema,
} from '@quest/api';
import type { Db } from '../../db.ts';
import { sharedRows } from './catalogue-cache.ts';
import { rupees } from './money.ts';

/** "YYYY-MM-DD HH:mm:ss" at the fixed UTC+05:30 offset (learning-app.md §9). */
const istTimestamp = (date: Date) =>
  new Date(date.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');

export type QuestView = z.input<typeof catalogueQuestSchema>;
export type ProductView = z.input<typeof productSchema>;

interface QuestRow {
  id: number;
  name: string;
  icon: string;
  video: string;
  description: string;
  price_paise: number;
  is_free: boolean;
  is_online: boolean | null;
  free_duration: number;
  form_url: string;
  grade_ids: number[];
  tag_value: string;
  tag_color: string;
  is_assigned: boolean | null;
  is_on_trial: boolean | null;
  is_trial_taken: boolean | null;
  trial_ends_at: Date | null;
  viewed_on: Date | null;
}

/** The quests as one user (or a visitor, `userId` null) sees them, by id. */
export async function loadQuests(db: Db, userId: number | null, now: Date): Promise<Map<number, QuestView>> {
  const rows = await db.query<QuestRow>(
    `select q.id, q.name, q.icon, q.video, q.description, round(q.price * 100)::bigint as price_paise,
            q.is_free, q.is_online, q.free_duration, q.form_url, q.grade_ids, q.tag_value, q.tag_color,
            uq.is_assigned, uq.is_on_trial, uq.is_trial_taken, uq.trial_ends_at, uq.viewed_on
       from quests q
       left join user_quests uq on uq.quest_id = q.id and uq.user_id = $1
      order by q.id`,
    [userId],
  );
  return new Map(rows.map((row) => [row.id, questView(row, now)]));
}

function questView(row: QuestRow, now: Date): QuestView {
  const isAssigned = row.is_assigned === true;
  const isTrialTaken = row.is_trial_taken === true;
  // The same rule as GetUserQuest (ADR 0017): a trial not bought is over once its end has passed.
  const isTrialOver =
    !isAssigned && row.trial_ends_at !== null && row.trial_ends_at.getTime() < now.getTime();
  return {
    questId: row.id,
    questName: row.name,
    questIcon: row.icon,
    questVideo: row.video,
    questDescription: row.description,
    price: rupees(row.price_paise),
    isFree: row.is_free,
    isAssigned,
    isOnline: row.is_online,
    isOnTrial: row.is_on_trial === true && !isAssigned,
    isTrialTaken,
    isTrialOver,
    freeDuration: row.free_duration,
    formUrl: row.form_url,
    viewedOn: row.viewed_on ? istTimestamp(row.viewed_on) : null,
    gradeIds: row.grade_ids,
    tagValue: row.tag_value,
    tagColor: row.tag_color,
  };
}

export async function questFor(db: Db, userId: number | null, questId: number, now: Date) {
  return (await loadQuests(db, userId, now)).get(questId);
}

/** The last quest the user viewed: the one recorded on the user, else the latest viewed of theirs. */
export async function lastViewedQuest(
  db: Db,
  userId: number,
  quests: Map<number, QuestView>,
): Promise<QuestView | null> {
  const [user] = await db.query<{ last_quest_id: number | null; viewed_on: Date | null }>(
    'select last_quest_id, viewed_on from users where id = $1',
    [userId],
  );
  if (user?.last_quest_id) {
    const quest = quests.get(user.last_quest_id);
    if (quest) return { ...quest, viewedOn: user.viewed_on ? istTimestamp(user.viewed_on) : quest.viewedOn };
  }
  const [latest] = await db.query<{ quest_id: number }>(
    `select quest_id from user_quests where user_id = $1 and viewed_on is not null
      order by viewed_on desc limit 1`,
    [userId],
  );
  return (latest && quests.get(latest.quest_id)) ?? null;
}

/** The quest categories and their quests in order: the same for every student (kept briefly, ADR 0150). */
const questCategoryRows = sharedRows((db) =>
  db.query<{ id: number; name: string; is_paid: boolean; quest_ids: number[] | null }>(
    `select c.id, c.name, c.is_paid,
            array_remove(array_agg(i.quest_id order by i.sequence_no, i.quest_id), null) as quest_ids
       from store_quest_categories c
       left join store_quest_category_items i on i.category_id = c.id
      group by c.id
      order by c.sequence_no, c.id`,
  ),
);

export async function questCategories(
  db: Db,
  quests: Map<number, QuestView>,
): Promise<z.input<typeof questCategorySchema>[]> {
  const rows = await questCategoryRows(db);
  return rows.map((row) => ({
    categoryName: row.name,
    isPaid: row.is_paid,
    questList: (row.quest_ids ?? []).flatMap((id) => quests.get(id) ?? []),
  }));
}

// ── Products ─────────────────────────────────────────────────────────────────────────────────────────────

export interface ProductRecord {
  id: number;
  name: string;
  icon: string;
  video: string;
  description: string;
  price_paise: number;
  /** What it sells for (the discount price, else the price). */
  net_paise: number;
  is_free: boolean;
  is_online: boolean | null;
  trial_duration: number;
  form_url: string;
  grade_ids: number[];
  tag_value: string;
  tag_color: string;
  quest_ids: number[];
}

const productSelect = `
  select p.id, p.name, p.icon, p.video, p.description, round(p.price * 100)::bigint as price_paise,
         round(coalesce(p.discount_price, p.price) * 100)::bigint as net_paise,
         p.is_free, p.is_online, p.trial_duration, p.form_url, p.grade_ids, p.tag_value, p.tag_color,
         coalesce((select array_agg(pq.quest_id order by pq.sequence_no, pq.quest_id)
                     from store_product_quests pq where pq.product_id = p.id), '{}') as quest_ids
    from store_products p`;

export async function loadProducts(db: Db, ids?: number[]): Promise<ProductRecord[]> {
  return ids
    ? db.query<ProductRecord>(`${productSelect} where p.id = any($1::int[]) order by p.id`, [ids])
    : db.query<ProductRecord>(`${productSelect} order by p.id`);
}

export async function productRecord(db: Db, productId: number): Promise<ProductRecord | undefined> {
  const [row] = await loadProducts(db, [productId]);
  return row;
}

/**
 * A product as one user sees it. It is assigned when every one of its quests is; its trial is taken when
 * the trial of any of its quests is (ADR 0026).
 */
export function productView(product: ProductRecord, quests: Map<number, QuestView>): ProductView {
  const questDetails = product.quest_ids.flatMap((id) => quests.get(id) ?? []);
  return {
    productId: product.id,
    productName: product.name,
    productIcon: product.icon,
    productVideo: product.video,
    productDescription: product.description,
    price: rupees(product.price_paise),
    discountPrice: rupees(product.net_paise),
    isFree: product.is_free,
    isAssigned: questDetails.length > 0 && questDetails.every((quest) => quest.isAssigned),
    isOnline: product.is_online,
    isTrialTaken: questDetails.some((quest) => quest.isTrialTaken),
    trialDuration: product.trial_duration,
    formUrl: product.form_url,
    gradeIds: product.grade_ids,
    questDetails,
    tagValue: product.tag_value,
    tagColor: product.tag_color,
  };
}

/**
 * Every product and the product categories in order: the same for every student (kept briefly, ADR 0150). Carts,
 * orders and payments read their products straight from the database (`loadProducts` with ids).
 */
const catalogueProducts = sharedRows((db) => loadProducts(db));
const productCategoryRows = sharedRows((db) =>
  db.query<{ name: string; is_paid: boolean; product_ids: number[] | null }>(
    `select c.name, c.is_paid,
            array_remove(array_agg(i.product_id order by i.sequence_no, i.product_id), null) as product_ids
       from store_product_categories c
       left join store_product_category_items i on i.category_id = c.id
      group by c.id
      order by c.sequence_no, c.id`,
  ),
);

export async function productCategories(
  db: Db,
  quests: Map<number, QuestView>,
): Promise<z.input<typeof productCategorySchema>[]> {
  const [records, rows] = await Promise.all([catalogueProducts(db), productCategoryRows(db)]);
  const products = new Map(records.map((p) => [p.id, productView(p, quests)]));
  return rows.map((row) => ({
    categoryName: row.name,
    isPaid: row.is_paid,
    productList: (row.product_ids ?? []).flatMap((id) => products.get(id) ?? []),
  }));
}

export async function productPlans(db: Db, productId: number): Promise<z.input<typeof planProductSchema>[]> {
  const rows = await db.query<{
    id: number;
    product_id: number;
    display_name: string;
    description: string;
    price_paise: number;
  }>(
    `select id, product_id, display_name, description, round(plan_price * 100)::bigint as price_paise
       from store_plans where product_id = $1 order by sequence_no, id`,
    [productId],
  );
  return rows.map((row) => ({
    productId: row.product_id,
    planId: row.id,
    productDisplayName: row.display_name,
    productDescription: row.description,
    planPrice: rupees(row.price_paise),
  }));
}

/**
 * The partner's list as one user (or a visitor, empty `quests` state) sees it: each entry says whether the user
 * has the product (every quest of it, as the catalogues decide) and which quest Launch opens (issue 23).
 */
export async function partnerProducts(
  db: Db,
  partner: string,
  quests: Map<number, QuestView>,
): Promise<z.input<typeof partnerProductSchema>[]> {
  const rows = await db.query<{
    product_id: number;
    plan_id: number;
    display_name: string;
    icon: string;
    price_paise: number;
  }>(
    `select pp.product_id, pp.plan_id, pp.display_name, p.icon,
            round(pl.plan_price * 100)::bigint as price_paise
       from store_partner_products pp
       join store_products p on p.id = pp.product_id
       join store_plans pl on pl.id = pp.plan_id
      where pp.partner = $1
      order by pp.sequence_no, pp.plan_id`,
    [partner],
  );
  const products = new Map(
    (await loadProducts(db, [...new Set(rows.map((row) => row.product_id))])).map((record) => [
      record.id,
      productView(record, quests),
    ]),
  );
  return rows.map((row) => {
    const view = products.get(row.product_id);
    const first = view?.questDetails[0];
    return {
      productId: row.product_id,
      productDisplayName: row.display_name,
      productIcon: row.icon,
      planPrice: rupees(row.price_paise),
      planId: row.plan_id,
      isAssigned: view?.isAssigned === true,
      questId: first?.questId ?? null,
      questName: first?.questName ?? '',
    };
  });
}
