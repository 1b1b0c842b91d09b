import type { z } from 'zod';
import {
  storeEndpoints as e,
  type cartItemSchema,
  type cartSchema,
  type catalogueQuestSchema,
  type couponStatusSchema,
  type partnerProductSchema,
  type paymentGatewayResponseSchema,
  type paymentStatusSchema,
  type pendingOrdersSchema,
  type planProductSchema,
  type productAssignmentSchema,
  type productCategorySchema,
  type productSchema,
  type questAssignmentSchema,
  type questCategorySchema,
} from '../areas/store.ts';
import { areaMocksOf, endpointMocks, type AreaMocks } from './core.ts';

type In<S extends z.ZodType> = z.input<S>;

// ——— factories ——————————————————————————————————————————————————————————————————————————————————————

/** A quest as the catalogue shows it (Grade 6, paid, not yet bought). */
export const makeCatalogueQuest = (
  overrides: Partial<In<typeof catalogueQuestSchema>> = {},
): In<typeof catalogueQuestSchema> => ({
  questId: 101,
  questName: 'Grade 6 Explorer Quest',
  questIcon: '/media/images/quest-101.svg',
  questVideo: '',
  questDescription:
    '<p>A full year of <strong>Grade 6</strong> learning: Mathematics and Science in short videos, notes, ' +
    'activities and tests.</p><ul><li>40+ hours of content</li><li>Live lab sessions</li></ul>',
  // One price per thing (ADR 0112): what Grade 6 Explorer (product 201) sells it for.
  price: 1199,
  isFree: false,
  isAssigned: false,
  isOnline: true,
  isOnTrial: false,
  isTrialTaken: false,
  isTrialOver: false,
  freeDuration: 7,
  formUrl: '',
  viewedOn: null,
  gradeIds: [106],
  tagValue: 'Bestseller',
  tagColor: '#E65100',
  ...overrides,
});

/** A product (Grade 6 Explorer: ₹1,499, sells at ₹1,199, 7-day trial). */
export const makeProduct = (overrides: Partial<In<typeof productSchema>> = {}): In<typeof productSchema> => ({
  productId: 201,
  productName: 'Grade 6 Explorer',
  productIcon: '/media/images/product-201.svg',
  productVideo: '',
  productDescription:
    '<p>The complete <strong>Grade 6</strong> year: Mathematics and Science in videos, notes, activities and ' +
    'tests.</p><ul><li>Chapter tests with explanations</li><li>Live lab sessions</li></ul>',
  price: 1499,
  discountPrice: 1199,
  isFree: false,
  isAssigned: false,
  isOnline: true,
  isTrialTaken: false,
  trialDuration: 7,
  formUrl: '',
  gradeIds: [106],
  questDetails: [makeCatalogueQuest()],
  tagValue: 'Bestseller',
  tagColor: '#E65100',
  ...overrides,
});

export const makeQuestCategory = (
  overrides: Partial<In<typeof questCategorySchema>> = {},
): In<typeof questCategorySchema> => ({
  categoryName: 'Grade 6 Quests',
  isPaid: true,
  questList: [
    makeCatalogueQuest(),
    makeCatalogueQuest({
      questId: 105,
      questName: 'Maths Booster',
      questIcon: '/media/images/quest-105.svg',
      questDescription: '<p>Speed tricks for multiplication and mental maths.</p>',
      // One price per thing (ADR 0112): what the Maths Booster product sells it for.
      price: 449,
      freeDuration: 0,
      isOnline: null,
      tagValue: 'Popular',
      tagColor: 'blue-ish',
    }),
  ],
  ...overrides,
});

export const makeProductCategory = (
  overrides: Partial<In<typeof productCategorySchema>> = {},
): In<typeof productCategorySchema> => ({
  categoryName: 'Recommended for you',
  isPaid: true,
  productList: [
    makeProduct(),
    makeProduct({
      productId: 203,
      productName: 'Grade 7 Science',
      productIcon: '/media/images/product-203.svg',
      productDescription: '<p>Grade 7 Science made visual. <strong>Try it free for 7 days.</strong></p>',
      price: 899,
      discountPrice: 899,
      gradeIds: [107],
      questDetails: [
        makeCatalogueQuest({ questId: 103, questName: 'Grade 7 Science Quest', price: 899, gradeIds: [107] }),
      ],
      tagValue: '7-day trial',
      tagColor: '#6A1B9A',
    }),
    makeProduct({
      productId: 205,
      productName: 'Maths Booster',
      productIcon: '/media/images/product-205.svg',
      productDescription: '<p>Speed tricks for multiplication and mental maths.</p>',
      price: 499,
      discountPrice: 449,
      trialDuration: 0,
      questDetails: [makeCatalogueQuest({ questId: 105, questName: 'Maths Booster', price: 449 })],
      tagValue: 'Limited offer',
      tagColor: 'orange-ish',
    }),
  ],
  ...overrides,
});

