import { describe, expect, test } from 'vitest';
import {
  GST_NOTE,
  formatNumber,
  formatPercent,
  formatPercentRounded,
  formatRupees,
  formatRupeesWithPaise,
  formatPrice,
  planPriceExcludingGst,
} from './number';

describe('formatNumber: en-IN grouping', () => {
  test.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [100_000, '1,00,000'],
    [14_999_999.9, '1,49,99,999'],
    [Number.NaN, '0'],
  ])('%s → %s', (value, expected) => {
    expect(formatNumber(value)).toBe(expected);
  });
});

describe('formatPercent: at most two decimals', () => {
  test.each([
    [0, '0%'],
    [33.333_33, '33.33%'],
    [66.666_7, '66.67%'],
    [12.5, '12.5%'],
    [50, '50%'],
    [100, '100%'],
    [undefined, '0%'],
    [Number.NaN, '0%'],
  ])('%s → %s', (value, expected) => {
    expect(formatPercent(value)).toBe(expected);
  });
});

describe("formatPercentRounded: '' for 0 or less", () => {
  test.each([
    [0, ''],
    [-5, ''],
    [Number.NaN, ''],
    [null, ''],
    [0.4, '0%'],
    [33.33, '33%'],
    [33.5, '34%'],
    [100, '100%'],
  ])('%s → %j', (value, expected) => {
    expect(formatPercentRounded(value)).toBe(expected);
  });
});

describe('formatRupees: whole rupees by floor, en-IN grouping', () => {
  test.each([
    [0, '₹0'],
    [1499, '₹1,499'],
    [1499.99, '₹1,499'],
    [149_999, '₹1,49,999'],
    [1_000_000, '₹10,00,000'],
    [-250.5, '-₹251'],
    [undefined, '₹0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatRupees(amount)).toBe(expected);
  });
});

describe('formatRupeesWithPaise: two decimals (cart total)', () => {
  test.each([
    [0, '₹0.00'],
    [1499, '₹1,499.00'],
    [1499.5, '₹1,499.50'],
    [1271.186, '₹1,271.19'],
    [149_999.99, '₹1,49,999.99'],
    [Number.NaN, '₹0.00'],
  ])('%s → %s', (amount, expected) => {
    expect(formatRupeesWithPaise(amount)).toBe(expected);
  });
});

describe('planPriceExcludingGst: floor(planPrice × 100 / 118)', () => {
  test.each([
    [0, 0],
    [118, 100],
    [1180, 1000],
    [1499, 1270],
    [599, 507],
    [601, 509],
    [9999, 8473],
  ])('%s → %s', (planPrice, expected) => {
    expect(planPriceExcludingGst(planPrice)).toBe(expected);
  });

  test('the note text', () => {
    expect(GST_NOTE).toBe('Plus 18% GST');
  });
});

describe('formatPrice: one way for card, cart and summary (ADR 0112)', () => {
  test.each([
    [1499, '₹1,499'],
    [1499.0, '₹1,499'],
    [1424.05, '₹1,424.05'],
    [1499.5, '₹1,499.50'],
    [149999, '₹1,49,999'],
    [0, '₹0'],
    [-50, '-₹50'],
    [-74.95, '-₹74.95'],
    [0.1 + 0.2, '₹0.30'],
    [1498.999999, '₹1,499'],
    [Number.NaN, '₹0'],
    [null, '₹0'],
  ])('%s → %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });

  test('the same amount reads the same on a card and in the summary', () => {
    expect(formatPrice(1499)).toBe(formatRupees(1499));
    expect(formatPrice(1499)).not.toBe(formatRupeesWithPaise(1499));
  });
});
