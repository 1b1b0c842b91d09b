import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppDeps } from '../../app.ts';
import { fail } from '../../contract.ts';
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

const VIDEO_TYPE_CODES = ['01', '02', '03'];

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Whether a video content (type 01, 02 or 03) with this id exists. */
export async function videoContentExists({ db }: Pick<AppDeps, 'db'>, contentId: number): Promise<boolean> {
  const rows = await db.query('select 1 from contents where id = $1 and type_code = any($2)', [
    contentId,
    VIDEO_TYPE_CODES,
  ]);
  return rows.length > 0;
}

interface Holding {
  isAssigned: boolean | null;
  isOnTrial: boolean | null;
  isTrialTaken: boolean | null;
  trialEndsAt: Date | null;
}

/**
 * Refuses a video the student may not play, with the learning area's rules and texts (ADR 0017): 404 when there
 * is no such video content, 403 when its quest is not held (assigned, on trial or trial taken), and 403 when the
 * trial is over and the quest not bought — "an expired trial blocks content until purchase".
 */
export async function assertMayPlay({ db, clock }: Deps, userId: number, contentId: number): Promise<void> {
  const [row] = await db.query<Holding>(
    `select uq.is_assigned as "isAssigned", uq.is_on_trial as "isOnTrial",
            uq.is_trial_taken as "isTrialTaken", uq.trial_ends_at as "trialEndsAt"
       from contents c
       join operations o on o.id = c.operation_id
       join missions m on m.id = o.mission_id
       left join user_quests uq on uq.quest_id = m.quest_id and uq.user_id = $2
      where c.id = $1 and c.type_code = any($3)`,
    [contentId, userId, VIDEO_TYPE_CODES],
  );
  if (!row) throw fail(404, 'Content not found.');
  if (row.isAssigned) return;
  if (!row.isOnTrial && !row.isTrialTaken) throw fail(403, 'This quest is not assigned to you.');
  if (row.trialEndsAt && row.trialEndsAt <= clock.now()) {
    throw fail(403, 'Your trial has been expired. Please buy the product to get access of contents.');
  }
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

/** Whether the Authorization header carries a live video token issued for this content. */
export async function hasVideoToken(
  { db, clock }: Deps,
  header: string | undefined,
  contentId: number,
): Promise<boolean> {
  const token = bearerToken(header);
  if (!token) return false;
  const rows = await db.query(
    `select 1 from video_tokens v join users u on u.id = v.user_id
      where v.token_hash = $1 and v.content_id = $2 and v.expires_at > $3 and not u.is_deleted`,
    [hash(token), contentId, clock.now()],
  );
  return rows.length > 0;
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
