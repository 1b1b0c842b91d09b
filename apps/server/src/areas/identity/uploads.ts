import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_KINDS, identityLimits, SNIFFED_MEDIA_TYPES, sniffKind } from '@quest/api';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import { uploadStore } from '../../storage/uploads.ts';
import { publicUrl } from './format.ts';
import { requireOwn } from './users.ts';

export const PROFILE_URL_PREFIX = '/uploads/profile/';
export const UPLOAD_MESSAGES = {
  notImage: 'Please choose an image file.',
  tooLarge: 'The picture must be 2 MB or smaller.',
} as const;

export interface ImageType {
  ext: 'png' | 'jpg' | 'gif' | 'webp';
  mime: string;
}

const MIME: Record<ImageType['ext'], string> = {
  png: SNIFFED_MEDIA_TYPES.png,
  jpg: SNIFFED_MEDIA_TYPES.jpeg,
  gif: SNIFFED_MEDIA_TYPES.gif,
  webp: SNIFFED_MEDIA_TYPES.webp,
};

/** The image type by its magic number (what the bytes are, not what the name or the browser claims; ADR 0087). */
export function detectImage(bytes: Uint8Array): ImageType | null {
  const kind = sniffKind(bytes);
  if (kind === null || !IMAGE_KINDS.includes(kind)) return null;
  const ext = kind === 'jpeg' ? 'jpg' : (kind as ImageType['ext']);
  return { ext, mime: MIME[ext] };
}

/**
 * The upload's own name, made safe and shortened to 20 characters with the extension of its real type
 * (learning-app.md §5 "upload names are shortened to 20 characters").
 */
export function shortName(original: string, ext: ImageType['ext']): string {
  const base = path
    .basename(original.replaceAll('\\', '/'))
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const room = identityLimits.profilePicName - ext.length - 1;
  return `${base.slice(0, room) || 'photo'}.${ext}`;
}

const SAFE_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]*\.(png|jpg|gif|webp)$/;

/** Stores a profile picture for the user, replacing (and deleting) the previous one; returns its address. */
export async function uploadProfilePic(
  deps: AppDeps,
  sessionUserId: number,
  userId: number,
  file: Blob,
): Promise<{ profilePic: string }> {
  requireOwn(sessionUserId, userId);
  if (file.size === 0) throw fail(400, UPLOAD_MESSAGES.notImage);
  if (file.size > identityLimits.profilePicBytes) throw fail(413, UPLOAD_MESSAGES.tooLarge);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImage(bytes);
  if (!type) throw fail(415, UPLOAD_MESSAGES.notImage);

  const original = file instanceof File ? file.name : 'photo';
  const name = `${userId}-${randomBytes(6).toString('hex')}-${shortName(original, type.ext)}`;
  // The configured store (ADR 0128): the uploads folder, or the database every instance shares.
  const store = uploadStore(deps.db);
  await store.put('profile', name, bytes, type.mime);

  const stored = `${PROFILE_URL_PREFIX}${name}`;
  const [previous] = await deps.db.query<{ profile_pic: string }>(
    `update users u set profile_pic = $2 from (select profile_pic from users where id = $1) old
      where u.id = $1 returning old.profile_pic`,
    [userId, stored],
  );
  const old = previous?.profile_pic ?? '';
  if (old.startsWith(PROFILE_URL_PREFIX) && SAFE_FILE.test(old.slice(PROFILE_URL_PREFIX.length))) {
    await store.delete('profile', old.slice(PROFILE_URL_PREFIX.length));
  }
  return { profilePic: publicUrl(deps.config.origins.app, stored)! };
}

/** GET /uploads/profile/:file — only stored pictures, by exact safe name, with their image type. */
export async function serveProfilePic(deps: AppDeps, c: Context): Promise<Response> {
  const file = c.req.param('file') ?? '';
  const match = SAFE_FILE.exec(file);
  if (!match) return c.json({ error: 'Not found' }, 404);
  const stored = await uploadStore(deps.db).get('profile', file);
  if (!stored) return c.json({ error: 'Not found' }, 404);
  c.header('Content-Type', MIME[match[1] as ImageType['ext']]);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  c.header('X-Content-Type-Options', 'nosniff');
  return c.body(stored.bytes, 200);
}
