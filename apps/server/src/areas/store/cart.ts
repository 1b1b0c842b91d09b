import type { z } from 'zod';
import type { cartItemInputSchema, cartSchema } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { loadProducts, loadQuests, productView } from './catalogue.ts';
import { whyNotBuyable } from './held.ts';
import { rupees } from './money.ts';

type CartInput = z.output<typeof cartItemInputSchema>;
type CartBody = z.input<typeof cartSchema>;

export interface CartRow {
  id: number;
  user_id: number;
  quest_id: number | null;
  product_id: number | null;
  plan_id: number;
  name: string;
  icon: string;
  price_paise: number;
  net_paise: number;
}

export async function cartRows(db: Db, userId: number): Promise<CartRow[]> {
  return db.query<CartRow>(
    `select id, user_id, quest_id, product_id, plan_id, name, icon,
            round(price * 100)::bigint as price_paise, round(net_price * 100)::bigint as net_paise
       from store_cart_items where user_id = $1 order by id`,
    [userId],
  );
}

export const cartTotalPaise = (rows: CartRow[]): number => rows.reduce((sum, row) => sum + row.net_paise, 0);

/** "p201:301" / "q105": what an item buys, for comparing carts and clearing bought items. */
export const itemKey = (row: Pick<CartRow, 'quest_id' | 'product_id' | 'plan_id'>): string =>
  row.product_id !== null ? `p${row.product_id}:${row.plan_id}` : `q${row.quest_id}`;

export function cartBody(rows: CartRow[]): CartBody {
  return {
    cartList: rows.map((row) => ({
      cartId: String(row.id),
      userId: row.user_id,
      ...(row.product_id !== null
        ? { productId: row.product_id, productName: row.name }
        : { questId: row.quest_id ?? 0, questName: row.name }),
      productIcon: row.icon,
      qty: 1 as const,
      price: rupees(row.price_paise),
      netPrice: rupees(row.net_paise),
      planId: row.plan_id,
    })),
    total: rupees(cartTotalPaise(rows)),
  };
}

export async function readCart(db: Db, userId: number): Promise<CartBody> {
  return cartBody(await cartRows(db, userId));
}

interface Priced {
  questId: number | null;
  productId: number | null;
  planId: number;
  name: string;
  icon: string;
  pricePaise: number;
  netPaise: number;
}

class Refused extends Error {
  constructor(
    readonly status: 404 | 409 | 400,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Adds items to the user's cart at the catalogue's prices (the client's prices are never used; ADR 0027).
 * Duplicates (same product and plan, or same quest) are ignored. One item is a user's add: a refusal is
 * reported. Several items are the sign-in merge of a guest cart: what cannot be bought is skipped.
 */
export async function addToCart(db: Db, userId: number, items: CartInput[], now: Date): Promise<CartBody> {
  for (const item of items) {
    if (item.userId !== 0 && item.userId !== userId) {
      throw fail(403, 'You can only add to your own cart.');
    }
  }
  const quests = await loadQuests(db, userId, now);
  const productIds = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const products = new Map(
    (await loadProducts(db, productIds)).map((record) => [
      record.id,
      { record, view: productView(record, quests) },
    ]),
  );
  const plans = new Map(
    (
      await db.query<{ id: number; product_id: number; display_name: string; price_paise: number }>(
        `select id, product_id, display_name, round(plan_price * 100)::bigint as price_paise
           from store_plans where id = any($1::int[])`,
        [items.map((item) => item.planId).filter((id) => id > 0)],
      )
    ).map((plan) => [plan.id, plan]),
  );

  const price = (item: CartInput): Priced => {
    if (item.productId !== undefined) {
      const product = products.get(item.productId);
      if (!product) throw new Refused(404, 'Product not found.');
      const { record, view } = product;
      if (view.isAssigned) throw new Refused(409, `You already have ${record.name}.`);
      if (record.is_free) throw new Refused(409, `${record.name} is free. Claim it instead of buying it.`);
      if (record.is_online === false)
        throw new Refused(409, `${record.name} is offline and cannot be bought.`);
      if (item.planId > 0) {
        const plan = plans.get(item.planId);
        if (!plan || plan.product_id !== record.id) throw new Refused(404, 'This plan is not offered.');
        return {
          questId: null,
          productId: record.id,
          planId: plan.id,
          name: plan.display_name,
          icon: record.icon,
          pricePaise: plan.price_paise,
          netPaise: plan.price_paise,
        };
      }
      return {
        questId: null,
        productId: record.id,
        planId: 0,
        name: record.name,
        icon: record.icon,
        pricePaise: record.price_paise,
        netPaise: record.net_paise,
      };
    }
    const quest = quests.get(item.questId ?? 0);
    if (!quest) throw new Refused(404, 'Quest not found.');
    if (quest.isAssigned) throw new Refused(409, `You already have ${quest.questName}.`);
    if (quest.isFree) throw new Refused(409, `${quest.questName} is free. Claim it instead of buying it.`);
    if (quest.isOnline === false)
      throw new Refused(409, `${quest.questName} is offline and cannot be bought.`);
    if (item.planId > 0) throw new Refused(400, 'Plans are bought through their product.');
    return {
      questId: quest.questId,
      productId: null,
      planId: 0,
      name: quest.questName,
      icon: quest.questIcon,
      pricePaise: Math.round(quest.price * 100),
      netPaise: Math.round(quest.price * 100),
    };
  };

  const single = items.length === 1;
  const accepted: Priced[] = [];
  for (const item of items) {
    try {
      accepted.push(price(item));
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      if (single) throw fail(error.status, error.message);
    }
  }
  // Owned, bought or awaiting payment in an open order: not again (ADR 0106).
  const held = await whyNotBuyable(db, userId, accepted, now);
  for (const priced of accepted) {
    const refusal = held.get(priced);
    if (refusal) {
      if (single) throw fail(409, refusal);
      continue;
    }
    await db.query(
      `insert into store_cart_items (user_id, quest_id, product_id, plan_id, name, icon, price, net_price, created_at)
       values ($1, $2, $3, $4, $5, $6, $7::numeric / 100, $8::numeric / 100, $9)
       on conflict do nothing`,
      [
        userId,
        priced.questId,
        priced.productId,
        priced.planId,
        priced.name,
        priced.icon,
        priced.pricePaise,
        priced.netPaise,
        now,
      ],
    );
  }
  return readCart(db, userId);
}

/** DeleteCart: removes the user's item (removing one that is already gone answers the cart as it is). */
export async function removeFromCart(db: Db, userId: number, cartId: number): Promise<CartBody> {
  await db.query('delete from store_cart_items where id = $1 and user_id = $2', [cartId, userId]);
  return readCart(db, userId);
}
