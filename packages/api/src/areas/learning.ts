import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import {
  dbInt,
  html,
  idParam,
  istTimestamp,
  MAX_DB_INT,
  numericString,
  ok,
  positiveId,
} from '../core/schema.ts';
import { questListItemSchema } from './quest-list-item.ts';

// ---------------------------------------------------------------------------------------------------------------
// Content type codes, their groups (learning-app.md §3) and the kinds a location can lock (§6, ADR 0015)
// ---------------------------------------------------------------------------------------------------------------

export const contentTypeCodes = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'] as const;
export const contentTypeCodeSchema = z.enum(contentTypeCodes);
export type ContentTypeCode = z.output<typeof contentTypeCodeSchema>;

/** The spec's content type groups: 01–03 audio/video, 04–07 web content, 08–09 tests, 10 activity. */
export type ContentGroup = 'av' | 'web' | 'test' | 'activity';
export function contentGroupOf(code: ContentTypeCode): ContentGroup {
  if (code === '01' || code === '02' || code === '03') return 'av';
  if (code === '08' || code === '09') return 'test';
  if (code === '10') return 'activity';
  return 'web';
}

/** The kinds a location may lock (learning-app.md §6): Watch = 01–03, Think = 04–07, Solve = 08–09, Play = 10. */
export const contentKinds = ['Watch', 'Think', 'Solve', 'Play'] as const;
export type ContentKind = (typeof contentKinds)[number];
const kindOfGroup: Record<ContentGroup, ContentKind> = {
  av: 'Watch',
  web: 'Think',
  test: 'Solve',
  activity: 'Play',
};
export const contentKindOf = (code: ContentTypeCode): ContentKind => kindOfGroup[contentGroupOf(code)];

/** Like 5, dislike 0 (learning-app.md §9). */
export const LIKE = 5;
export const DISLIKE = 0;
export const ratingValueSchema = z.union([z.literal(LIKE), z.literal(DISLIKE)]);
export type RatingValue = z.output<typeof ratingValueSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Entities
// ---------------------------------------------------------------------------------------------------------------

const id = dbInt;
const count = z.number().int().nonnegative();
/** A percentage to two decimals (learning-app.md §9). */
const percentage = z.number().min(0).max(100);

/** A quest the user holds: in quest-list-item.ts, so identity's current user needs no other part of this area. */
export { questListItemSchema, type QuestListItem } from './quest-list-item.ts';

export const markerSchema = z.object({
  /** Seconds from the start of the video. */
  time: z.number().nonnegative(),
  text: z.string(),
  /** Where the marker sits on the seek bar, as a percentage of the video's length. */
  position: percentage,
});
export type Marker = z.output<typeof markerSchema>;

/** The answer to an access record, shown as the content's point card (field spelled as in the spec). */
export const pointCardStatusSchema = z.object({
  contentId: id,
  /** The content's points. */
  points: count,
  /**
   * Points this access added: the content's points on the first access the server can vouch for (it saw the
   * content open at least 10 s before, within the daily cap; ADR 0106), otherwise 0.
   */
  earnedPoints: count,
  isFirstAccess: z.boolean(),
  accessCount: count,
  /** The user's points in the quest after this access. */
  totalPoints: count,
});
export type PointCardStatus = z.output<typeof pointCardStatusSchema>;

const groupCounts = {
  videoCount: count,
  testCount: count,
  activityCount: count,
  webContentCount: count,
};

export const missionSchema = z.object({
  missionId: id,
  /** GO_CODERZ is special (learning-app.md §4 "Mission click"). */
  missionName: z.string(),
  missionDisplayName: z.string(),
  missionDescription: html,
  isAcademic: z.boolean(),
  hasOnlineSession: z.boolean(),
  /** The sum of its contents' points. */
  points: count,
  ...groupCounts,
  /** Seconds, the sum of its contents' times. */
  totalTime: count,
  /** The user's completion, % to two decimals. */
  progress: percentage,
});
export type Mission = z.output<typeof missionSchema>;

export const operationSchema = z.object({
  operationId: id,
  missionId: id,
  operationDisplayName: z.string(),
  sequenceNo: z.number().int(),
  imageUrl: z.string(),
  ...groupCounts,
  progress: percentage,
});
export type Operation = z.output<typeof operationSchema>;

export const taskSchema = z.object({
  taskId: id,
  operationId: id,
  taskDisplayName: z.string(),
});
export type Task = z.output<typeof taskSchema>;

