import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db.ts';
import { uploadsDir } from '../paths.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../private-files.ts';

/*
 * Where uploaded files live (ADR 0128): profile pictures, query attachments and masterclass zips go through one
 * interface, backed by the local folder (QUEST_UPLOADS_DIR, one instance; ADR 0102's private modes) or by the
 * database (table uploaded_files, migration 0099: every instance sharing the database reaches every file).
 * QUEST_UPLOADS_STORE selects it; the default is `database` with DATABASE_URL and `folder` otherwise.
 */

/** The kinds of uploaded files; each is a folder of the folder store and a `kind` of the database store. */
export const UPLOAD_KINDS = ['messages', 'masterclass', 'profile'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_STORES = ['folder', 'database'] as const;
export type UploadStoreKind = (typeof UPLOAD_STORES)[number];

export interface StoredUpload {
  /** A copy of its own (not a view of a shared pool buffer). */
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
}

/** Put, get and delete uploaded files by kind and stored name (a name the server made, never the uploader's). */
export interface UploadStore {
  readonly kind: UploadStoreKind;
  /** Writes the file, replacing one of the same kind and name. */
  put(kind: UploadKind, name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(kind: UploadKind, name: string): Promise<StoredUpload | null>;
  /** Removes the file; nothing happens when there is none. */
  delete(kind: UploadKind, name: string): Promise<void>;
}

/** Stored names: a letter or digit, then letters, digits, `.`, `_` or `-` (no folders, no `..`), at most 200. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

const isValid = (kind: UploadKind, name: string) =>
  (UPLOAD_KINDS as readonly string[]).includes(kind) && SAFE_NAME.test(name) && !name.includes('..');

/** `put` refuses a kind or name that is not ours (a bug in the caller); `get` and `delete` find nothing there. */
function checkName(kind: UploadKind, name: string): void {
  if (!isValid(kind, name)) throw new Error(`Not a stored upload name: ${kind}/${name}`);
}

/** The folder store has no place for a type: it answers one from the stored name's extension. */
const TYPE_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  txt: 'text/plain',
};

export function typeOfName(name: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return TYPE_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * The local folder: `<dir>/<kind>/<name>`, folders 0700 and files 0600 (ADR 0102). The content type is not kept:
 * `get` answers the one its extension names (callers that recorded a type, e.g. attachments, use their own).
 */
export function folderStore(dir: string): UploadStore {
  const fileOf = (kind: UploadKind, name: string) => {
    checkName(kind, name);
    return path.join(dir, kind, name);
  };
  return {
    kind: 'folder',
    async put(kind, name, bytes) {
      const file = fileOf(kind, name);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE });
    },
    async get(kind, name) {
      if (!isValid(kind, name)) return null;
      try {
        return { bytes: new Uint8Array(await readFile(fileOf(kind, name))), contentType: typeOfName(name) };
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
        throw error;
      }
    },
    async delete(kind, name) {
      if (!isValid(kind, name)) return;
      await rm(fileOf(kind, name), { force: true });
    },
  };
}

/** The database: one row of `uploaded_files` per file (bytea), reachable from every instance sharing it. */
export function databaseStore(db: Db): UploadStore {
  return {
    kind: 'database',
    async put(kind, name, bytes, contentType) {
      checkName(kind, name);
      await db.query(
        `insert into uploaded_files (kind, name, content_type, size, bytes) values ($1, $2, $3, $4, $5)
         on conflict (kind, name) do update
           set content_type = excluded.content_type, size = excluded.size, bytes = excluded.bytes,
               created_at = now()`,
        [kind, name, contentType, bytes.byteLength, bytes],
      );
    },
    async get(kind, name) {
      if (!isValid(kind, name)) return null;
      const [row] = await db.query<{ bytes: Uint8Array; content_type: string }>(
        'select bytes, content_type from uploaded_files where kind = $1 and name = $2',
        [kind, name],
      );
      if (!row) return null;
      return { bytes: new Uint8Array(row.bytes), contentType: row.content_type };
    },
    async delete(kind, name) {
      if (!isValid(kind, name)) return;
      await db.query('delete from uploaded_files where kind = $1 and name = $2', [kind, name]);
    },
  };
}

/** What QUEST_UPLOADS_STORE says is wrong, or null (checked at start by `startupConfigFromEnv`). */
export function uploadStoreProblem(env: NodeJS.ProcessEnv): string | null {
  const raw = env.QUEST_UPLOADS_STORE?.trim();
  if (raw === undefined || raw === '' || (UPLOAD_STORES as readonly string[]).includes(raw.toLowerCase()))
    return null;
  return `QUEST_UPLOADS_STORE must be folder or database, got "${env.QUEST_UPLOADS_STORE}"`;
}

/** QUEST_UPLOADS_STORE, else `database` with DATABASE_URL (several instances share it), else `folder`. */
export function uploadStoreKind(env: NodeJS.ProcessEnv = process.env): UploadStoreKind {
  const raw = env.QUEST_UPLOADS_STORE?.trim().toLowerCase();
  if (raw === 'folder' || raw === 'database') return raw;
  return env.DATABASE_URL?.trim() ? 'database' : 'folder';
}

/**
 * The configured store over `db` (which may be a transaction: the seed writes its file inside its own). Read on
 * every call, like the uploads folder, so a test can point it elsewhere.
 */
export function uploadStore(db: Db, env: NodeJS.ProcessEnv = process.env): UploadStore {
  return uploadStoreKind(env) === 'database' ? databaseStore(db) : folderStore(uploadsDir(env));
}
