import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import {
  dbInt,
  html,
  idParam,
  isoDateTime,
  istTimestamp,
  MAX_DB_INT,
  plainText,
  positiveId,
} from '../core/schema.ts';

/*
 * Store: catalogues, trials and free claims, cart, coupons and the card payment
 * (store-and-assessment.md §2.5–2.7, §3, §4, §7). Catalogue reads work for visitors too: they carry the
 * bearer token when there is one and the server answers a visitor view without it (ADR 0025).
 */

/** Rupees, as the spec sends them (a number, paise as decimals); at most ₹1,00,00,00,000 (ADR 0104). */
const rupees = z.number().nonnegative().max(1_000_000_000, 'must be at most 1000000000');

/** `isOnline`: undefined or null is treated as online (store-and-assessment.md §3). */
const onlineFlag = z
  .boolean()
  .nullish()
  .transform((value) => value !== false);

// ── Catalogue ────────────────────────────────────────────────────────────────────────────────────────────

/** A quest as the catalogue shows it to one user (assigned and trial state are that user's). */
export const catalogueQuestSchema = z.object({
  questId: z.number().int(),
  questName: z.string(),
  questIcon: z.string(),
  questVideo: z.string(),
  questDescription: html,
  price: rupees,
  isFree: z.boolean(),
  isAssigned: z.boolean(),
  isOnline: onlineFlag,
  isOnTrial: z.boolean(),
  isTrialTaken: z.boolean(),
  /** Not in the spec: the trial was taken and its days have passed (learning-app.md §3 `isTrialOver`). */
  isTrialOver: z.boolean(),
  /** Trial days. */
  freeDuration: z.number().int().nonnegative(),
  /** The offline interest form ("I am interested"). */
  formUrl: z.string(),
  /** When the user last viewed it, "YYYY-MM-DD HH:mm:ss" in UTC+05:30 like the current user's viewedOn. */
  viewedOn: istTimestamp.nullable(),
  gradeIds: z.array(z.number().int()),
  tagValue: z.string(),
  /** A CSS colour as the backend stores it; the UI falls back when it is not a valid colour. */
  tagColor: z.string(),
});
export type CatalogueQuest = z.output<typeof catalogueQuestSchema>;

/** A product: one or more quests sold together; `questDetails[0]` is the quest it launches. */
export const productSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productIcon: z.string(),
  productVideo: z.string(),
  productDescription: html,
  price: rupees,
  /** What the product sells for (the cart's net price); equals `price` when there is no discount. */
  discountPrice: rupees,
  isFree: z.boolean(),
  isAssigned: z.boolean(),
  isOnline: onlineFlag,
  isTrialTaken: z.boolean(),
  /** Trial days; a trial is offered only when above 0. */
  trialDuration: z.number().int().nonnegative(),
  formUrl: z.string(),
  gradeIds: z.array(z.number().int()),
  questDetails: z.array(catalogueQuestSchema),
  tagValue: z.string(),
  tagColor: z.string(),
});
export type Product = z.output<typeof productSchema>;

export const questCategorySchema = z.object({
  categoryName: z.string(),
  /** Not in the spec: a paid category (hidden inside the iOS wrapper). */
  isPaid: z.boolean(),
  questList: z.array(catalogueQuestSchema),
});
export type QuestCategory = z.output<typeof questCategorySchema>;

/** GetQuestCategory: the categories plus the last-viewed quest (null for visitors and first-timers). */
export const questCategoryResponseSchema = z.object({
  lastViewed: catalogueQuestSchema.nullable(),
  questCategory: z.array(questCategorySchema),
});
export type QuestCategoryResponse = z.output<typeof questCategoryResponseSchema>;

export const productCategorySchema = z.object({
  categoryName: z.string(),
  /** Not in the spec: a paid category (hidden inside the iOS wrapper). */
  isPaid: z.boolean(),
  productList: z.array(productSchema),
});
export type ProductCategory = z.output<typeof productCategorySchema>;

/** GetProductCategory. The 'Assigned Quest' carousel comes from GetUserQuest (ADR 0026). */
export const productCategoryResponseSchema = z.object({
  productCategory: z.array(productCategorySchema),
});
export type ProductCategoryResponse = z.output<typeof productCategoryResponseSchema>;

