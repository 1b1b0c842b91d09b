import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Folders the server writes (data directory, uploads) are its user's alone: rwx------ (ADR 0102). */
export const PRIVATE_DIR_MODE = 0o700;
/** Files it writes there: rw-------. */
export const PRIVATE_FILE_MODE = 0o600;
/** The process mask that gives every file and folder created at run time (by PGlite too) those modes. */
export const PRIVATE_UMASK = 0o077;

/** Creates `dir` (and missing parents) private to the server's user; an existing `dir` is made private too. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  await chmod(dir, PRIVATE_DIR_MODE);
}

/**
 * Takes group and other permissions off everything under `dir` (a data directory or uploads folder written by an
 * earlier run without the private mask). Symbolic links are left alone and not followed. Returns how many
 * entries it changed.
 */
export async function makeTreePrivate(dir: string): Promise<number> {
  let changed = 0;
  const visit = async (entry: string): Promise<void> => {
    const info = await lstat(entry).catch(() => null);
    if (!info || info.isSymbolicLink()) return;
    // Only what the server's user owns (what it wrote); anything else is left as it is.
    if (process.getuid && info.uid !== process.getuid()) return;
    const mode = info.mode & 0o777;
    if (mode & 0o077) {
      await chmod(entry, mode & 0o700);
      changed += 1;
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(dir);
  return changed;
}
