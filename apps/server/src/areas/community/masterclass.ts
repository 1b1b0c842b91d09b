import { masterclassUploadLimits, type MasterclassLink, type MasterclassUpload } from '@quest/api';
import { fail } from '../../contract.ts';
import type { Db } from '../../db.ts';
import { istTimestamp } from './time.ts';
import { cleanFileName, newStoredName, saveUpload } from './uploads.ts';
import { hasZipMagic, isUnsafeEntryName, readZipEntries, ZipFormatError, type ZipEntry } from './zip.ts';

/** The success text of the upload area (learning-app.md §8). */
export const UPLOAD_SUCCESS = 'Uploaded successfully';

export const uploadMessages = {
  tooBig: 'The zip file must be 20 MB or smaller.',
  notZip: 'Please upload a .zip file.',
  damaged: 'The zip file is damaged or not supported.',
  empty: 'The zip file has no files in it.',
  tooMany: `The zip file may hold at most ${masterclassUploadLimits.maxFiles} files.`,
  tooBigUnpacked: 'The files must come to 100 MB or less once unpacked.',
  unsafeName: 'The zip file holds a file name or link that is not allowed.',
} as const;

export async function activeMasterclassLinks(db: Db): Promise<MasterclassLink[]> {
  return db.query<MasterclassLink>(
    `select masterclass_name, masterclass_link, is_live
       from community_masterclass_links where is_active order by sequence_no, id`,
  );
}

/**
 * Checks the zip (magic bytes, size; from its central directory: number of files, size once unpacked, entry
 * names that stay inside their folder, no links — ADR 0039, 0087) and stores it, never unpacking it. A
 * registered competitor's entry turns Submitted (ADR 0049).
 */
export async function storeMasterclassZip(
  db: Db,
  userId: number,
  file: Blob,
  now: Date,
): Promise<MasterclassUpload> {
  if (file.size > masterclassUploadLimits.maxBytes) throw fail(413, uploadMessages.tooBig);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!hasZipMagic(bytes)) throw fail(415, uploadMessages.notZip);
  let entries: ZipEntry[];
  try {
    entries = readZipEntries(bytes);
  } catch (error) {
    if (error instanceof ZipFormatError) throw fail(400, uploadMessages.damaged);
    throw error;
  }
  const files = entries.filter((entry) => !entry.isDirectory);
  const fileCount = files.length;
  if (fileCount === 0) throw fail(400, uploadMessages.empty);
  if (fileCount > masterclassUploadLimits.maxFiles) throw fail(400, uploadMessages.tooMany);
  if (entries.some((entry) => entry.isSymlink || isUnsafeEntryName(entry.name))) {
    throw fail(400, uploadMessages.unsafeName);
  }
  const unpacked = files.reduce((sum, entry) => sum + entry.size, 0);
  if (unpacked > masterclassUploadLimits.maxUncompressedBytes) throw fail(400, uploadMessages.tooBigUnpacked);

  const fileName = cleanFileName(file instanceof File ? file.name : '', 'files.zip');
  const storedName = newStoredName('upload.zip');
  await saveUpload(db, 'masterclass', storedName, bytes, 'application/zip');
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into community_masterclass_uploads (user_id, file_name, file_size, file_count, stored_name, uploaded_on)
       values ($1, $2, $3, $4, $5, $6)`,
      [userId, fileName, bytes.byteLength, fileCount, storedName, now],
    );
    // A registered student's upload is their competition entry (ADR 0049); others keep their standing.
    await tx.query(
      `update coder_competition_entries set status = 'Submitted', updated_at = $2
        where user_id = $1 and status = 'Registered'`,
      [userId, now],
    );
  });
  return {
    message: UPLOAD_SUCCESS,
    payload: { fileName, fileSize: bytes.byteLength, fileCount, uploadedOn: istTimestamp(now) },
  };
}