export const contentSchema = z.object({
  contentId: id,
  contentDisplayName: z.string(),
  contentTypeCode: contentTypeCodeSchema,
  /** Videos: an HLS playlist; PDFs: the file; 07 and 10: a page on the content origin; otherwise ''. */
  fileUrl: z.string(),
  imageUrl: z.string(),
  /** Raw HTML of type 06 (shown through the sanitizer); '' otherwise. */
  htmlContent: html,
  /** Seconds. */
  time: count,
  points: count,
  testCode: z.string().nullable(),
  operationId: id,
  /** null for an operation's introduction contents. */
  taskId: id.nullable(),
  /** Seconds the user has spent on it in total. */
  accessDuration: count,
  /** The point card after the user's accesses; null before the first. */
  pointCardSatus: pointCardStatusSchema.nullable(),
  progress: z.object({ accessCount: count }),
  /** Bookmarks of videos (01–03); [] for other types. */
  markers: z.array(markerSchema),
});
export type Content = z.output<typeof contentSchema>;

export const contentListSchema = z.object({
  missions: z.array(missionSchema),
  operations: z.array(operationSchema),
  tasks: z.array(taskSchema),
  questContents: z.array(contentSchema),
  /** The quest's trial is over: the list is still sent, the app blocks it with "Trial Expired". */
  isTrialOver: z.boolean(),
});
export type ContentList = z.output<typeof contentListSchema>;

/** Progress of the quest, a mission or an operation (learning-app.md §3 "Progress"). */
export const progressSummarySchema = z.object({
  /** Points earned. */
  points: count,
  /** Completed items per content type group. */
  avCount: count,
  testCount: count,
  activityCount: count,
  webContentCount: count,
  /** Completed items / total items, % to two decimals (0 when there are none). */
  progress: percentage,
  completedCount: count,
  totalCount: count,
  totalPoints: count,
  totalAvCount: count,
  totalTestCount: count,
  totalActivityCount: count,
  totalWebContentCount: count,
  /** Completion per kind (the dashboard's Watch/Think/Solve/Play bar), % to two decimals. */
  kindProgress: z.object({ Watch: percentage, Think: percentage, Solve: percentage, Play: percentage }),
});
export type ProgressSummary = z.output<typeof progressSummarySchema>;

export const missionProgressSchema = progressSummarySchema.extend({
  missionId: id,
  missionName: z.string(),
  missionDisplayName: z.string(),
  isAcademic: z.boolean(),
});
export type MissionProgress = z.output<typeof missionProgressSchema>;

export const operationProgressSchema = progressSummarySchema.extend({
  operationId: id,
  missionId: id,
  operationDisplayName: z.string(),
  sequenceNo: z.number().int(),
});
export type OperationProgress = z.output<typeof operationProgressSchema>;

export const userProgressSchema = z.object({
  questId: id,
  quest: progressSummarySchema,
  missions: z.array(missionProgressSchema),
  operations: z.array(operationProgressSchema),
});
export type UserProgress = z.output<typeof userProgressSchema>;

export const contentRatingSchema = z.object({
  likeCount: count,
  disLikeCount: count,
  viewCount: count,
  /** 5 like, 0 dislike, null when the user has not rated it. */
  myRating: ratingValueSchema.nullable(),
});
export type ContentRating = z.output<typeof contentRatingSchema>;

/** The rating post (learning-app.md §3). */
export const contentRatingPostSchema = z.strictObject({
  userId: id,
  contentId: id,
  rating: ratingValueSchema,
});
export type ContentRatingPost = z.input<typeof contentRatingPostSchema>;

/** The content access record, exactly as the spec lists it. */
export const contentAccessRecordSchema = z.strictObject({
  missionActivityId: z.literal(''),
  userId: id,
  locationId: id,
  groupId: id,
  questId: id,
  contentId: id,
  contentTypeCode: contentTypeCodeSchema,
  /** YYYY-MM-DD HH:mm:ss in UTC+05:30. */
  accessDate: istTimestamp,
  /** Seconds, as a string; only durations above 1 s are logged. */
  accessDuration: numericString,
  missionActivitySummaryId: z.literal(''),
});
export type ContentAccessRecord = z.input<typeof contentAccessRecordSchema>;

export const contentAccessResultSchema = z.object({ pointCardSatus: pointCardStatusSchema });
export type ContentAccessResult = z.output<typeof contentAccessResultSchema>;

