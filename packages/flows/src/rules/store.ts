import type { CatalogueQuest, Product } from '@quest/api';

/*
 * The quest/product action matrix, the price-display rule and the product card click
 * (store-and-assessment.md §3 Quest, Product; §4 "Quest/product action matrix", "Clicking a product card").
 */

/** `isOnline` as the server may send it: undefined or null is treated as online (§3). */
export type OnlineFlag = boolean | null | undefined;

/** The fields of a quest the matrix reads. */
export type QuestForActions = Pick<
  CatalogueQuest,
  'isFree' | 'isAssigned' | 'isTrialTaken' | 'formUrl' | 'freeDuration'
> & {
  isOnline?: OnlineFlag;
};

/** The fields of a product the matrix reads. */
export type ProductForActions = Pick<
  Product,
  'isFree' | 'isAssigned' | 'isTrialTaken' | 'formUrl' | 'trialDuration'
> & {
  isOnline?: OnlineFlag;
};

/** The action buttons' texts (§4 action matrix). */
export const storeActionLabels = { launch: 'Launch', buy: 'Buy', interested: 'I am interested' } as const;
/**
 * "7-Day Trial": the spec's '<n>-Days Trial' with the compound adjective in the singular (ADR 0108). The English
 * label of a trial action; views word the button from the action's `days` ('{days}-Day Trial').
 */
export const trialLabel = (days: number) => `${days}-Day Trial`;

/** Trial days as the server may send them; null, undefined, 0 or less mean the item has no trial. */
export const trialDays = (days: number | null | undefined): number =>
  typeof days === 'number' && Number.isFinite(days) && days > 0 ? Math.floor(days) : 0;

export type StoreAction =
  | { kind: 'launch'; label: typeof storeActionLabels.launch }
  /** `days`: the trial's length, for the view's own '{days}-Day Trial'; `label`: its English ("7-Day Trial"). */
  | { kind: 'trial'; days: number; label: string }
  | { kind: 'buy'; label: typeof storeActionLabels.buy }
  /** Opens the offline interest form externally. */
  | { kind: 'interested'; formUrl: string; label: typeof storeActionLabels.interested };

const launch: StoreAction = { kind: 'launch', label: storeActionLabels.launch };
const buy: StoreAction = { kind: 'buy', label: storeActionLabels.buy };
const interested = (formUrl: string): StoreAction => ({
  kind: 'interested',
  formUrl,
  label: storeActionLabels.interested,
});
const trial = (days: number): StoreAction => ({ kind: 'trial', days, label: trialLabel(days) });

/** Undefined or null counts as online; only an explicit `false` is offline. */
export const countsAsOnline = (flag: OnlineFlag): boolean => flag !== false;

/**
 * The buttons of a quest or product card, in order (§4 action matrix), one rule for both kinds (ADR 0111):
 * free → Launch if online, else 'I am interested'; trial taken and not assigned → Buy (during the trial and
 * after it alike); assigned → Launch; otherwise online → '<n>-Day Trial' plus Buy, the trial only when the
 * item has trial days (above 0; a quest's `freeDuration`, a product's `trialDuration`); otherwise offline →
 * 'I am interested'.
 */
export function questActions(item: QuestForActions, options: { kind: 'quest' }): StoreAction[];
export function questActions(item: ProductForActions, options: { kind: 'product' }): StoreAction[];
export function questActions(
  item: QuestForActions | ProductForActions,
  options: { kind: 'quest' | 'product' },
): StoreAction[] {
  const online = countsAsOnline(item.isOnline);
  if (item.isFree) return [online ? launch : interested(item.formUrl)];
  if (item.isTrialTaken && !item.isAssigned) return [buy];
  if (item.isAssigned) return [launch];
  if (!online) return [interested(item.formUrl)];
  const days = trialDays(
    options.kind === 'quest'
      ? (item as QuestForActions).freeDuration
      : (item as ProductForActions).trialDuration,
  );
  return days > 0 ? [trial(days), buy] : [buy];
}

/** The fields the price-display rule reads; products have no `isOnTrial` (treated as false). */
export interface PriceDisplayInput {
  isFree: boolean;
  isAssigned: boolean;
  isOnTrial?: boolean;
  isTrialTaken: boolean;
}

/** The price is shown when (free or assigned) XOR not (on trial or trial taken) (§4). */
export function showPrice(item: PriceDisplayInput): boolean {
  const freeOrAssigned = item.isFree || item.isAssigned;
  const notTrial = !(item.isOnTrial === true || item.isTrialTaken);
  return freeOrAssigned !== notTrial;
}

/** The confirm shown when a product whose trial was taken is clicked (§4; grammar corrected, ADR 0108). */
export const continueBuyDialog = {
  message: 'Do you want to continue to buy this product?',
  cancelLabel: 'Not now',
  confirmLabel: 'Continue',
} as const;

export type ProductCardClick =
  /** Ask before buying again; "Continue" goes on to buy. */
  | ({ kind: 'confirmBuy' } & typeof continueBuyDialog)
  | { kind: 'trial'; days: number }
  | { kind: 'addToCart' };

/**
 * Clicking a product card on /products (§4): trial taken → confirm 'Do you want to continue with buy this
 * product.' (Not now / Continue); otherwise a trial when the duration is above 0, else add to cart.
 */
export function productCardClick(item: Pick<Product, 'isTrialTaken' | 'trialDuration'>): ProductCardClick {
  if (item.isTrialTaken) {
    return { kind: 'confirmBuy', ...continueBuyDialog };
  }
  const days = trialDays(item.trialDuration);
  return days > 0 ? { kind: 'trial', days } : { kind: 'addToCart' };
}
