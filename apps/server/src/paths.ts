import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = path.join(serverRoot, 'migrations');
export const defaultDataDir = path.join(repoRoot, '.data', 'pglite');
/** The built learner app: `QUEST_LEARNER_DIST` (a build folder of its own, e.g. for a parallel e2e run), else apps/learner/dist. */
export const defaultStaticDir = process.env.QUEST_LEARNER_DIST?.trim()
  ? path.resolve(process.env.QUEST_LEARNER_DIST.trim())
  : path.join(repoRoot, 'apps', 'learner', 'dist');

/**
 * Where uploaded files live (profile pictures, query attachments, masterclass zips): `QUEST_UPLOADS_DIR`, else
 * beside the PGlite data directory (`<data dir>-uploads`, e.g. `.data/pglite-uploads`), `.data/uploads` with
 * `DATABASE_URL`, and a per-process temporary folder for an in-memory database. Read on every call, so tests
 * can point it at a temp folder.
 */
export function uploadsDir(env: NodeJS.ProcessEnv = process.env): string {
  const explicit = env.QUEST_UPLOADS_DIR?.trim();
  if (explicit) return path.resolve(explicit);
  if (env.DATABASE_URL?.trim()) return path.join(repoRoot, '.data', 'uploads');
  const dataDir = env.QUEST_DATA_DIR?.trim() || defaultDataDir;
  if (dataDir.startsWith('memory://')) return path.join(tmpdir(), `quest-uploads-${process.pid}`);
  const resolved = path.resolve(dataDir);
  return path.join(path.dirname(resolved), `${path.basename(resolved)}-uploads`);
}