const freeCategory = (): In<typeof productCategorySchema> => ({
  categoryName: 'Free to start',
  isPaid: false,
  productList: [
    makeProduct({
      productId: 204,
      productName: 'Free Starter Pack',
      productIcon: '/media/images/product-204.svg',
      productDescription: '<p>Start learning today at no cost.</p>',
      price: 0,
      discountPrice: 0,
      isFree: true,
      trialDuration: 0,
      questDetails: [
        makeCatalogueQuest({
          questId: 104,
          questName: 'Starter Quest: Learning to Learn',
          price: 0,
          isFree: true,
        }),
      ],
      tagValue: 'Free',
      tagColor: '#1565C0',
    }),
  ],
});

/** A plan of a product ('N Products' list); planPrice includes 18 % GST. */
export const makePlanProduct = (
  overrides: Partial<In<typeof planProductSchema>> = {},
): In<typeof planProductSchema> => ({
  productId: 201,
  planId: 301,
  productDisplayName: 'Grade 6 Explorer — 12 months',
  productDescription: '<p>Full access for <strong>12 months</strong>, all subjects.</p>',
  planPrice: 1499,
  ...overrides,
});

export const makePartnerProduct = (
  overrides: Partial<In<typeof partnerProductSchema>> = {},
): In<typeof partnerProductSchema> => ({
  productId: 209,
  productDisplayName: 'Raymond Young Achievers — 12 months',
  productIcon: '/media/images/product-209.svg',
  planPrice: 999,
  planId: 310,
  ...overrides,
});

export const makeQuestAssignment = (
  overrides: Partial<In<typeof questAssignmentSchema>> = {},
): In<typeof questAssignmentSchema> => ({
  success: true,
  questId: 104,
  questName: 'Starter Quest: Learning to Learn',
  isOnTrial: false,
  trialEndsAt: null,
  ...overrides,
});

export const makeProductAssignment = (
  overrides: Partial<In<typeof productAssignmentSchema>> = {},
): In<typeof productAssignmentSchema> => ({
  success: true,
  productId: 201,
  questId: 101,
  questName: 'Grade 6 Explorer Quest',
  questIds: [101],
  isOnTrial: true,
  trialEndsAt: '2026-11-28T09:30:00.000Z',
  ...overrides,
});

export const makeCartItem = (
  overrides: Partial<In<typeof cartItemSchema>> = {},
): In<typeof cartItemSchema> => ({
  cartId: '41',
  userId: 1001,
  productId: 201,
  productName: 'Grade 6 Explorer — 12 months',
  productIcon: '/media/images/product-201.svg',
  qty: 1,
  price: 1499,
  netPrice: 1499,
  planId: 301,
  ...overrides,
});

export const makeCart = (overrides: Partial<In<typeof cartSchema>> = {}): In<typeof cartSchema> => {
  const cartList = overrides.cartList ?? [
    makeCartItem(),
    makeCartItem({
      cartId: '42',
      productId: 205,
      productName: 'Maths Booster',
      productIcon: '/media/images/product-205.svg',
      price: 499,
      netPrice: 449,
      planId: 0,
    }),
  ];
  return { cartList, total: cartList.reduce((sum, item) => sum + item.netPrice, 0), ...overrides };
};

export const makeCouponStatus = (
  overrides: Partial<In<typeof couponStatusSchema>> = {},
): In<typeof couponStatusSchema> => ({
  isSuccess: true,
  discount: 97.4,
  message: 'Coupon applied successfully.',
  total: 1948,
  totalAmount: 1850.6,
  ...overrides,
});

export const makePaymentGatewayResponse = (
  overrides: Partial<In<typeof paymentGatewayResponseSchema>> = {},
): In<typeof paymentGatewayResponseSchema> => ({
  orderId: 'QO100042',
  postUrl: 'http://127.0.0.1:8082/pay',
  dictValues: [
    { key: 'orderId', value: 'QO100042' },
    { key: 'amount', value: '1850.60' },
    { key: 'currency', value: 'INR' },
    { key: 'returnUrl', value: 'http://127.0.0.1:8080/QuestStore/PaymentReturn' },
    { key: 'signature', value: '5f0c6d1e9a7b3c2d4e8f6a1b0c9d7e5f3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d' },
  ],
  ...overrides,
});

/** GetPendingOrders (ADR 0109): by default nothing awaits the bank; pass `orders` for a payment being confirmed. */
export const makePendingOrders = (
  overrides: Partial<In<typeof pendingOrdersSchema>> = {},
): In<typeof pendingOrdersSchema> => ({ orders: [], ...overrides });

