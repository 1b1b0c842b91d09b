import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { uploadsDir } from '../../paths.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../../private-files.ts';

/** The folders of uploaded files: query attachments and masterclass zips. */
export type UploadKind = 'messages' | 'masterclass';

export { uploadsDir } from '../../paths.ts';

/** Stored names are ours, never the uploader's: 32 hex digits and an optional short extension. */
const STORED_NAME = /^[a-f0-9]{32}(\.[a-z0-9]{1,10})?$/;

export const isStoredName = (name: string) => STORED_NAME.test(name);

/** The file of a stored name; refuses anything that is not a stored name (no path tricks). */
export function uploadPath(kind: UploadKind, storedName: string): string {
  if (!isStoredName(storedName)) throw new Error(`Not a stored upload name: ${storedName}`);
  return path.join(uploadsDir(), kind, storedName);
}

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

export async function saveUpload(kind: UploadKind, storedName: string, bytes: Uint8Array): Promise<void> {
  const file = uploadPath(kind, storedName);
  await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
  await writeFile(file, bytes, { mode: PRIVATE_FILE_MODE });
}

export async function readUpload(kind: UploadKind, storedName: string): Promise<Buffer | null> {
  try {
    return await readFile(uploadPath(kind, storedName));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