/** The player or a viewer opened a content (ADR 0106; not in the spec): the server notes the time on its clock. */
export const contentOpenPostSchema = z.strictObject({
  userId: id,
  questId: id,
  contentId: id,
});
export type ContentOpenPost = z.input<typeof contentOpenPostSchema>;

export const locationContentStatusSchema = z.object({
  Watch: z.boolean(),
  Think: z.boolean(),
  Solve: z.boolean(),
  Play: z.boolean(),
});
export type LocationContentStatus = z.output<typeof locationContentStatusSchema>;

// ——— Redeem points for a store coupon (ADR 0061; not in the spec) ———————————————————————————————————————————

/** 10 points are worth ₹1 (ADR 0061). */
export const POINTS_PER_RUPEE = 10;
/** Points are redeemed in blocks of 100 (₹10), at least one block. */
export const REDEEM_BLOCK_POINTS = 100;
/** A redeemed coupon is valid for 90 days from the server clock. */
export const REDEEM_COUPON_VALID_DAYS = 90;
/** The 400 for a number of points that is not a whole number of blocks of 100 (or below 100). */
export const redeemBlockMessage = 'Redeem points in blocks of 100.';
/** The 400 for more points than the quest's available balance. */
export const redeemNotEnoughMessage = 'You do not have enough points.';

export const redeemCouponStatuses = ['Available', 'Used', 'Expired'] as const;
export type RedeemCouponStatus = (typeof redeemCouponStatuses)[number];

/** A personal store coupon bought with points: a flat discount, usable once, by its owner only. */
export const redeemedCouponSchema = z.object({
  /** Six upper-case letters and digits, typed in the cart's coupon field. */
  code: z.string().regex(/^[A-Z0-9]{6}$/, 'must be 6 upper-case letters and digits'),
  /** Points spent on it. */
  points: count,
  /** The flat discount in rupees (points / 10). */
  amount: count,
  /** YYYY-MM-DD HH:mm:ss in UTC+05:30. */
  createdOn: istTimestamp,
  /** The last moment it can be used, YYYY-MM-DD HH:mm:ss in UTC+05:30 (90 days after createdOn). */
  validUntil: istTimestamp,
  /** When the order that used it was paid; null while unused. */
  usedOn: istTimestamp.nullable(),
  /** On the server clock: Used once paid, Expired after validUntil, otherwise Available. */
  status: z.enum(redeemCouponStatuses),
});
export type RedeemedCoupon = z.output<typeof redeemedCouponSchema>;

/** The quest's points balance: earned (as in GetUserProgress) − redeemed = available. */
export const pointsBalanceSchema = z.object({
  questId: id,
  earnedPoints: count,
  redeemedPoints: count,
  availablePoints: count,
  pointsPerRupee: z.literal(POINTS_PER_RUPEE),
  blockPoints: z.literal(REDEEM_BLOCK_POINTS),
  /** The student's coupons from this quest, newest first. */
  coupons: z.array(redeemedCouponSchema),
});
export type PointsBalance = z.output<typeof pointsBalanceSchema>;

export const redeemPointsPostSchema = z.strictObject({
  questId: positiveId,
  points: z.number().int().positive().max(MAX_DB_INT, `must be at most ${MAX_DB_INT}`),
});
export type RedeemPointsPost = z.input<typeof redeemPointsPostSchema>;