/** Plan product: one buyable plan of a product (plans list, 'N Products'). */
export const planProductSchema = z.object({
  productId: z.number().int(),
  planId: z.number().int(),
  productDisplayName: z.string(),
  productDescription: html,
  /** Including 18 % GST; shown as floor(planPrice*100/118) 'Plus 18% GST'. */
  planPrice: rupees,
});
export type PlanProduct = z.output<typeof planProductSchema>;

/** Partner (Raymond) product list entry. */
export const partnerProductSchema = z.object({
  productId: z.number().int(),
  productDisplayName: z.string(),
  productIcon: z.string(),
  planPrice: rupees,
  planId: z.number().int(),
  /** Not in the spec (issue 23): the viewer has the product (every quest of it); its card offers Launch, not Buy. */
  isAssigned: z.boolean().default(false),
  /** Not in the spec: the quest Launch opens (the product's first), null when it has none. */
  questId: z.number().int().nullable().default(null),
  /** Not in the spec: that quest's name. */
  questName: z.string().default(''),
});
export type PartnerProduct = z.output<typeof partnerProductSchema>;

/** The answer to a free claim or a trial start. */
export const questAssignmentSchema = z.object({
  success: z.literal(true),
  questId: z.number().int(),
  questName: z.string(),
  isOnTrial: z.boolean(),
  /** When the trial ends; null for a free claim. */
  trialEndsAt: isoDateTime.nullable(),
});
export type QuestAssignment = z.output<typeof questAssignmentSchema>;

export const productAssignmentSchema = questAssignmentSchema.extend({
  productId: z.number().int(),
  /** The quests this call gave (claimed, or put on trial); `questId` is the product's first (the one to launch). */
  questIds: z.array(z.number().int()),
});
export type ProductAssignment = z.output<typeof productAssignmentSchema>;

// ── Cart ─────────────────────────────────────────────────────────────────────────────────────────────────

const cartItemFields = {
  /** Empty for an item not yet on the server (a guest's local item). */
  cartId: z
    .string()
    .regex(/^\d{0,10}$/, 'must be empty or a cart id')
    .refine((text) => text === '' || Number(text) <= MAX_DB_INT, 'must be empty or a cart id'),
  userId: dbInt,
  questId: positiveId.optional(),
  productId: positiveId.optional(),
  questName: plainText.max(200).optional(),
  productName: plainText.max(200).optional(),
  productIcon: plainText.max(500),
  /** Quantity is always 1. */
  qty: z.literal(1),
  price: rupees,
  /** The price paid: the discount price, or the plan price for a plan. */
  netPrice: rupees,
  /** The plan bought; 0 when the product itself is added (no plan). */
  planId: dbInt,
};

/** One cart item as the app sends it (AddCart, PGData). The server reprices it from its catalogue. */
export const cartItemInputSchema = z
  .strictObject(cartItemFields)
  .refine((item) => (item.questId === undefined) !== (item.productId === undefined), {
    message: 'must name exactly one of questId or productId',
  });
export type CartItemInput = z.input<typeof cartItemInputSchema>;

/** One cart item as the server holds it. */
export const cartItemSchema = z.object(cartItemFields);
export type CartItem = z.output<typeof cartItemSchema>;

/** The cart: items and the total of their net prices (before any coupon). */
export const cartSchema = z.object({
  cartList: z.array(cartItemSchema),
  total: rupees,
});
export type Cart = z.output<typeof cartSchema>;

/** Coupon code: letters and digits, at most 6 (store-and-assessment.md §5). */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(6, 'must be at most 6 characters')
  .regex(/^[A-Za-z0-9]+$/, 'must be letters and digits');

/** Coupon status: success, the discount (the "extra value"), and the message to show. */
export const couponStatusSchema = z.object({
  isSuccess: z.boolean(),
  /** The discount in rupees on the current cart total; 0 when the coupon is refused. */
  discount: rupees,
  message: z.string(),
  /** Not in the spec: the cart total the discount was computed on, and what is left to pay. */
  total: rupees,
  totalAmount: rupees,
});
export type CouponStatus = z.output<typeof couponStatusSchema>;

// ── Payment ──────────────────────────────────────────────────────────────────────────────────────────────

