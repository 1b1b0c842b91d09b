import type { Db } from '../../db.ts';
import { loadProducts, loadQuests, productView } from './catalogue.ts';

/*
 * No double purchase (ADR 0106): what a student owns (the quest assigned, every quest of the product assigned),
 * has bought (a paid order) or is paying for (an open order: created or pending) cannot go into the cart or into
 * another order. An open order that fails or expires frees its items.
 */

export const HELD_MESSAGES = {
  owned: (name: string) => `You already have ${name}.`,
  bought: (name: string) => `You have already bought ${name}.`,
  open: (name: string) =>
    `${name} is already in an order awaiting payment. Complete that payment, or try again once it has closed.`,
} as const;

/** What a cart item or order item buys: a quest, or a product (any plan). */
export interface Buyable {
  questId: number | null;
  productId: number | null;
  name: string;
}

interface OrderedRow {
  status: 'created' | 'pending' | 'success';
  product_id: number | null;
  quest_id: number | null;
}

/**
 * Why the student cannot buy each of `items` now (items missing from the answer can be bought): owned, or the same
 * product (any plan) or quest in a paid order or in an open one.
 */
export async function whyNotBuyable(
  db: Db,
  userId: number,
  items: readonly Buyable[],
  now: Date,
): Promise<Map<Buyable, string>> {
  const refusals = new Map<Buyable, string>();
  if (items.length === 0) return refusals;
  const quests = await loadQuests(db, userId, now);
  const productIds = [...new Set(items.flatMap((item) => (item.productId !== null ? [item.productId] : [])))];
  const products = new Map((await loadProducts(db, productIds)).map((record) => [record.id, record]));

  const ordered = await db.query<OrderedRow>(
    `select o.status, (i ->> 'productId')::int as product_id, (i ->> 'questId')::int as quest_id
       from store_orders o cross join lateral jsonb_array_elements(o.items) i
      where o.user_id = $1 and o.status in ('created', 'pending', 'success')`,
    [userId],
  );
  for (const item of items) {
    const record = item.productId !== null ? products.get(item.productId) : undefined;
    const owned = record
      ? productView(record, quests).isAssigned
      : item.questId !== null && quests.get(item.questId)?.isAssigned === true;
    if (owned) {
      refusals.set(item, HELD_MESSAGES.owned(item.name));
      continue;
    }
    const sameItem = (row: OrderedRow) =>
      item.productId !== null ? row.product_id === item.productId : row.quest_id === item.questId;
    if (ordered.some((row) => row.status === 'success' && sameItem(row))) {
      refusals.set(item, HELD_MESSAGES.bought(item.name));
    } else if (ordered.some((row) => row.status !== 'success' && sameItem(row))) {
      refusals.set(item, HELD_MESSAGES.open(item.name));
    }
  }
  return refusals;
}
