import type { SniffedKind } from '@quest/api';

/**
 * Upload decisions by content (ADR 0087). What a file is comes from its first bytes (`sniffKind` of @quest/api),
 * never from its name or declared type; these rules decide what to refuse and say why. The server checks the same
 * again (apps/server: identity/uploads.ts, community/masterclass.ts, community/messages.ts).
 */

/** What a picked profile picture is checked against (identityLimits in @quest/api). */
export interface ImageUploadRule {
  /** The picture kinds accepted: what the server stores and serves (IMAGE_KINDS of @quest/api). */
  kinds: readonly SniffedKind[];
  maxBytes: number;
  /** The refusal for anything that is not a PNG, JPEG, GIF or WebP picture by content. */
  notImage: string;
  /** The refusal for a picture over `maxBytes`. */
  tooLarge: string;
}

/** Null when the picture may be sent, else the message to show. Empty files are not pictures. */
export function imageUploadProblem(
  file: { size: number },
  kind: SniffedKind | null,
  rule: ImageUploadRule,
): string | null {
  if (file.size === 0 || kind === null || !rule.kinds.includes(kind)) return rule.notImage;
  if (file.size > rule.maxBytes) return rule.tooLarge;
  return null;
}

/**
 * An attachment whose name or type says picture, PDF or zip (`claimed`) must be one by content (`actual`): a page
 * renamed photo.png is refused. Other files are sent as they are and downloaded, never shown inline. Null when it
 * may be sent.
 */
export function attachmentContentProblem(
  fileName: string,
  claimed: SniffedKind | null,
  actual: SniffedKind | null,
): AttachmentProblem | null {
  if (claimed === null || claimed === actual) return null;
  return { message: NOT_A_REAL_FILE_MESSAGE, values: { fileName, kind: claimed.toUpperCase() } };
}

/** The refusal of an attachment that is not what it says (ICU; the app words it in the active language). */
export const NOT_A_REAL_FILE_MESSAGE = '"{fileName}" is not a real {kind} file.';

/** A refusal as a message and its values: "{fileName}" and the claimed kind ("PNG"). */
export interface AttachmentProblem {
  message: typeof NOT_A_REAL_FILE_MESSAGE;
  values: { fileName: string; kind: string };
}
