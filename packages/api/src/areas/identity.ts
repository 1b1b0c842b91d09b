import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import { idParam, isoDateTime, istTimestamp, ok, plainText, positiveId } from '../core/schema.ts';
import { passwordProblem, passwordRule } from '../password-rule.ts';
import { questListItemSchema } from './quest-list-item.ts';

/*
 * Identity: sign-in, sessions, app config, OTP, registration, password flows, the current user, profile and
 * boards/grades (learning-app.md §2–§9, store-and-assessment.md §2.2–§2.4, §3, §5, §7, §8).
 * Messages the student should read (spec texts such as "Name is required") are the server's `error` field;
 * the schemas below check shape and the spec's limits and name the field in their messages.
 */

// ——— building blocks ————————————————————————————————————————————————————————————————————————————————

/** Limits of learning-app.md §9 / store-and-assessment.md §9. */
export const identityLimits = {
  text: 50,
  /** The spec's "min 3" is raised to 8 by issue 22 (ADR 0101): see password-rule.ts. */
  passwordMin: passwordRule.minLength,
  pincode: 6,
  mobile: 10,
  verificationCode: 10,
  profilePicBytes: 2 * 1024 * 1024,
  profilePicName: 20,
} as const;

/** A 10-digit Indian mobile number without the +91 prefix (first digit 6–9). */
export const mobileNumber = z
  .string()
  .regex(/^[6-9]\d{9}$/, 'must be a valid 10-digit mobile number (without +91)');

/** A user name as typed at sign-in / forgot password (the product uses the mobile number). */
export const userNameParam = z
  .string()
  .regex(/^[A-Za-z0-9._@+-]{1,50}$/, 'must be 1-50 letters, digits or . _ @ + -');

/** The one-time code as typed: digits, at most 10 (learning-app.md §5 "Verification code … max length 10"). */
export const otpParam = z.string().regex(/^\d{4,10}$/, 'must be the 4-10 digits of the code');

const text50 = plainText.max(identityLimits.text, 'must be at most 50 characters');
/**
 * A password being set (registration, change, reset): the rule of password-rule.ts (at least 8 characters, not a
 * common password; ADR 0101). Its refusal is the student's sentence, marked `studentMessage` so the server sends it
 * as is, without the field name. Sign-in never applies it.
 */
const newPassword = z
  .string()
  .max(identityLimits.text, 'must be at most 50 characters')
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { studentMessage: true } });
  });
const pincode = z.string().regex(/^\d{0,6}$/, 'must be at most 6 digits');

/** UTM parameters of the visit that led to sign-up: as the query string, or as name → value pairs. */
export const utmDataSchema = z.union([plainText.max(2000), z.record(plainText.max(100), plainText.max(500))]);

const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.output<typeof messageResponse>;

// ——— entities ———————————————————————————————————————————————————————————————————————————————————————

/** A quest in the current user's userQuestList: `isAssigned` is forced true as the spec says (learning-app.md §3). */
export const currentUserQuestSchema = questListItemSchema.extend({
  isAssigned: z
    .boolean()
    .optional()
    .transform((): true => true),
});
export type CurrentUserQuest = z.output<typeof currentUserQuestSchema>;

/** The national coding competition prompt (learning-app.md §1, GO_CODERZ): shown when eligible and not registered. */
export const coderCompetitionSchema = z.object({
  /** The user holds a live quest with a GO_CODERZ mission. */
  eligible: z.boolean(),
  status: z.enum(['NotRegistered', 'Registered', 'Submitted']),
});
export type CoderCompetition = z.output<typeof coderCompetitionSchema>;

/** The 403 of registerCoderCompetition for a student who is not eligible (ADR 0048). */
export const coderCompetitionNotEligibleMessage = 'You are not eligible for the coding competition.';

export const userTypes = ['NewUser', 'ExistingUser', 'Spectrum'] as const;
export type UserType = (typeof userTypes)[number];