/** Payment gateway request: the cart as the app shows it, the coupon, and the payment mode. */
export const paymentGatewayRequestSchema = z.strictObject({
  userId: positiveId,
  paymentMode: plainText.trim().min(1, 'must not be empty').max(30),
  /** '' when no coupon is applied. */
  couponCode: z.union([z.literal(''), couponCodeSchema]),
  cartList: z.array(cartItemInputSchema).min(1, 'must not be empty').max(50),
});
export type PaymentGatewayRequest = z.input<typeof paymentGatewayRequestSchema>;

/** Where the hidden form posts, and its fields (order id, amount, return URL, signature). */
export const paymentGatewayResponseSchema = z.object({
  orderId: z.string(),
  postUrl: z.string().url(),
  dictValues: z.array(z.object({ key: z.string(), value: z.string() })),
});
export type PaymentGatewayResponse = z.output<typeof paymentGatewayResponseSchema>;

export const paymentStatusValues = ['pending', 'success', 'failed'] as const;
export type PaymentStatusValue = (typeof paymentStatusValues)[number];

export const paymentStatusSchema = z.object({
  status: z.enum(paymentStatusValues),
  orderId: z.string(),
  /** What was (or is to be) paid, after the coupon. */
  amount: rupees,
  message: z.string(),
});
export type PaymentStatus = z.output<typeof paymentStatusSchema>;

/**
 * An order paid at the gateway whose payment the bank has not confirmed yet (ADR 0109; not in the spec). Every
 * device the student signs in on shows it as "payment being confirmed" and offers no second Checkout for its items.
 */
export const pendingOrderSchema = z.object({
  orderId: z.string(),
  /** What is being paid, after the coupon. */
  amount: rupees,
  message: z.string(),
  /** What the order buys: a product (and plan) or a quest, with its name. */
  items: z.array(
    z.object({
      productId: dbInt.nullable(),
      questId: dbInt.nullable(),
      planId: dbInt,
      name: z.string(),
    }),
  ),
});
export type PendingOrder = z.output<typeof pendingOrderSchema>;

export const pendingOrdersSchema = z.object({ orders: z.array(pendingOrderSchema) });
export type PendingOrders = z.output<typeof pendingOrdersSchema>;

/** An order id as the server issues it. */
export const orderIdSchema = z.string().regex(/^[A-Z0-9-]{4,40}$/, 'must be an order id');

// ── Calls ────────────────────────────────────────────────────────────────────────────────────────────────

const userQuery = z.strictObject({ UserId: idParam });
/** Catalogue reads: UserId 0 or absent is a visitor. */
const viewerQuery = z.strictObject({ UserId: idParam.optional() });

