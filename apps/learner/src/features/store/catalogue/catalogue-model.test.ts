import { describe, expect, test } from 'vitest';
import { catalogueQuestSchema, productSchema, type BoardGrade } from '@quest/api';
import { makeCatalogueQuest, makeProduct } from '@quest/api/mocks';
import {
  cartItemOf,
  entryView,
  filterProductCategories,
  filterQuestCategories,
  gradeIdsOf,
  gradeOptions,
  launchQuestOf,
  nameMatches,
  planCartItem,
} from './catalogue-model';
import { browserNotice } from './catalogue-platform';

const quest = (o: Parameters<typeof makeCatalogueQuest>[0] = {}) =>
  catalogueQuestSchema.parse(makeCatalogueQuest(o));
const product = (o: Parameters<typeof makeProduct>[0] = {}) => productSchema.parse(makeProduct(o));

describe('catalogue search', () => {
  test.each([
    ['grade', 'Grade 6 Explorer Quest', true],
    ['GRADE 6', 'Grade 6 Explorer Quest', true],
    ['  explorer ', 'Grade 6 Explorer Quest', true],
    ['', 'Anything', true],
    ['robotics', 'Grade 6 Explorer Quest', false],
  ])('Scenario: "%s" against "%s" matches: %s', (search, name, expected) => {
    expect(nameMatches(name, search)).toBe(expected);
  });

  test('Scenario: a search keeps the matching quests of each category; iOS hides paid categories', () => {
    const categories = [
      {
        categoryName: 'Paid',
        isPaid: true,
        questList: [quest({ questName: 'Grade 6' }), quest({ questName: 'Maths' })],
      },
      { categoryName: 'Free', isPaid: false, questList: [quest({ questName: 'Free Starter' })] },
    ];
    expect(filterQuestCategories(categories, { search: 'maths', hidePaid: false })).toEqual([
      { categoryName: 'Paid', items: [categories[0]!.questList[1]] },
      { categoryName: 'Free', items: [] },
    ]);
    expect(
      filterQuestCategories(categories, { search: '', hidePaid: true }).map((c) => c.categoryName),
    ).toEqual(['Free']);
  });
});

describe('board and grade filters', () => {
  const boardGrade: BoardGrade = {
    boards: [
      { boardId: 1, boardName: 'CBSE' },
      { boardId: 2, boardName: 'ICSE' },
    ],
    grades: [
      { gradeId: 106, gradeName: 'Grade 6', boardId: 1 },
      { gradeId: 107, gradeName: 'Grade 7', boardId: 1 },
      { gradeId: 206, gradeName: 'Grade 6', boardId: 2 },
    ],
  };

  test('Scenario: the grade wins, else the board’s grades, else every grade', () => {
    expect(gradeIdsOf(boardGrade, '1', '107')).toEqual([107]);
    expect(gradeIdsOf(boardGrade, '1', '')).toEqual([106, 107]);
    expect(gradeIdsOf(boardGrade, '', '')).toBeNull();
    expect(gradeOptions(boardGrade, '2')).toEqual([{ value: '206', label: 'Grade 6' }]);
  });

  test('Scenario: with no board chosen, a grade every board has is one option for all of them', () => {
    expect(gradeOptions(boardGrade, '')).toEqual([
      { value: '106,206', label: 'Grade 6' },
      { value: '107', label: 'Grade 7' },
    ]);
    expect(gradeIdsOf(boardGrade, '', '106,206')).toEqual([106, 206]);
  });

  test('Scenario: products outside the chosen grades are left out', () => {
    const categories = [
      {
        categoryName: 'Recommended',
        isPaid: true,
        productList: [product({ productId: 1, gradeIds: [106] }), product({ productId: 2, gradeIds: [107] })],
      },
    ];
    const [only] = filterProductCategories(categories, { search: '', hidePaid: false, gradeIds: [107] });
    expect(only!.items.map((p) => p.productId)).toEqual([2]);
  });
});

describe('cards', () => {
  test('Scenario: a product not held shows its discount price over the list price, trial and Buy', () => {
    const view = entryView({
      kind: 'product',
      product: product({ price: 1499, discountPrice: 1199, trialDuration: 7 }),
    });
    expect(view.price).toBe(1199);
    expect(view.originalPrice).toBe(1499);
    expect(view.actions.map((a) => a.label)).toEqual(['7-Day Trial', 'Buy']);
  });

  test('Scenario: a trial-taken quest shows Buy and no price', () => {
    const view = entryView({ kind: 'quest', quest: quest({ isTrialTaken: true }) });
    expect(view.price).toBeUndefined();
    expect(view.actions.map((a) => a.label)).toEqual(['Buy']);
  });

  test('Scenario: a product launches its first quest with the product’s free and assigned state', () => {
    const p = product({
      isFree: true,
      questDetails: [makeCatalogueQuest({ questId: 7, questName: 'Starter' })],
    });
    expect(launchQuestOf({ kind: 'product', product: p })).toEqual({
      questId: 7,
      questName: 'Starter',
      isFree: true,
      isAssigned: false,
      isOnTrial: false,
      viewedOn: null,
    });
    expect(launchQuestOf({ kind: 'product', product: product({ questDetails: [] }) })).toBeNull();
  });

  test('Scenario: cart lines: a quest at its price, a product at its discount price, a plan at its plan price', () => {
    expect(cartItemOf({ kind: 'quest', quest: quest({ questId: 5, price: 499 }) })).toMatchObject({
      questId: 5,
      price: 499,
      netPrice: 499,
    });
    const p = product({ productId: 201, price: 1499, discountPrice: 1199 });
    expect(cartItemOf({ kind: 'product', product: p })).toMatchObject({ productId: 201, netPrice: 1199 });
    expect(
      planCartItem(p, {
        productId: 201,
        planId: 9,
        productDisplayName: '12 months',
        productDescription: '',
        planPrice: 1499,
      }),
    ).toEqual({
      productId: 201,
      name: '12 months',
      icon: p.productIcon,
      price: 1499,
      netPrice: 1499,
      planId: 9,
    });
  });
});

describe('browser notice (ADR 0067)', () => {
  test('Scenario: off by default, on only when the build asks and outside a wrapper', () => {
    expect(browserNotice({}, false)).toBeNull();
    expect(browserNotice({ VITE_BROWSER_APP_NOTICE: 'on' }, true)).toBeNull();
    expect(browserNotice({ VITE_BROWSER_APP_NOTICE: 'on' }, false)).toMatchObject({
      playStoreUrl: expect.stringContaining('play.google.com'),
      appStoreUrl: expect.stringContaining('apps.apple.com'),
    });
  });
});
