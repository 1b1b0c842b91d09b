import { describe, expect, test } from 'vitest';
import {
  productCardClick,
  questActions,
  showPrice,
  type OnlineFlag,
  type ProductForActions,
  type QuestForActions,
  type StoreAction,
} from './store.ts';

const formUrl = 'https://forms.example/interest';
const launch: StoreAction = { kind: 'launch', label: 'Launch' };
const buy: StoreAction = { kind: 'buy', label: 'Buy' };
const interested: StoreAction = { kind: 'interested', formUrl, label: 'I am interested' };
const trial = (days: number): StoreAction => ({ kind: 'trial', days, label: `${days}-Day Trial` });

interface Flags {
  free?: boolean;
  assigned?: boolean;
  trialTaken?: boolean;
  online?: OnlineFlag;
}
const quest = (
  { free = false, assigned = false, trialTaken = false, online }: Flags,
  days = 7,
): QuestForActions => ({
  isFree: free,
  isAssigned: assigned,
  isTrialTaken: trialTaken,
  isOnline: online,
  formUrl,
  freeDuration: days,
});
const product = (flags: Flags, days = 7): ProductForActions => {
  const { freeDuration: _questDays, ...rest } = quest(flags);
  return { ...rest, trialDuration: days };
};

describe('questActions for a quest (action matrix)', () => {
  test.each<[string, Flags, number, StoreAction[]]>([
    ['free and online → Launch', { free: true, online: true }, 7, [launch]],
    ['free, isOnline undefined (counts as online) → Launch', { free: true, online: undefined }, 7, [launch]],
    ['free, isOnline null (counts as online) → Launch', { free: true, online: null }, 7, [launch]],
    ['free and offline → I am interested', { free: true, online: false }, 7, [interested]],
    [
      'free wins over assigned and trial taken',
      { free: true, assigned: true, trialTaken: true },
      7,
      [launch],
    ],
    ['trial taken and not assigned → Buy', { trialTaken: true }, 7, [buy]],
    ['trial taken and not assigned, offline → Buy', { trialTaken: true, online: false }, 7, [buy]],
    ['trial taken and assigned → Launch', { trialTaken: true, assigned: true }, 7, [launch]],
    ['assigned → Launch', { assigned: true }, 7, [launch]],
    ['assigned and offline → Launch', { assigned: true, online: false }, 7, [launch]],
    ['otherwise online → 7-Day Trial plus Buy', { online: true }, 7, [trial(7), buy]],
    ['otherwise isOnline null → 14-Day Trial plus Buy', { online: null }, 14, [trial(14), buy]],
    ['a quest without trial days (0) → Buy only, never "0-Days Trial"', {}, 0, [buy]],
    ['a quest with trial days null (sent as none) → Buy only', {}, null as unknown as number, [buy]],
    ['a quest with negative trial days → Buy only', {}, -3, [buy]],
    ['otherwise offline → I am interested', { online: false }, 7, [interested]],
  ])('%s', (_row, flags, days, expected) => {
    expect(questActions(quest(flags, days), { kind: 'quest' })).toEqual(expected);
  });
});

describe('questActions for a product (action matrix)', () => {
  test.each<[string, Flags, number, StoreAction[]]>([
    ['free and online → Launch', { free: true }, 7, [launch]],
    ['free and offline → I am interested', { free: true, online: false }, 7, [interested]],
    ['trial taken and not assigned → Buy', { trialTaken: true }, 7, [buy]],
    ['assigned → Launch', { assigned: true }, 0, [launch]],
    ['otherwise online with a 7-day trial → 7-Day Trial plus Buy', {}, 7, [trial(7), buy]],
    ['otherwise online with trial duration 0 → Buy only', {}, 0, [buy]],
    ['trial duration null → Buy only', {}, null as unknown as number, [buy]],
    ['otherwise offline → I am interested', { online: false }, 7, [interested]],
  ])('%s', (_row, flags, days, expected) => {
    expect(questActions(product(flags, days), { kind: 'product' })).toEqual(expected);
  });
});

describe('after a trial, quests and products follow one rule (ADR 0111)', () => {
  test.each<[string, Flags, StoreAction[]]>([
    ['trial running or over, not bought → Buy', { trialTaken: true }, [buy]],
    ['trial taken, then bought → Launch', { trialTaken: true, assigned: true }, [launch]],
    ['trial taken of an offline item, not bought → Buy', { trialTaken: true, online: false }, [buy]],
  ])('%s', (_row, flags, expected) => {
    expect(questActions(quest(flags, 7), { kind: 'quest' })).toEqual(expected);
    expect(questActions(product(flags, 7), { kind: 'product' })).toEqual(expected);
  });

  test('the trial label reads "<n>-Day Trial" for quests and products alike', () => {
    const labels = [
      questActions(quest({}, 7), { kind: 'quest' }),
      questActions(product({}, 7), { kind: 'product' }),
    ]
      .flat()
      .map((a) => a.label);
    expect(labels).toEqual(['7-Day Trial', 'Buy', '7-Day Trial', 'Buy']);
  });
});

describe('showPrice = (free or assigned) XOR not (on trial or trial taken)', () => {
  test.each([
    // free, assigned, onTrial, trialTaken, shown
    [false, false, false, false, true],
    [false, false, true, false, false],
    [false, false, false, true, false],
    [true, false, false, false, false],
    [false, true, false, false, false],
    [true, false, true, false, true],
    [false, true, false, true, true],
    [true, true, true, true, true],
  ])(
    'free %s, assigned %s, on trial %s, trial taken %s → shown %s',
    (isFree, isAssigned, isOnTrial, isTrialTaken, shown) => {
      expect(showPrice({ isFree, isAssigned, isOnTrial, isTrialTaken })).toBe(shown);
    },
  );

  test('a product (no isOnTrial) that is neither free, assigned nor tried shows its price', () => {
    expect(showPrice({ isFree: false, isAssigned: false, isTrialTaken: false })).toBe(true);
  });
});

describe('productCardClick', () => {
  test.each([
    [
      'trial taken → confirm continuing with buy',
      { isTrialTaken: true, trialDuration: 7 },
      {
        kind: 'confirmBuy',
        message: 'Do you want to continue to buy this product?',
        cancelLabel: 'Not now',
        confirmLabel: 'Continue',
      },
    ],
    [
      'trial duration 7 → trial of 7 days',
      { isTrialTaken: false, trialDuration: 7 },
      { kind: 'trial', days: 7 },
    ],
    ['trial duration 0 → add to cart', { isTrialTaken: false, trialDuration: 0 }, { kind: 'addToCart' }],
    [
      'trial duration null → add to cart',
      { isTrialTaken: false, trialDuration: null as unknown as number },
      { kind: 'addToCart' },
    ],
  ])('%s', (_row, item, expected) => {
    expect(productCardClick(item)).toEqual(expected);
  });
});