/** User info (learning-app.md §3; store-and-assessment.md §3 "Current user"). */
export const userInfoSchema = z.object({
  userId: z.number(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emailId: z.string(),
  contactNo: z.string(),
  schoolName: z.string(),
  cityName: z.string(),
  stateName: z.string(),
  countryName: z.string(),
  pincode: z.string(),
  isActive: z.boolean(),
  isDeleted: z.boolean(),
  /** Default institution id 1 (learning-app.md §9). */
  institutionId: z
    .number()
    .nullable()
    .optional()
    .transform((v) => v ?? 1),
  locationId: z.number(),
  groupId: z.number(),
  boardId: z.number().nullable(),
  gradeId: z.number().nullable(),
  lastQuestAccessed: z.number().nullable(),
  lastQuestName: z.string().nullable(),
  /** YYYY-MM-DD HH:mm:ss in UTC+05:30. */
  viewedOn: istTimestamp.nullable(),
  /** Address of the avatar image; null when none was chosen. */
  profilePic: z.string().nullable(),
  showDashboard: z.boolean(),
  userQuestList: z.array(currentUserQuestSchema),
  /** null means ExistingUser (learning-app.md §3 "user type (default ExistingUser)"). */
  user_type: z
    .enum(userTypes)
    .nullable()
    .optional()
    .transform((v): UserType => v ?? 'ExistingUser'),
  /** Not in the spec: 'PASSWORD' shows Change Password (learning-app.md §6). */
  loginType: z.string(),
  /** Not in the spec: timed tests allow totalDuration × extraTimeFactor (≥ 1). */
  extraTimeFactor: z.number().min(1).default(1),
  coderCompetition: coderCompetitionSchema.nullable().default(null),
});
export type UserInfo = z.output<typeof userInfoSchema>;

/** App config (learning-app.md §3). */
export const appConfigSchema = z.object({
  tcUrl: z.string(),
  otpRequired: z.boolean(),
  showPromoScreen: z.boolean(),
  /** The server's now (ISO), so trials and schedules follow the server clock. */
  currentTime: isoDateTime,
  supportEmail: z.string(),
  /** Not in the spec: the student report manual PDF of /assessment-report (ADR 0079); the app's default without it. */
  reportManualUrl: z.string().optional(),
});
export type AppConfig = z.output<typeof appConfigSchema>;

export const boardSchema = z.object({ boardId: z.number(), boardName: z.string() });
export type Board = z.output<typeof boardSchema>;
export const gradeSchema = z.object({ gradeId: z.number(), gradeName: z.string(), boardId: z.number() });
export type Grade = z.output<typeof gradeSchema>;
export const boardGradeSchema = z.object({ boards: z.array(boardSchema), grades: z.array(gradeSchema) });
export type BoardGrade = z.output<typeof boardGradeSchema>;

/** Profile details (store-and-assessment.md §3 "Profile update"). */
export const profileSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  emailId: z.string(),
  cityName: z.string(),
  pincode: z.string(),
});
export type Profile = z.output<typeof profileSchema>;

/**
 * Registration draft (learning-app.md §3): the wizard sends userName, password, firstName, emailId, cityName,
 * pincode, contactNo; the cart form sends userName, password, firstName, lastName, emailId, contactNo,
 * schoolName '' and cityName ''. userName is the mobile number.
 */
export const registrationSchema = z.strictObject({
  userName: mobileNumber,
  password: newPassword,
  firstName: text50,
  lastName: text50.optional(),
  emailId: text50.optional(),
  contactNo: mobileNumber.optional(),
  schoolName: plainText.max(100, 'must be at most 100 characters').optional(),
  cityName: text50.optional(),
  pincode: pincode.optional(),
  boardId: positiveId.optional(),
  gradeId: positiveId.optional(),
  promoCode: text50.optional(),
  UTMData: utmDataSchema.optional(),
});
export type RegistrationDraft = z.input<typeof registrationSchema>;

/**
 * UpdateUser (store-and-assessment.md §3): { userId, firstName, boardId, gradeId, promoCode, UTMData } from
 * Enter Details, { userId, firstName } from Enter Your Name, or user fields — `user_type: 'ExistingUser'` is
 * how the app records that a NewUser has finished loading (learning-app.md §4 "User type").
 */