// Free text sent by the CRM call: letters, marks, digits, spaces and punctuation; no symbols or controls.
const personName = z
  .string()
  .max(100)
  .regex(/^[\p{L}\p{M}\p{Zs}.'-]*$/u, 'must contain only letters, spaces, dots, apostrophes or hyphens');
const productName = z
  .string()
  .max(200)
  .regex(/^[\p{L}\p{M}\p{N}\p{Zs}\p{P}]*$/u, 'must contain only letters, digits, spaces or punctuation');

// ---------------------------------------------------------------------------------------------------------------
// Endpoints
// ---------------------------------------------------------------------------------------------------------------

/** The learning calls of the contract. */
export const learningEndpoints = {
  getUserQuest: defineEndpoint({
    name: 'getUserQuest',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetUserQuest',
    auth: 'bearer',
    query: z.strictObject({ userId: idParam }),
    response: z.object({ questList: z.array(questListItemSchema) }),
    source: 'both §7',
  }),
  getContentList: defineEndpoint({
    name: 'getContentList',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetContentList',
    auth: 'bearer',
    query: z.strictObject({ QuestId: idParam }),
    response: contentListSchema,
    source: 'learning-app §7',
  }),
  getUserProgress: defineEndpoint({
    name: 'getUserProgress',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetUserProgress',
    auth: 'bearer',
    query: z.strictObject({ QuestId: idParam, UserId: idParam }),
    response: userProgressSchema,
    source: 'learning-app §7',
  }),
  getContentRating: defineEndpoint({
    name: 'getContentRating',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetContentRating',
    auth: 'bearer',
    query: z.strictObject({ ContentId: idParam }),
    response: contentRatingSchema,
    source: 'learning-app §7',
  }),
  setContentRating: defineEndpoint({
    name: 'setContentRating',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/SetContentRating',
    auth: 'bearer',
    body: contentRatingPostSchema,
    response: contentRatingSchema,
    idempotent: true,
    source: 'learning-app §7',
  }),
  sendContentAccess: defineEndpoint({
    name: 'sendContentAccess',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/SendContentAccess',
    auth: 'bearer',
    body: contentAccessRecordSchema,
    response: contentAccessResultSchema,
    idempotent: true,
    source: 'both §7',
  }),
  /**
   * The app opened a content (ADR 0106; not in the spec). The server keeps the time on its own clock; a first
   * access earns points only when it comes at least 10 s after such an open. A quest not held → 403.
   */
  openContent: defineEndpoint({
    name: 'openContent',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/OpenContent',
    auth: 'bearer',
    body: contentOpenPostSchema,
    response: ok,
    source: 'not in spec',
  }),
  setContentDownload: defineEndpoint({
    name: 'setContentDownload',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/SetContentDownload',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, ContentId: idParam }),
    response: ok,
    source: 'both §7',
  }),
  getLocationContentStatus: defineEndpoint({
    name: 'getLocationContentStatus',
    method: 'POST',
    base: 'location',
    path: '/api/location/getLocationContentStatus',
    auth: 'bearer',
    body: z.strictObject({ LocationId: idParam }),
    response: z.object({ payload: locationContentStatusSchema }),
    source: 'learning-app §7',
  }),
  setCrmData: defineEndpoint({
    name: 'setCrmData',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/SetCRMData',
    auth: 'bearer',
    query: z.strictObject({
      phone: z.string().regex(/^(\+91)?\d{10}$/, 'must be a 10-digit mobile number'),
      name: personName,
      product_name: productName,
    }),
    response: ok,
    source: 'learning-app §7',
  }),
  getLearningToolToken: defineEndpoint({
    name: 'getLearningToolToken',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetLearningToolToken',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, QuestId: idParam }),
    response: z.object({ token: z.string().min(1) }),
    source: 'learning-app §7',
  }),
  /** The quest's points balance and the coupons redeemed from it (ADR 0061). A quest not held → 403. */
  getPointsBalance: defineEndpoint({
    name: 'getPointsBalance',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetPointsBalance',
    auth: 'bearer',
    query: z.strictObject({ QuestId: idParam }),
    response: pointsBalanceSchema,
    source: 'not in spec',
  }),
  /**
   * Turns points of a quest into a personal store coupon (ADR 0061): blocks of 100 points, 10 points = ₹1.
   * Not a whole number of blocks → 400 redeemBlockMessage; above the available balance → 400
   * redeemNotEnoughMessage; a quest not held → 403. Answers the new coupon.
   */
  redeemPoints: defineEndpoint({
    name: 'redeemPoints',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/RedeemPoints',
    auth: 'bearer',
    body: redeemPointsPostSchema,
    response: redeemedCouponSchema,
    idempotent: true,
    source: 'not in spec',
  }),
} as const satisfies Record<string, AnyEndpoint>;

export const getUserQuest = verb(learningEndpoints.getUserQuest);
export const getContentList = verb(learningEndpoints.getContentList);
export const getUserProgress = verb(learningEndpoints.getUserProgress);
export const getContentRating = verb(learningEndpoints.getContentRating);
export const setContentRating = verb(learningEndpoints.setContentRating);
export const sendContentAccess = verb(learningEndpoints.sendContentAccess);
export const openContent = verb(learningEndpoints.openContent);
export const setContentDownload = verb(learningEndpoints.setContentDownload);
export const getLocationContentStatus = verb(learningEndpoints.getLocationContentStatus);
export const setCrmData = verb(learningEndpoints.setCrmData);
export const getLearningToolToken = verb(learningEndpoints.getLearningToolToken);
export const getPointsBalance = verb(learningEndpoints.getPointsBalance);
export const redeemPoints = verb(learningEndpoints.redeemPoints);
