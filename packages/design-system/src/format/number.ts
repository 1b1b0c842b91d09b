/** The product's locale for numbers and dates (learning-app.md §9 "Phone locale en-IN"). */
export const LOCALE = 'en-IN';

const grouping = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const upToTwo = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const exactlyTwo = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** A whole number with Indian digit grouping: 1499999 → "14,99,999". Fractions are dropped (floor). */
export function formatNumber(value: number | null | undefined): string {
  return grouping.format(Math.floor(finite(value)));
}

/**
 * A percentage for display, to at most two decimals (learning-app.md §9 "Percentages are computed to two
 * decimals"): 33.333 → "33.33%", 50 → "50%". Empty values show "0%".
 */
export function formatPercent(value: number | null | undefined): string {
  return `${upToTwo.format(finite(value))}%`;
}

/** The rounded percentage: 33.5 → "34%", and '' when the value is 0 or less (learning-app.md §9). */
export function formatPercentRounded(value: number | null | undefined): string {
  const v = finite(value);
  return v <= 0 ? '' : `${Math.round(v)}%`;
}

const RUPEE = '₹';
const sign = (value: number) => (value < 0 ? '-' : '');

/** Rupees as shown on cards: whole rupees by floor with en-IN grouping, 1499.99 → "₹1,499". */
export function formatRupees(amount: number | null | undefined): string {
  const whole = Math.floor(finite(amount));
  return `${sign(whole)}${RUPEE}${grouping.format(Math.abs(whole))}`;
}

/** Rupees to two decimals, as the cart total is shown: 1499.5 → "₹1,499.50". */
export function formatRupeesWithPaise(amount: number | null | undefined): string {
  const v = finite(amount);
  return `${sign(v)}${RUPEE}${exactlyTwo.format(Math.abs(v))}`;
}

/**
 * A price as the store writes it everywhere (card, detail dialog, plans, cart lines, summary, ADR 0112): whole
 * rupees without decimals, 1499 → "₹1,499"; an amount with paise (after a percentage coupon) to two decimals,
 * 1424.05 → "₹1,424.05". The same amount therefore reads the same on every screen; nothing is rounded away.
 */
export function formatPrice(amount: number | null | undefined): string {
  const paise = Math.round(finite(amount) * 100);
  return paise % 100 === 0 ? formatRupees(paise / 100) : formatRupeesWithPaise(paise / 100);
}

/** The note shown under a plan price that excludes tax (store-and-assessment.md §9). */
export const GST_NOTE = 'Plus 18% GST';

/** A plan price without the 18% GST, in whole rupees: floor(planPrice × 100 / 118); 1180 → 1000. */
export function planPriceExcludingGst(planPrice: number): number {
  return Math.floor((finite(planPrice) * 100) / 118);
}
