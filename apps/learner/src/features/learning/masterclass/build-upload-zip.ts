import type { Zippable } from 'fflate';
import { masterclassUploadLimits } from '@quest/api';
import { sniffFile } from '../../../platform/file-checks';

/** The archive's name (learning-app.md §7: `file` = files.zip built from the chosen files). */
export const UPLOAD_ZIP_NAME = 'files.zip';

/** Why the chosen files cannot be sent (the server's limits of ADR 0039, checked before uploading). */
export class UploadZipError extends Error {
  override name = 'UploadZipError';
}

export const uploadZipMessages = {
  noFiles: 'The zip file has no files in it.',
  tooManyFiles: `The zip file may hold at most ${masterclassUploadLimits.maxFiles} files.`,
  tooBig: 'The zip file must be 20 MB or smaller.',
  tooBigUnpacked: 'The files must come to 100 MB or less once unpacked.',
  damaged: 'The zip file is damaged or not supported.',
} as const;

/**
 * A chosen archive to unpack: named or typed as a zip, and a zip by content too (ADR 0087); a "project.zip" that
 * is not one is damaged. Other zip-based files (.docx, .jar) go in as they are.
 */
async function isZip(file: File): Promise<boolean> {
  if (!/\.zip$/i.test(file.name) && file.type !== 'application/zip') return false;
  if ((await sniffFile(file)) !== 'zip') throw new UploadZipError(uploadZipMessages.damaged);
  return true;
}

/** A name inside the archive: forward slashes, no leading slash or `..` parts, never empty. */
function safePath(path: string): string {
  const parts = path
    .replace(/\\/g, '/')
    .split('/')
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  return parts.join('/') || 'file';
}

/** `name` when free, else `name (2).ext`, `name (3).ext`, … */
function uniquePath(path: string, taken: Set<string>): string {
  if (!taken.has(path)) return path;
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  const hasExt = dot > slash + 1;
  const stem = hasExt ? path.slice(0, dot) : path;
  const ext = hasExt ? path.slice(dot) : '';
  for (let n = 2; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Builds files.zip from the chosen files (learning-app.md §8): every file goes in by its name; a chosen .zip is
 * unpacked first and its files go in instead (their folders kept, folder entries dropped). Same names get
 * " (2)", " (3)"… Refuses (UploadZipError) a damaged zip, no files, more than 50 files, more than 100 MB unpacked
 * or an archive over 20 MB, the limits the server checks (ADR 0039, 0087).
 */
export async function buildUploadZip(files: readonly File[]): Promise<File> {
  // Loaded on the first upload only: the screens that show the upload area do not pay for it up front.
  const { unzipSync, zipSync } = await import('fflate');
  const entries: Zippable = {};
  const taken = new Set<string>();
  let unpackedBytes = 0;
  // Counted before anything is read or inflated, so a zip bomb is refused from its directory alone.
  const count = (bytes: number) => {
    unpackedBytes += bytes;
    if (unpackedBytes > masterclassUploadLimits.maxUncompressedBytes)
      throw new UploadZipError(uploadZipMessages.tooBigUnpacked);
  };
  const add = (path: string, data: Uint8Array) => {
    const name = uniquePath(safePath(path), taken);
    taken.add(name);
    entries[name] = data;
    if (taken.size > masterclassUploadLimits.maxFiles)
      throw new UploadZipError(uploadZipMessages.tooManyFiles);
  };

  for (const file of files) {
    const zip = await isZip(file);
    if (!zip) count(file.size);
    const data = new Uint8Array(await file.arrayBuffer());
    if (zip) {
      let inner: Record<string, Uint8Array>;
      try {
        inner = unzipSync(data, {
          filter: (entry) => {
            if (!entry.name.endsWith('/')) count(entry.originalSize);
            return true;
          },
        });
      } catch (error) {
        if (error instanceof UploadZipError) throw error;
        throw new UploadZipError(uploadZipMessages.damaged);
      }
      for (const [path, content] of Object.entries(inner)) {
        if (path.endsWith('/')) continue; // a folder entry
        add(path, content);
      }
    } else {
      add(file.name, data);
    }
  }
  if (taken.size === 0) throw new UploadZipError(uploadZipMessages.noFiles);

  const zipped = zipSync(entries, { level: 6 });
  if (zipped.byteLength > masterclassUploadLimits.maxBytes)
    throw new UploadZipError(uploadZipMessages.tooBig);
  return new File([zipped as BlobPart], UPLOAD_ZIP_NAME, { type: 'application/zip' });
}