export const updateUserSchema = z.strictObject({
  userId: positiveId,
  firstName: text50.optional(),
  lastName: text50.optional(),
  emailId: text50.optional(),
  schoolName: plainText.max(100, 'must be at most 100 characters').optional(),
  cityName: text50.optional(),
  pincode: pincode.optional(),
  boardId: positiveId.optional(),
  gradeId: positiveId.optional(),
  promoCode: text50.optional(),
  UTMData: utmDataSchema.optional(),
  user_type: z.literal('ExistingUser').optional(),
});
export type UpdateUserInput = z.input<typeof updateUserSchema>;

export const updateProfileSchema = z.strictObject({
  userId: positiveId,
  firstName: text50,
  pincode,
  cityName: text50,
  emailId: text50,
});
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;

// ——— endpoints ——————————————————————————————————————————————————————————————————————————————————————

/** The identity calls of the contract. */
export const identityEndpoints = {
  authenticateUser: defineEndpoint({
    name: 'authenticateUser',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/AuthenticateUser',
    auth: 'basic',
    response: z.object({ token: z.string().min(1) }),
    source: 'learning-app §7',
  }),
  getCurrentUser: defineEndpoint({
    name: 'getCurrentUser',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetCurrentUser',
    auth: 'bearer',
    response: userInfoSchema,
    source: 'both §7',
  }),
  logout: defineEndpoint({
    name: 'logout',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/Logout',
    auth: 'bearer',
    response: ok,
    source: 'learning-app §7',
  }),
  getConfig: defineEndpoint({
    name: 'getConfig',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetConfig',
    auth: 'none',
    query: z.strictObject({ AppId: idParam }),
    response: appConfigSchema,
    source: 'learning-app §7',
  }),
  /** The spec shows a GET with both passwords in the query; they travel in the body (ARCHITECTURE.md). */
  changePassword: defineEndpoint({
    name: 'changePassword',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/ChangePassword',
    auth: 'bearer',
    body: z.strictObject({
      oldPassword: z
        .string()
        .min(1, 'must not be empty')
        .max(identityLimits.text, 'must be at most 50 characters'),
      newPassword,
    }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  /**
   * The spec shows a GET; it sends a code, so it is a POST with the spec's field in a JSON body (ADR 0100): a link or
   * an image on another site cannot make the server send codes. Throttled per number and address (ADR 0099).
   */
  resetVerifyUser: defineEndpoint({
    name: 'resetVerifyUser',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/ResetPassword/VerifyUser',
    auth: 'none',
    body: z.strictObject({ Username: userNameParam }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  resetValidateOtp: defineEndpoint({
    name: 'resetValidateOtp',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/ResetPassword/ValiateOTP',
    auth: 'none',
    query: z.strictObject({ Username: userNameParam, OTP: otpParam }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  /** The spec shows a GET with the new password in the query; it travels in the body (ARCHITECTURE.md). */
  resetChangePassword: defineEndpoint({
    name: 'resetChangePassword',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/ResetPassword/ChangePassword',
    auth: 'none',
    body: z.strictObject({ Username: userNameParam, newPassword }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  /** The spec shows a GET; it sends a code, so it is a POST with a JSON body (ADR 0100); throttled (ADR 0099). */
  sendOtp: defineEndpoint({
    name: 'sendOtp',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/SendOTP',
    auth: 'none',
    body: z.strictObject({ MobileNumber: mobileNumber }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  validateOtp: defineEndpoint({
    name: 'validateOtp',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/ValidateOTP',
    auth: 'none',
    query: z.strictObject({ OTP: otpParam, MobileNumber: mobileNumber }),
    response: messageResponse,
    source: 'learning-app §7',
  }),
  /** The registration OTP pre-check (learning-app.md §7: "path not shown"). */
  checkMobileNumber: defineEndpoint({
    name: 'checkMobileNumber',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/CheckMobileNumber',
    auth: 'none',
    query: z.strictObject({ MobileNumber: mobileNumber }),
    response: z.object({ isRegistered: z.boolean() }),
    source: 'not in spec',
  }),
  registerUser: defineEndpoint({
    name: 'registerUser',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/RegisterUser',
    auth: 'none',
    body: registrationSchema,
    response: z.object({ userId: z.number() }),
    source: 'both §7',
  }),
  updateUser: defineEndpoint({
    name: 'updateUser',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/UpdateUser',
    auth: 'bearer',
    body: updateUserSchema,
    /** The starter quest assigned for the chosen grade, when there is one. */
    response: z.object({
      questId: z.number().nullable().optional(),
      questname: z.string().nullable().optional(),
    }),
    source: 'both §7',
  }),
  /** Profile fetch (store-and-assessment.md §7: "path not shown"). */
  getProfile: defineEndpoint({
    name: 'getProfile',
    method: 'GET',
    base: 'main',
    path: '/QuestUser/GetProfile',
    auth: 'bearer',
    response: profileSchema,
    source: 'not in spec',
  }),
  /** Profile update (store-and-assessment.md §3, §7: "path not shown"). */
  updateProfile: defineEndpoint({
    name: 'updateProfile',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/UpdateProfile',
    auth: 'bearer',
    body: updateProfileSchema,
    response: profileSchema,
    source: 'not in spec',
  }),
  uploadProfilePic: defineEndpoint({
    name: 'uploadProfilePic',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/UploadProfilePic',
    auth: 'bearer',
    multipart: true,
    body: z.strictObject({
      userId: idParam,
      profilePic: z.instanceof(Blob, { message: 'must be a file' }),
    }),
    response: z.object({ profilePic: z.string().min(1) }),
    source: 'learning-app §7',
  }),
  /**
   * Registers the signed-in student for the national coding competition (ADR 0048; not in the spec): answers the
   * updated coderCompetition object. Idempotent by nature (a repeat changes nothing, so no key is needed); never
   * moves Submitted back. Another user's id or a student who is not eligible → 403.
   */
  registerCoderCompetition: defineEndpoint({
    name: 'registerCoderCompetition',
    method: 'POST',
    base: 'main',
    path: '/QuestUser/RegisterCoderCompetition',
    auth: 'bearer',
    body: z.strictObject({ userId: idParam }),
    response: coderCompetitionSchema,
    source: 'not in spec',
  }),
  getBoardGrade: defineEndpoint({
    name: 'getBoardGrade',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetBoardGrade',
    auth: 'none',
    response: boardGradeSchema,
    source: 'both §7',
  }),
} as const satisfies Record<string, AnyEndpoint>;

// ——— verbs ——————————————————————————————————————————————————————————————————————————————————————————

/** Sign-in: pass `{ credentials: { username, password } }` as the call options (basic auth header). */
export const authenticateUser = verb(identityEndpoints.authenticateUser);
export const getCurrentUser = verb(identityEndpoints.getCurrentUser);
export const logout = verb(identityEndpoints.logout);
export const getConfig = verb(identityEndpoints.getConfig);
export const changePassword = verb(identityEndpoints.changePassword);
export const resetVerifyUser = verb(identityEndpoints.resetVerifyUser);
export const resetValidateOtp = verb(identityEndpoints.resetValidateOtp);
export const resetChangePassword = verb(identityEndpoints.resetChangePassword);
export const sendOtp = verb(identityEndpoints.sendOtp);
export const validateOtp = verb(identityEndpoints.validateOtp);
export const checkMobileNumber = verb(identityEndpoints.checkMobileNumber);
export const registerUser = verb(identityEndpoints.registerUser);
export const updateUser = verb(identityEndpoints.updateUser);
export const getProfile = verb(identityEndpoints.getProfile);
export const updateProfile = verb(identityEndpoints.updateProfile);
export const uploadProfilePic = verb(identityEndpoints.uploadProfilePic);
export const registerCoderCompetition = verb(identityEndpoints.registerCoderCompetition);
export const getBoardGrade = verb(identityEndpoints.getBoardGrade);
