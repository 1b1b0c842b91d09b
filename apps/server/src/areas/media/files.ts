import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { serverRoot } from '../../paths.ts';

/** The committed demo media (made by scripts/make-media.sh). `keys/` is never served as files. */
export const mediaDir = path.join(serverRoot, 'media');
/** The static pages and scripts of the content origin. */
export const contentDir = path.join(serverRoot, 'content');

/** One path segment: a plain file name, no separators, no leading dot, no `..`. */
const SAFE_NAME = /^[a-z0-9][a-z0-9_-]*(\.[a-z0-9]+)+$/i;

export const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
};

/**
 * The file `name` directly inside `dir` when the name is a plain file name with one of `extensions`;
 * undefined for anything else (separators, `..`, hidden files, other types), so no request reaches outside.
 */
export function fileInside(dir: string, name: string, extensions: readonly string[]): string | undefined {
  if (!SAFE_NAME.test(name) || name.includes('..')) return undefined;
  if (!extensions.includes(path.extname(name).toLowerCase())) return undefined;
  const root = path.resolve(dir);
  const file = path.resolve(root, name);
  return path.dirname(file) === root ? file : undefined;
}

export interface SendOptions {
  cacheControl: string;
  headers?: Record<string, string>;
}

/** Sends a file with its content type, an ETag (answering If-None-Match with 304) and `nosniff`; undefined if missing. */
export async function sendFile(
  c: Context,
  file: string,
  options: SendOptions,
): Promise<Response | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers: Record<string, string> = {
    'Cache-Control': options.cacheControl,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...options.headers,
  };
  const match = c.req
    .header('If-None-Match')
    ?.split(/\s*,\s*/)
    .includes(etag);
  if (match) return new Response(null, { status: 304, headers });
  headers['Content-Type'] = contentTypes[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  return new Response(await readFile(file), { status: 200, headers });
}
