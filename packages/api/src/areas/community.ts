import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import {
  dbInt,
  html,
  idParam,
  isoDateTime,
  istTimestamp,
  multilineText,
  numericString,
  plainText,
  positiveId,
} from '../core/schema.ts';

// ---------------------------------------------------------------------------------------------------------
// Leaderboard, friends and sharing (learning-app.md §2 Profile, Leaderboard dialog; §3; §4 Sharing)
// ---------------------------------------------------------------------------------------------------------

/** One row of the leaderboard dialog: a learner's name and points in the quest. */
export const leaderboardEntrySchema = z.object({ name: z.string(), score: z.number() });
export type LeaderboardEntry = z.output<typeof leaderboardEntrySchema>;

/** Highest score first (ties by name). "Leader board list not available!" when empty. */
export const leaderboardSchema = z.array(leaderboardEntrySchema);
export type Leaderboard = z.output<typeof leaderboardSchema>;

/** A friend of the signed-in learner; `isShared`: the learner shares their quest status with this friend. */
export const friendSchema = z.object({ userId: z.number(), name: z.string(), isShared: z.boolean() });
export type Friend = z.output<typeof friendSchema>;

/** A friend who shares their status in the quest with the signed-in learner, with their points (`score`). */
export const sharedFriendSchema = z.object({ userId: z.number(), name: z.string(), score: z.number() });
export type SharedFriend = z.output<typeof sharedFriendSchema>;

/** "Friends list not available" when `friendsList` is empty. */
export const sharedDataSchema = z.object({
  friendsList: z.array(friendSchema),
  sharedList: z.array(sharedFriendSchema),
});
export type SharedData = z.output<typeof sharedDataSchema>;

/**
 * Turns sharing of the signed-in learner's status in `questId` on or off for ONE friend: `userId` is the
 * friend (docs/decisions/0035-community-shared-data-payload.md).
 */
export const postSharedDataBodySchema = z.strictObject({
  userId: positiveId,
  questId: positiveId,
  isShared: z.boolean(),
});
export type PostSharedDataBody = z.input<typeof postSharedDataBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Notifications (learning-app.md §2 Notifications; the response shape is not in the spec)
// ---------------------------------------------------------------------------------------------------------

/** What the notifications may be about (ADR 0116): a reply to one of the learner's queries, or the live classes. */
export const notificationAboutKinds = ['queryReply', 'liveClasses'] as const;
export type NotificationAboutKind = (typeof notificationAboutKinds)[number];

/**
 * Not in the spec (ADR 0116): what a notification is about, so the app opens it. `kind` is read loosely (a kind this
 * app does not know leaves the card as plain text rather than failing the month); `messageId` names the query
 * (a reply's thread) for `queryReply`.
 */
export const notificationAboutSchema = z.object({
  kind: z.string(),
  messageId: z.number().int().positive().optional(),
});
export type NotificationAbout = z.output<typeof notificationAboutSchema>;

export const notificationSchema = z.object({
  modifiedOn: istTimestamp,
  messageText: z.string(),
  about: notificationAboutSchema.optional(),
});
export type NotificationItem = z.output<typeof notificationSchema>;

/** Newest first. "Notification not available." when empty; a month after the current one is always empty. */
export const notificationListSchema = z.object({ notificationList: z.array(notificationSchema) });
export type NotificationList = z.output<typeof notificationListSchema>;

const monthParam = idParam.pipe(
  z.number().min(1, 'must be a month from 1 to 12').max(12, 'must be a month from 1 to 12'),
);
const yearParam = idParam.pipe(z.number().min(2000, 'must be a year from 2000').max(9999, 'must be a year'));

// ---------------------------------------------------------------------------------------------------------
// Live classes and mission schedules (learning-app.md §2 Live classes, §4 Live class button;
// store-and-assessment.md §2.10, §3, §4 Session status button)
// ---------------------------------------------------------------------------------------------------------

/**
 * The session status: '1' live (Join, from 5 minutes before the start until the duration ends), '2' upcoming
 * (more than 5 minutes ahead), '3' recording. Any other value means View recording (learning-app.md §2).
 */
export const scheduleTypes = { live: '1', upcoming: '2', recording: '3' } as const;
export const scheduleTypeSchema = z.union([z.string(), z.number()]).transform(String);
export type ScheduleType = z.output<typeof scheduleTypeSchema>;

/** A class of today: course, session, teacher, ISO start with +05:30, duration in minutes and the join links. */
export const scheduleSchema = z.object({
  CourseName: z.string(),
  scheduleName: z.string(),
  Teacher: z.string(),
  startTime: isoDateTime,
  duration: z.number(),
  type: scheduleTypeSchema,
  data: z.object({ joinLink: z.string(), appJoinLink: z.string() }),
});
export type Schedule = z.output<typeof scheduleSchema>;

/** Today's classes of the learner, earliest first. */
export const currentUserSchedulesSchema = z.array(scheduleSchema);

