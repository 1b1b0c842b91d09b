import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = path.join(serverRoot, 'migrations');
export const defaultDataDir = path.join(repoRoot, '.data', 'pglite');
export const defaultStaticDir = path.join(repoRoot, 'apps', 'learner', 'dist');