export const storeEndpoints = {
  getQuestCategory: defineEndpoint({
    name: 'getQuestCategory',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetQuestCategory',
    auth: 'optional',
    query: viewerQuery,
    response: questCategoryResponseSchema,
    source: 'store-and-assessment §7',
  }),
  getProductCategory: defineEndpoint({
    name: 'getProductCategory',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetProductCategory',
    auth: 'optional',
    query: viewerQuery,
    response: productCategoryResponseSchema,
    source: 'store-and-assessment §7',
  }),
  getQuest: defineEndpoint({
    name: 'getQuest',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetQuest',
    auth: 'optional',
    query: z.strictObject({ QuestId: idParam }),
    response: catalogueQuestSchema,
    source: 'store-and-assessment §7',
  }),
  getProduct: defineEndpoint({
    name: 'getProduct',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetProduct',
    auth: 'optional',
    query: z.strictObject({ ProductId: idParam }),
    response: productSchema,
    source: 'store-and-assessment §7',
  }),
  getProductPlans: defineEndpoint({
    name: 'getProductPlans',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetProductPlans',
    auth: 'optional',
    query: z.strictObject({ ProductId: idParam }),
    response: z.array(planProductSchema),
    source: 'not in spec',
  }),
  getRaymondProducts: defineEndpoint({
    name: 'getRaymondProducts',
    method: 'GET',
    base: 'main',
    path: '/Quest/GetRaymondProducts',
    auth: 'optional',
    query: viewerQuery,
    response: z.array(partnerProductSchema),
    source: 'store-and-assessment §7',
  }),
  assignQuest: defineEndpoint({
    name: 'assignQuest',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/AssignQuest',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, QuestId: idParam }),
    response: questAssignmentSchema,
    source: 'store-and-assessment §7',
  }),
  assignTrialQuest: defineEndpoint({
    name: 'assignTrialQuest',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/AssignTrialQuest',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, QuestId: idParam }),
    response: questAssignmentSchema,
    source: 'store-and-assessment §7',
  }),
  assignFreeProduct: defineEndpoint({
    name: 'assignFreeProduct',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/AssignFreeProduct',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, ProductId: idParam }),
    response: productAssignmentSchema,
    source: 'store-and-assessment §7',
  }),
  assignTrialProduct: defineEndpoint({
    name: 'assignTrialProduct',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/AssignTrialProduct',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, ProductId: idParam }),
    response: productAssignmentSchema,
    source: 'store-and-assessment §7',
  }),
  addCart: defineEndpoint({
    name: 'addCart',
    method: 'POST',
    base: 'main',
    path: '/QuestStore/AddCart',
    auth: 'bearer',
    body: z.array(cartItemInputSchema).min(1, 'must not be empty').max(50),
    response: cartSchema,
    source: 'store-and-assessment §7',
  }),
  deleteCart: defineEndpoint({
    name: 'deleteCart',
    method: 'POST',
    base: 'main',
    path: '/QuestStore/DeleteCart',
    auth: 'bearer',
    query: z.strictObject({ cartId: idParam }),
    response: cartSchema,
    source: 'store-and-assessment §7',
  }),
  getCartDetails: defineEndpoint({
    name: 'getCartDetails',
    method: 'GET',
    base: 'main',
    path: '/QuestStore/GetCartDetails',
    auth: 'bearer',
    query: userQuery,
    response: cartSchema,
    source: 'store-and-assessment §7',
  }),
  applyCoupon: defineEndpoint({
    name: 'applyCoupon',
    method: 'GET',
    base: 'main',
    path: '/QuestStore/ApplyCoupon',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, CouponCode: couponCodeSchema }),
    response: couponStatusSchema,
    source: 'store-and-assessment §7',
  }),
  pgData: defineEndpoint({
    name: 'pgData',
    method: 'POST',
    base: 'main',
    path: '/QuestStore/PGData',
    auth: 'bearer',
    body: paymentGatewayRequestSchema,
    response: paymentGatewayResponseSchema,
    idempotent: true,
    source: 'store-and-assessment §7',
  }),
  checkPaymentStatus: defineEndpoint({
    name: 'checkPaymentStatus',
    method: 'GET',
    base: 'main',
    path: '/QuestStore/CheckPaymentStatus',
    auth: 'bearer',
    query: z.strictObject({ PgOrderId: orderIdSchema }),
    response: paymentStatusSchema,
    source: 'store-and-assessment §7',
  }),
  /** The student's orders awaiting the bank's confirmation, brought up to date first (ADR 0109). */
  getPendingOrders: defineEndpoint({
    name: 'getPendingOrders',
    method: 'GET',
    base: 'main',
    path: '/QuestStore/GetPendingOrders',
    auth: 'bearer',
    query: userQuery,
    response: pendingOrdersSchema,
    source: 'not in spec',
  }),
} as const satisfies Record<string, AnyEndpoint>;

export const getQuestCategory = verb(storeEndpoints.getQuestCategory);
export const getProductCategory = verb(storeEndpoints.getProductCategory);
export const getQuest = verb(storeEndpoints.getQuest);
export const getProduct = verb(storeEndpoints.getProduct);
export const getProductPlans = verb(storeEndpoints.getProductPlans);
export const getRaymondProducts = verb(storeEndpoints.getRaymondProducts);
export const assignQuest = verb(storeEndpoints.assignQuest);
export const assignTrialQuest = verb(storeEndpoints.assignTrialQuest);
export const assignFreeProduct = verb(storeEndpoints.assignFreeProduct);
export const assignTrialProduct = verb(storeEndpoints.assignTrialProduct);
export const addCart = verb(storeEndpoints.addCart);
export const deleteCart = verb(storeEndpoints.deleteCart);
export const getCartDetails = verb(storeEndpoints.getCartDetails);
export const applyCoupon = verb(storeEndpoints.applyCoupon);
export const pgData = verb(storeEndpoints.pgData);
export const checkPaymentStatus = verb(storeEndpoints.checkPaymentStatus);
export const getPendingOrders = verb(storeEndpoints.getPendingOrders);

/** Where the fake gateway posts the outcome back (a form post, not a call the app makes). */
export const paymentReturnPath = '/QuestStore/PaymentReturn';