/** A session card on /missions-schedules. */
export const trialScheduleSchema = z.object({
  startTime: isoDateTime,
  duration: z.number(),
  scheduleName: z.string(),
  joinLink: z.string(),
  appJoinLink: z.string(),
  type: scheduleTypeSchema,
});
export type TrialSchedule = z.output<typeof trialScheduleSchema>;

export const scheduleMissionSchema = z.object({ missionId: z.number(), missionDisplayName: z.string() });
export type ScheduleMission = z.output<typeof scheduleMissionSchema>;

/**
 * An operation tile: `operationB64` is the tile image inline (a base64 `data:` URI), '' when there is none;
 * then `imageUrl`, then the default image (docs/decisions/0037-community-mission-schedules.md).
 */
export const scheduleOperationSchema = z.object({
  operationId: z.number(),
  missionId: z.number(),
  operationDisplayName: z.string(),
  operationB64: z.string(),
  imageUrl: z.string(),
});
export type ScheduleOperation = z.output<typeof scheduleOperationSchema>;

export const trialSchedulesSchema = z.object({
  scheduleDataResult: z.object({
    schedules: z.array(trialScheduleSchema),
    mission: scheduleMissionSchema,
    operations: z.array(scheduleOperationSchema),
  }),
});
export type TrialSchedules = z.output<typeof trialSchedulesSchema>;

// ---------------------------------------------------------------------------------------------------------
// Query box (learning-app.md §2 Query box, §3 Message/query, §5 Compose query)
// ---------------------------------------------------------------------------------------------------------

export const queryAttachmentSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  /** Bytes. */
  fileSize: z.number(),
  /** A media type, e.g. image/png. */
  fileType: z.string(),
  /** Fetched with the bearer token (only the learner who asked the query may read it). */
  fileUrl: z.string(),
});
export type QueryAttachment = z.output<typeof queryAttachmentSchema>;

const messageFields = {
  messageId: z.number(),
  subject: z.string(),
  /** HTML; rendered only through the design system's RichText (sanitized). */
  messageBody: html,
  missionId: z.number().nullable(),
  operationId: z.number().nullable(),
  missionDisplayName: z.string(),
  /** The day it was written, YYYY-MM-DD in UTC+05:30. */
  Date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be YYYY-MM-DD'),
  createdOn: istTimestamp,
  createdByName: z.string(),
  /** The author's user id; null for a teacher's reply. Not in the spec (chat bubbles need it). */
  createdBy: z.number().nullable(),
  attachmentList: z.array(queryAttachmentSchema),
};

/** A reply in a query's `chatList`: the same fields as a query, without a chat list of its own. */
export const queryReplySchema = z.object(messageFields);
export type QueryReply = z.output<typeof queryReplySchema>;

/** A query with its replies (oldest reply first). */
export const queryMessageSchema = z.object({ ...messageFields, chatList: z.array(queryReplySchema) });
export type QueryMessage = z.output<typeof queryMessageSchema>;

/** The signed-in learner's queries, newest first. */
export const queryMessageListSchema = z.array(queryMessageSchema);

/** An id in a form, or none: '' and 0 mean "none". */
const optionalFormId = z
  .union([z.literal(''), idParam])
  .optional()
  .transform((value) => (value === '' || value === undefined || value === 0 ? null : value));

const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((value) => value === true || value === 'true' || value === '1');

/** Compose limits (not in the spec): at most 5 files, each at most 5 MB. */
export const messageAttachmentLimits = { maxFiles: 5, maxFileBytes: 5 * 1024 * 1024 } as const;

export const messageAttachmentInputSchema = z.strictObject({
  fileName: plainText.min(1, 'must not be empty').max(255),
  fileSize: z.union([dbInt, numericString]).optional(),
  fileType: plainText.max(255).optional(),
  file: z.instanceof(Blob, { message: 'must be a file' }),
});
export type MessageAttachmentInput = z.input<typeof messageAttachmentInputSchema>;

/**
 * A new query (subject and mission required: "Please specify subject.", "Please specify at least one
 * Mission. ") or a reply (`parentMessageId` set; needs neither). Multipart; the files travel as
 * `attachmentList[i].file`.
 */
export const insertUpdateMessageBodySchema = z.strictObject({
  messageTypeId: z.union([z.literal(1), z.literal('1')]).transform(() => 1 as const),
  questId: idParam,
  missionId: optionalFormId,
  operationId: optionalFormId,
  subject: plainText.max(200, 'must be at most 200 characters').optional(),
  messageBody: multilineText.max(50_000, 'must be at most 50000 characters').optional(),
  parentMessageId: optionalFormId,
  isActive: formBoolean.optional(),
  attachmentList: z.array(messageAttachmentInputSchema).optional(),
});
export type InsertUpdateMessageBody = z.input<typeof insertUpdateMessageBodySchema>;

// ---------------------------------------------------------------------------------------------------------
// Masterclass (separate backend; learning-app.md §2 Operation page masterclass area, §3, §8 Upload)
// ---------------------------------------------------------------------------------------------------------

export const masterclassLinkSchema = z.object({
  masterclass_name: z.string(),
  masterclass_link: z.string(),
  is_live: z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean),
});
export type MasterclassLink = z.output<typeof masterclassLinkSchema>;