export const makePaymentStatus = (
  overrides: Partial<In<typeof paymentStatusSchema>> = {},
): In<typeof paymentStatusSchema> => ({
  status: 'success',
  orderId: 'QO100042',
  amount: 1850.6,
  message: 'Payment successful. Your purchase has been added to your account.',
  ...overrides,
});

// ——— handlers ———————————————————————————————————————————————————————————————————————————————————————

const emptyCart = { cartList: [], total: 0 };

const all: AreaMocks[] = [
  endpointMocks(
    e.getQuestCategory,
    {
      lastViewed: makeCatalogueQuest({ isAssigned: true, viewedOn: '2026-11-20 18:45:10' }),
      questCategory: [
        makeQuestCategory(),
        {
          categoryName: 'Free to start',
          isPaid: false,
          questList: [
            makeCatalogueQuest({
              questId: 104,
              questName: 'Starter Quest: Learning to Learn',
              price: 0,
              isFree: true,
              freeDuration: 0,
              tagValue: 'Free',
              tagColor: '#1565C0',
            }),
          ],
        },
      ],
    },
    { lastViewed: null, questCategory: [] },
  ),
  endpointMocks(
    e.getProductCategory,
    { productCategory: [makeProductCategory(), freeCategory()] },
    { productCategory: [] },
    'Could not load the products. Please try again.',
  ),
  endpointMocks(
    e.getQuest,
    makeCatalogueQuest(),
    makeCatalogueQuest({ questDescription: '' }),
    'Quest not found.',
  ),
  endpointMocks(e.getProduct, makeProduct(), makeProduct({ productDescription: '' }), 'Product not found.'),
  endpointMocks(
    e.getProductPlans,
    [
      makePlanProduct(),
      makePlanProduct({
        planId: 302,
        productDisplayName: 'Grade 6 Explorer — 6 months',
        productDescription: '<p>Full access for <strong>6 months</strong>.</p>',
        planPrice: 899,
      }),
      makePlanProduct({
        productId: 208,
        planId: 308,
        productDisplayName: 'Mental Maths Sprint — 1 month',
        productDescription: '<p>Daily drills for four weeks.</p>',
        planPrice: 199,
      }),
    ],
    [],
  ),
  endpointMocks(
    e.getRaymondProducts,
    [
      makePartnerProduct(),
      makePartnerProduct({
        productId: 210,
        productDisplayName: 'Raymond Olympiad Club — 3 months',
        productIcon: '/media/images/product-210.svg',
        planPrice: 549,
        planId: 311,
      }),
    ],
    [],
  ),
  endpointMocks(
    e.assignQuest,
    makeQuestAssignment(),
    undefined,
    'This quest is not free. Please buy it to start.',
  ),
  endpointMocks(
    e.assignTrialQuest,
    makeQuestAssignment({
      questId: 103,
      questName: 'Grade 7 Science Quest',
      isOnTrial: true,
      trialEndsAt: '2026-11-28T09:30:00.000Z',
    }),
    undefined,
    'You have already taken the trial of this quest.',
  ),
  endpointMocks(
    e.assignFreeProduct,
    makeProductAssignment({
      productId: 204,
      questId: 104,
      questName: 'Starter Quest: Learning to Learn',
      questIds: [104],
      isOnTrial: false,
      trialEndsAt: null,
    }),
    undefined,
    'This product is not free. Please buy it to start.',
  ),
  endpointMocks(
    e.assignTrialProduct,
    makeProductAssignment(),
    undefined,
    'You have already taken the trial of this product.',
  ),
  endpointMocks(e.addCart, makeCart(), makeCart({ cartList: [makeCartItem()] }), 'Product not found.'),
  endpointMocks(e.deleteCart, makeCart({ cartList: [makeCartItem()] }), emptyCart),
  endpointMocks(e.getCartDetails, makeCart(), emptyCart, 'Could not load your cart.'),
  endpointMocks(
    e.applyCoupon,
    makeCouponStatus(),
    makeCouponStatus({ isSuccess: false, discount: 0, message: 'Invalid coupon code.', totalAmount: 1948 }),
  ),
  endpointMocks(
    e.pgData,
    makePaymentGatewayResponse(),
    undefined,
    'Your cart has changed. Please review it and try again.',
  ),
  endpointMocks(
    e.checkPaymentStatus,
    makePaymentStatus(),
    makePaymentStatus({ status: 'pending', message: 'Your payment is being processed.' }),
  ),
  endpointMocks(e.getPendingOrders, makePendingOrders()),
];

/** Mock handlers of the store calls, per data state. */
export const storeMocks: AreaMocks = areaMocksOf(all);
