import { randomBytes } from 'node:crypto';
import type { Db } from '../../db.ts';
import { uploadStore } from '../../storage/uploads.ts';

/** The community's uploaded files: query attachments and masterclass zips. */
export type UploadKind = 'messages' | 'masterclass';

/** Stored names are ours, never the uploader's: 32 hex digits and an optional short extension. */
const STORED_NAME = /^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** A fresh unguessable stored name keeping a short, safe extension of the original name. */
export function newStoredName(originalName: string): string {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(originalName)?.[1]?.toLowerCase();
  return `${randomBytes(16).toString('hex')}${extension ? `.${extension}` : ''}`;
}

/** The uploader's file name, without folders or control characters, at most 255 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f).join('');
  const cleaned = printable.trim().slice(0, 255);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** Stores an upload through the configured store (folder or database, ADR 0128); refuses a name not ours. */
export async function saveUpload(
  db: Db,
  kind: UploadKind,
  storedName: string,
  bytes: Uint8Array,
  contentType: string,
): Promise<void> {
  if (!isStoredName(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
  await uploadStore(db).put(kind, storedName, bytes, contentType);
}

/** The upload's bytes, or null when there is none (or the name is not a stored name). */
export async function readUpload(
  db: Db,
  kind: UploadKind,
  storedName: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!isStoredName(storedName)) return null;
  return (await uploadStore(db).get(kind, storedName))?.bytes ?? null;
}
