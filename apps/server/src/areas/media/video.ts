import { createHash, randomBytes } from 'node:crypto';
import type { ContentTypeCode } from '@quest/api';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../deps.ts';
import { requireContentEntitlement } from '../learning/entitlement.ts';
import { bearerToken } from '../../identity/sessions.ts';
import { mediaDir } from './files.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/** How long a video token opens a video's segments (ADR 0020). */
export const VIDEO_TOKEN_TTL_MS = 2 * 60 * 60_000;

/** Every video content plays the one demo stream; its playlist, segments and key (never served as a file). */
export const demoHlsDir = path.join(mediaDir, 'hls', 'demo');
export const demoKeyFile = path.join(mediaDir, 'keys', 'demo.key');

/** Segment names as make-media.sh writes them. */
export const SEGMENT_NAME = /^seg-\d{1,4}\.ts$/;

const VIDEO_TYPE_CODES: readonly ContentTypeCode[] = ['01', '02', '03'];

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a video content (type 01, 02 or 03) with this id exists. */
export async function videoContentExists({ db }: Pick<AppDeps, 'db'>, contentId: number): Promise<boolean> {
  const rows = await db.query('select 1 from contents where id = $1 and type_code = any($2)', [
    contentId,
    [...VIDEO_TYPE_CODES],
  ]);
  return rows.length > 0;
}

/**
 * Refuses a video the student may not play, with the one entitlement check (ADR 0017, 0105): 404 when there is no
 * such video content, 403 when its quest is not held, when the trial is over and the quest not bought ("an
 * expired trial blocks content until purchase"), or when Watch is locked for the student's location.
 */
export async function assertMayPlay(deps: Deps, userId: number, contentId: number): Promise<void> {
  await requireContentEntitlement(deps, userId, contentId, VIDEO_TYPE_CODES);
}

/** A new video token for one content; only its hash is stored. Expired tokens of the user are dropped. */
export async function issueVideoToken(
  { db, clock }: Deps,
  userId: number,
  contentId: number,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await db.query('delete from video_tokens where user_id = $1 and expires_at <= $2', [userId, now]);
  await db.query(
    `insert into video_tokens (token_hash, user_id, content_id, created_at, expires_at)
     values ($1, $2, $3, $4, $5)`,
    [hash(token), userId, contentId, now, new Date(now.getTime() + VIDEO_TOKEN_TTL_MS)],
  );
  return token;
}

/** The student of the live video token in the Authorization header, issued for this content; else undefined. */
export async function videoTokenUser(
  { db, clock }: Deps,
  header: string | undefined,
  contentId: number,
): Promise<number | undefined> {
  const token = bearerToken(header);
  if (!token) return undefined;
  const [row] = await db.query<{ userId: number }>(
    `select v.user_id as "userId" from video_tokens v join users u on u.id = v.user_id
      where v.token_hash = $1 and v.content_id = $2 and v.expires_at > $3 and not u.is_deleted`,
    [hash(token), contentId, clock.now()],
  );
  return row?.userId;
}

/** Whether the Authorization header carries a live video token issued for this content. */
export async function hasVideoToken(
  deps: Deps,
  header: string | undefined,
  contentId: number,
): Promise<boolean> {
  return (await videoTokenUser(deps, header, contentId)) !== undefined;
}

let keyCache: Promise<Buffer> | undefined;

/** The demo stream's 16-byte AES-128 key. */
export function videoKey(): Promise<Buffer> {
  keyCache ??= readFile(demoKeyFile).then((key) => {
    if (key.length !== 16) throw new Error(`${demoKeyFile} must hold 16 bytes, has ${key.length}`);
    return key;
  });
  keyCache.catch(() => (keyCache = undefined));
  return keyCache;
}

let playlistCache: Promise<string> | undefined;

/**
 * The demo playlist for one content: the key URI becomes `/QuestContent/GetKey?ContentCode=<contentId>`, and
 * segments stay relative (so they resolve under `/media/hls/<contentId>/`).
 */
export async function playlistFor(contentId: number): Promise<string> {
  playlistCache ??= readFile(path.join(demoHlsDir, 'index.m3u8'), 'utf8');
  playlistCache.catch(() => (playlistCache = undefined));
  const keyUri = `/QuestContent/GetKey?ContentCode=${contentId}`;
  return (await playlistCache)
    .split(/\r?\n/)
    .map((line) => {
      if (line.startsWith('#EXT-X-KEY:')) return line.replace(/URI="[^"]*"/, `URI="${keyUri}"`);
      if (line !== '' && !line.startsWith('#')) return path.posix.basename(line);
      return line;
    })
    .join('\n');
}
