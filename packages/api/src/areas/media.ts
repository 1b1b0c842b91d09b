import { z } from 'zod';
import { defineEndpoint, type AnyEndpoint } from '../core/endpoint.ts';
import { verb } from '../core/http.ts';
import { binary, idParam } from '../core/schema.ts';

/*
 * Media (learning-app.md §2 Video player, §7 GetMKIOToken / GetKey and "The video stream is forced to HLS";
 * store-and-assessment.md §2.9 viewers, §4 frame messages): the two calls that unlock encrypted video, where the
 * reference server serves its demo media, and the messages the content frames (activity, external test) post.
 * Decisions: docs/decisions/0020-media-video-tokens-and-key.md, 0021-media-frame-messages.md,
 * 0022-media-content-origin.md.
 */

// ——— video: token and key ——————————————————————————————————————————————————————————————————————————————

/**
 * GetMKIOToken's answer: a short-lived token bound to one content id, sent as `Authorization: Bearer <token>`
 * on that video's encrypted segments (the session token is not accepted there).
 */
export const mkioTokenSchema = z.object({ token: z.string().min(1) });
export type MkioToken = z.output<typeof mkioTokenSchema>;

/** The AES-128 key of an HLS stream is exactly 16 bytes. */
export const VIDEO_KEY_BYTES = 16;

export const mediaEndpoints = {
  getMkioToken: defineEndpoint({
    name: 'getMkioToken',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetMKIOToken',
    auth: 'bearer',
    query: z.strictObject({ ContentId: idParam }),
    response: mkioTokenSchema,
    source: 'learning-app §7',
  }),
  /**
   * The video key (16 bytes, `application/octet-stream`) for the content id in `ContentCode`; the bearer is the
   * session token. The HLS playlist's `#EXT-X-KEY` URI points here, so the player calls it itself.
   */
  getKey: defineEndpoint({
    name: 'getKey',
    method: 'GET',
    base: 'main',
    path: '/QuestContent/GetKey',
    auth: 'bearer',
    query: z.strictObject({ ContentCode: idParam }),
    response: binary,
    binary: true,
    source: 'learning-app §7',
  }),
} as const satisfies Record<string, AnyEndpoint>;

export const getMkioToken = verb(mediaEndpoints.getMkioToken);
export const getKey = verb(mediaEndpoints.getKey);

// ——— where the media lives ———————————————————————————————————————————————————————————————————————————————

/**
 * Addresses of the reference server's media on the app's origin. `fileUrl` of a video content is its HLS
 * playlist; the playlist's key URI is `GetKey?ContentCode=<contentId>` and its segments need the video token.
 */
export const mediaPaths = {
  hlsPlaylist: (contentId: number) => `/media/hls/${contentId}/index.m3u8`,
  image: (name: string) => `/media/images/${name}`,
  pdf: (name: string) => `/media/pdf/${name}`,
  doc: (name: string) => `/media/docs/${name}`,
  /** Default card images per content type (learning-app.md §2 "or a default per content type"). */
  contentImages: {
    video: '/media/images/content-video.svg',
    pdf: '/media/images/content-pdf.svg',
    web: '/media/images/content-web.svg',
    test: '/media/images/content-test.svg',
    activity: '/media/images/content-activity.svg',
  },
  demoPdf: '/media/pdf/demo.pdf',
  /** The same lesson, encrypted; the user password is `quest123`. */
  protectedPdf: '/media/pdf/protected.pdf',
  reportManualPdf: '/media/docs/report-manual.pdf',
  sampleReportPdf: '/media/docs/sample-report.pdf',
  defaultAvatar: '/media/images/default-avatar.svg',
} as const;

/**
 * Pages of the content origin (a different origin than the app, so frame messages can be checked by origin).
 * On the app's origin, `/content/<path>` redirects to `<content origin>/<path>`, so these work as relative links;
 * the app checks `event.origin` against the content origin itself.
 */
export const contentOriginPages = {
  /** Content type 07, shown in a frame. */
  htmlPage: '/content/pages/html-page.html',
  /** Content type 10: posts `Back` and `FinishActivity`. */
  activity: '/content/pages/activity.html',
  /** The external online test: `?token=&osaid=&type=web`; posts FinishTest, AbortTest, TestAbort, Back. */
  externalTest: '/content/pages/external-test.html',
  /** Privacy Policy / Terms and Conditions (the config's tcUrl). */
  terms: '/content/pages/terms.html',
  /** The external learning tool's auth page: `?token=&lasturl=`. */
  learningToolAuth: '/content/learning-tool/auth',
  /** The external coding site: the user name base64-encoded in the path. */
  codingSite: (userName: string) => `/content/coding/${encodeURIComponent(base64UserName(userName))}`,
} as const;

/** Base64 (standard alphabet) of the user name's UTF-8 bytes, as the coding-site path carries it. */
export function base64UserName(text: string): string {
  let binaryText = '';
  new TextEncoder().encode(text).forEach((b) => (binaryText += String.fromCharCode(b)));
  return btoa(binaryText);
}

// ——— frame messages ————————————————————————————————————————————————————————————————————————————————————————

/** Longest time an activity may report, in seconds (a day); anything larger is not a real session. */
export const MAX_CONSUMED_SECONDS = 24 * 60 * 60;

/** Activity frame (content type 10): Back navigates back. */
export const activityBackMessageSchema = z.strictObject({ type: z.literal('Back') });
/** Activity frame: FinishActivity carries the consumed time, in whole seconds. */
export const finishActivityMessageSchema = z.strictObject({
  type: z.literal('FinishActivity'),
  consumedTime: z.number().int().min(0).max(MAX_CONSUMED_SECONDS),
});
export const activityFrameMessageSchema = z.discriminatedUnion('type', [
  activityBackMessageSchema,
  finishActivityMessageSchema,
]);
export type ActivityFrameMessage = z.output<typeof activityFrameMessageSchema>;

/** External test frame: any of these exits to the back route or /assessment-tests. */
export const externalTestMessageTypes = ['FinishTest', 'AbortTest', 'TestAbort', 'Back'] as const;
export const externalTestFrameMessageSchema = z.strictObject({ type: z.enum(externalTestMessageTypes) });
export type ExternalTestFrameMessage = z.output<typeof externalTestFrameMessageSchema>;

/**
 * The only message shapes the app accepts from content frames (store-and-assessment.md §4). The app also checks
 * `event.origin` (the content origin) and `event.source` (its own frame) before parsing; anything else is ignored.
 */
export const frameMessageSchemas = {
  activity: activityFrameMessageSchema,
  externalTest: externalTestFrameMessageSchema,
} as const;
export type FrameKind = keyof typeof frameMessageSchemas;
export type FrameMessage<K extends FrameKind> = z.output<(typeof frameMessageSchemas)[K]>;

/** Parses one frame message of a kind; null when it is not exactly one of the accepted shapes. */
export function parseFrameMessage<K extends FrameKind>(kind: K, data: unknown): FrameMessage<K> | null {
  const parsed = frameMessageSchemas[kind].safeParse(data);
  return parsed.success ? (parsed.data as FrameMessage<K>) : null;
}
