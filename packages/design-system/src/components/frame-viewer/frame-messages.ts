/*
 * Which `message` events from a content frame are listened to (ARCHITECTURE.md: "frames are sandboxed and their
 * messages checked by origin, source window and shape"). Pure functions, so the filter is tested apart from React.
 */

/**
 * The messages the viewer's convenience callbacks understand (store-and-assessment.md §4): the activity frame posts
 * Back and FinishActivity with the consumed time; the external test posts FinishTest, AbortTest, TestAbort and Back.
 * Only the type: which of them a frame may send, and their exact shape, is decided by the `accept` parser the app
 * passes (the contract's `parseFrameMessage`).
 */
export type FrameMessage =
  | { type: 'Back' }
  | { type: 'FinishActivity'; consumedTime: number }
  | { type: 'FinishTest' }
  | { type: 'AbortTest' }
  | { type: 'TestAbort' };

/** Turns a message's data into one accepted message, or null to ignore it. Must not throw (a throw is ignored). */
export type FrameMessageParser<M extends FrameMessage> = (data: unknown) => M | null;

/** The origin a frame's messages must come from, normalised ("https://x.org/" → "https://x.org"); null if unusable. */
export function normaliseOrigin(origin: string): string | null {
  if (origin === '*' || origin === 'null') return null;
  try {
    const { origin: normalised } = new URL(origin);
    return normalised === 'null' ? null : normalised;
  } catch {
    return null;
  }
}

/**
 * True for an object literal as structured clone delivers it (prototype Object.prototype or null). Strings,
 * arrays, class instances and objects dressed in another prototype never reach the parser.
 */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * The message an event carries, or null when it must be ignored: from another origin than `expectedOrigin`, from
 * any window but `frameWindow` (the parent itself, another frame, a popup), not a plain object, or not a shape the
 * parser accepts.
 */
export function acceptFrameEvent<M extends FrameMessage>(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  frameWindow: Window | null | undefined,
  expectedOrigin: string | null,
  accept: FrameMessageParser<M>,
): M | null {
  if (expectedOrigin === null || event.origin !== expectedOrigin) return null;
  if (!frameWindow || event.source !== frameWindow) return null;
  if (!isPlainRecord(event.data)) return null;
  try {
    return accept(event.data) ?? null;
  } catch {
    return null;
  }
}
