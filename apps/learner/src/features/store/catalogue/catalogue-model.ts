import type { BoardGrade, CatalogueQuest, CurrentUserQuest, PlanProduct, Product } from '@quest/api';
import { questActions, showPrice, type LaunchQuest, type StoreAction } from '@quest/flows';
import type { CartItemInput } from '../cart/use-add-to-cart';

/*
 * Pure rules of the catalogue screens (store-and-assessment.md §2.5, §4): what a card shows, which quests and
 * products a search, a grade and the iOS wrapper leave, what a launch and a cart line need (ADR 0068).
 */

/** A quest or a product of a catalogue. */
export type CatalogueEntry = { kind: 'quest'; quest: CatalogueQuest } | { kind: 'product'; product: Product };

/** What a card and the detail dialog show of an entry. */
export interface EntryView {
  key: string;
  name: string;
  imageUrl: string;
  videoUrl: string;
  descriptionHtml: string;
  /** Undefined when the price rule hides it. */
  price?: number;
  originalPrice?: number;
  tagLabel: string;
  tagColour: string;
  actions: StoreAction[];
}

export function entryView(entry: CatalogueEntry): EntryView {
  if (entry.kind === 'quest') {
    const q = entry.quest;
    return {
      key: `quest-${q.questId}`,
      name: q.questName,
      imageUrl: q.questIcon,
      videoUrl: q.questVideo,
      descriptionHtml: q.questDescription,
      price: showPrice(q) ? q.price : undefined,
      tagLabel: q.tagValue,
      tagColour: q.tagColor,
      actions: questActions(q, { kind: 'quest' }),
    };
  }
  const p = entry.product;
  const shown = showPrice(p);
  return {
    key: `product-${p.productId}`,
    name: p.productName,
    imageUrl: p.productIcon,
    videoUrl: p.productVideo,
    descriptionHtml: p.productDescription,
    price: shown ? p.discountPrice : undefined,
    originalPrice: shown && p.price > p.discountPrice ? p.price : undefined,
    tagLabel: p.tagValue,
    tagColour: p.tagColor,
    actions: questActions(p, { kind: 'product' }),
  };
}

/** What the quest launch needs: a quest, or a product's first quest with the product's free/assigned state. */
export function launchQuestOf(entry: CatalogueEntry): LaunchQuest | null {
  if (entry.kind === 'quest') {
    const { questId, questName, isFree, isAssigned, isOnTrial, viewedOn } = entry.quest;
    return { questId, questName, isFree, isAssigned, isOnTrial, viewedOn };
  }
  const first = entry.product.questDetails[0];
  if (!first) return null;
  return {
    questId: first.questId,
    questName: first.questName,
    isFree: entry.product.isFree,
    isAssigned: entry.product.isAssigned,
    isOnTrial: first.isOnTrial,
    viewedOn: first.viewedOn,
  };
}

/** A quest the student holds (last accessed, 'Assigned Quest'): launching it assigns nothing. */
export const heldLaunchQuest = (
  quest: Pick<CurrentUserQuest, 'questId' | 'questName' | 'isOnTrial'>,
): LaunchQuest => ({
  questId: quest.questId,
  questName: quest.questName,
  isFree: false,
  isAssigned: true,
  isOnTrial: quest.isOnTrial,
  viewedOn: null,
});

/** The cart line of a quest or product (a product without a plan sells at its discount price). */
export function cartItemOf(entry: CatalogueEntry): CartItemInput {
  if (entry.kind === 'quest') {
    const q = entry.quest;
    return { questId: q.questId, name: q.questName, icon: q.questIcon, price: q.price, netPrice: q.price };
  }
  const p = entry.product;
  return {
    productId: p.productId,
    name: p.productName,
    icon: p.productIcon,
    price: p.price,
    netPrice: p.discountPrice,
  };
}

/** The cart line of one plan of a product: price and net price are the plan price, with the plan id. */
export function planCartItem(product: Product, plan: PlanProduct): CartItemInput {
  return {
    productId: plan.productId,
    name: plan.productDisplayName,
    icon: product.productIcon,
    price: plan.planPrice,
    netPrice: plan.planPrice,
    planId: plan.planId,
  };
}

/** Case-insensitive name search; an empty (or blank) search keeps everything. */
export function nameMatches(name: string, search: string): boolean {
  const query = search.trim().toLocaleLowerCase();
  return query === '' || name.toLocaleLowerCase().includes(query);
}

/** What the screens filter by. */
export interface CatalogueFilter {
  search: string;
  /** Inside the iOS wrapper paid categories are hidden (§1, §6). */
  hidePaid: boolean;
  /** Grade ids an item must share (products only); null keeps every grade. */
  gradeIds?: readonly number[] | null;
}

/** One category after filtering. */
export interface FilteredCategory<T> {
  categoryName: string;
  items: T[];
}

function filterCategories<C extends { categoryName: string; isPaid: boolean }, T>(
  categories: readonly C[],
  itemsOf: (category: C) => readonly T[],
  keep: (item: T) => boolean,
  hidePaid: boolean,
): FilteredCategory<T>[] {
  return categories
    .filter((category) => !(hidePaid && category.isPaid))
    .map((category) => ({ categoryName: category.categoryName, items: itemsOf(category).filter(keep) }));
}

/** The quest categories a search (and the iOS wrapper) leaves. */
export function filterQuestCategories(
  categories: readonly { categoryName: string; isPaid: boolean; questList: CatalogueQuest[] }[],
  filter: CatalogueFilter,
): FilteredCategory<CatalogueQuest>[] {
  return filterCategories(
    categories,
    (c) => c.questList,
    (q) => nameMatches(q.questName, filter.search),
    filter.hidePaid,
  );
}

/** The product categories a search, the grade filter (and the iOS wrapper) leave. */
export function filterProductCategories(
  categories: readonly { categoryName: string; isPaid: boolean; productList: Product[] }[],
  filter: CatalogueFilter,
): FilteredCategory<Product>[] {
  const grades = filter.gradeIds ?? null;
  const inGrades = (product: Product) =>
    grades === null || product.gradeIds.some((id) => grades.includes(id));
  return filterCategories(
    categories,
    (c) => c.productList,
    (p) => nameMatches(p.productName, filter.search) && inGrades(p),
    filter.hidePaid,
  );
}

/**
 * The grade ids the board and grade filters allow: the chosen grade (one option may stand for the same grade of
 * every board, see `gradeOptions`); else the grades of the chosen board; else null (every grade).
 */
export function gradeIdsOf(
  boardGrade: BoardGrade | undefined,
  board: string,
  grade: string,
): number[] | null {
  if (grade !== '') return grade.split(',').map(Number);
  if (board === '' || !boardGrade) return null;
  return boardGrade.grades.filter((g) => String(g.boardId) === board).map((g) => g.gradeId);
}

/**
 * The grade options for the chosen board. With no board chosen, each grade name is one option standing for that
 * grade of every board (its value the ids joined by commas), so "Grade 6" is listed once, not once a board (ADR 0136).
 */
export function gradeOptions(boardGrade: BoardGrade | undefined, board: string) {
  const grades = (boardGrade?.grades ?? []).filter((g) => board === '' || String(g.boardId) === board);
  const byName = new Map<string, number[]>();
  for (const g of grades) byName.set(g.gradeName, [...(byName.get(g.gradeName) ?? []), g.gradeId]);
  return [...byName].map(([label, ids]) => ({ value: ids.join(','), label }));
}

export const boardOptions = (boardGrade: BoardGrade | undefined) =>
  (boardGrade?.boards ?? []).map((b) => ({ value: String(b.boardId), label: b.boardName }));