export const masterclassLinksSchema = z.array(masterclassLinkSchema);

/**
 * Upload limits (not in the spec; ADR 0039, 0087): a real zip, at most 20 MB, at most 50 files in it, at most
 * 100 MB once unpacked, and no entry name that leaves its folder.
 */
export const masterclassUploadLimits = {
  maxBytes: 20 * 1024 * 1024,
  maxFiles: 50,
  maxUncompressedBytes: 100 * 1024 * 1024,
} as const;

export const uploadMasterclassFilesBodySchema = z.strictObject({
  file: z.instanceof(Blob, { message: 'must be a file' }),
  UserId: idParam,
});
export type UploadMasterclassFilesBody = z.input<typeof uploadMasterclassFilesBodySchema>;

/** "Uploaded successfully" and what was stored. */
export const masterclassUploadSchema = z.object({
  message: z.string(),
  payload: z.object({
    fileName: z.string(),
    fileSize: z.number(),
    fileCount: z.number(),
    uploadedOn: istTimestamp,
  }),
});
export type MasterclassUpload = z.output<typeof masterclassUploadSchema>;

// ---------------------------------------------------------------------------------------------------------

/** The community calls of the contract. */
export const communityEndpoints = {
  getLeaderBoard: defineEndpoint({
    name: 'getLeaderBoard',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetLeaderBoard',
    auth: 'bearer',
    query: z.strictObject({ QuestId: idParam }),
    response: leaderboardSchema,
    source: 'learning-app §7',
  }),
  getNotification: defineEndpoint({
    name: 'getNotification',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetNotification',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, Month: monthParam, Year: yearParam }),
    response: notificationListSchema,
    source: 'learning-app §7',
  }),
  getSharedData: defineEndpoint({
    name: 'getSharedData',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetSharedData',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, QuestId: idParam }),
    response: sharedDataSchema,
    source: 'learning-app §7',
  }),
  postSharedData: defineEndpoint({
    name: 'postSharedData',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/PostSharedData',
    auth: 'bearer',
    body: postSharedDataBodySchema,
    response: sharedDataSchema,
    source: 'learning-app §7',
  }),
  getCurrentUserSchedules: defineEndpoint({
    name: 'getCurrentUserSchedules',
    method: 'GET',
    base: 'main',
    path: '/QuestSchedule/GetCurrentUserSchedules',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam }),
    response: currentUserSchedulesSchema,
    source: 'learning-app §7',
  }),
  getTrialSchedules: defineEndpoint({
    name: 'getTrialSchedules',
    method: 'GET',
    base: 'main',
    path: '/QuestSchedule/GetTrialSchedules',
    auth: 'bearer',
    query: z.strictObject({ UserId: idParam, Missionid: idParam }),
    response: trialSchedulesSchema,
    source: 'both §7',
  }),
  getMessageList: defineEndpoint({
    name: 'getMessageList',
    method: 'GET',
    base: 'main',
    path: '/QuestMessage/GetMessageList',
    auth: 'bearer',
    response: queryMessageListSchema,
    source: 'learning-app §7',
  }),
  insertUpdateMessage: defineEndpoint({
    name: 'insertUpdateMessage',
    method: 'POST',
    base: 'main',
    path: '/QuestMessage/InsertUpdateMessage',
    auth: 'bearer',
    body: insertUpdateMessageBodySchema,
    multipart: true,
    response: queryMessageSchema,
    idempotent: true,
    source: 'learning-app §7',
  }),
  getMasterclassLinks: defineEndpoint({
    name: 'getMasterclassLinks',
    method: 'GET',
    base: 'masterclass',
    path: '/api/active_masterclass_links/',
    auth: 'bearer',
    response: masterclassLinksSchema,
    source: 'learning-app §7',
  }),
  uploadMasterclassFiles: defineEndpoint({
    name: 'uploadMasterclassFiles',
    method: 'POST',
    base: 'masterclass',
    path: '/api/users/uploadFiles',
    auth: 'bearer',
    body: uploadMasterclassFilesBodySchema,
    multipart: true,
    response: masterclassUploadSchema,
    source: 'learning-app §7',
  }),
} as const satisfies Record<string, AnyEndpoint>;

export const getLeaderBoard = verb(communityEndpoints.getLeaderBoard);
export const getNotification = verb(communityEndpoints.getNotification);
export const getSharedData = verb(communityEndpoints.getSharedData);
export const postSharedData = verb(communityEndpoints.postSharedData);
export const getCurrentUserSchedules = verb(communityEndpoints.getCurrentUserSchedules);
export const getTrialSchedules = verb(communityEndpoints.getTrialSchedules);
export const getMessageList = verb(communityEndpoints.getMessageList);
export const insertUpdateMessage = verb(communityEndpoints.insertUpdateMessage);
export const getMasterclassLinks = verb(communityEndpoints.getMasterclassLinks);
export const uploadMasterclassFiles = verb(communityEndpoints.uploadMasterclassFiles);
