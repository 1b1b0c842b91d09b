import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Context, Handler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { ServerConfig } from './config.ts';
import {
  createDocumentId,
  createNonce,
  cspOrigins,
  documentSecurityHeaders,
  withNonce,
} from './security/policy.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Quest</title></head>
<body><main><h1>Quest</h1><p>The learner app is not built yet. Run <code>npm run build</code>.</p></main></body>
</html>
`;

/**
 * The learner app's service worker script (ADR 0089): served from the build like other root files (revalidated,
 * `text/javascript`), and a 404 when the build has none — never `index.html`, which the browser would reject.
 */
export const SERVICE_WORKER_PATH = '/sw.js';

/** Paths the learner app never owns: they are answered by routes or get a 404, never `index.html`. */
export function isServerPath(urlPath: string): boolean {
  return /^\/(api|health|ready)(\/|$)/.test(urlPath);
}

/**
 * Serves the built learner app: files as they are (hashed `/assets/*` cached for a year, everything else
 * revalidated), and `index.html` for page navigations to any other path so deep links reach the client router.
 * Every HTML page gets a fresh nonce and the security headers (ADR 0086), and is never revalidated by ETag: its
 * body changes with each response.
 */
export function learnerApp(staticDir: string, config?: ServerConfig): Handler {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');
  const sendHtml = (c: Context, file: string) => sendPage(c, file, config);
  return async (c) => {
    const urlPath = c.req.path;
    if (isServerPath(urlPath)) return c.notFound();
    const requested = resolveInside(root, urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath);
    if (requested) {
      const response = requested.endsWith('.html')
        ? await sendHtml(c, requested)
        : await sendFile(c, requested, urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      if (response) return response;
    }
    if (urlPath.startsWith('/assets/') || urlPath === SERVICE_WORKER_PATH) return c.notFound();
    if (!(urlPath === '/' || acceptsHtml(c))) return c.notFound();
    return (await sendHtml(c, indexFile)) ?? notBuilt(c, config);
  };
}

function acceptsHtml(c: Context): boolean {
  return (c.req.header('Accept') ?? '').includes('text/html');
}

function resolveInside(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.split(/[/\\]/).some(isHidden)) return undefined;
  const file = path.resolve(root, `.${decoded}`);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function isHidden(segment: string): boolean {
  return segment.startsWith('.') && segment !== '.well-known';
}

async function sendFile(c: Context, file: string, cacheControl: string): Promise<Response | undefined> {
  const stats = await stat(file).catch(() => undefined);
  if (!stats?.isFile()) return undefined;
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  c.header('Cache-Control', cacheControl);
  c.header('ETag', etag);
  if (
    c.req
      .header('If-None-Match')
      ?.split(/\s*,\s*/)
      .includes(etag)
  )
    return c.body(null, 304);
  const type = getMimeType(file) ?? 'application/octet-stream';
  c.header('Content-Type', type);
  c.header('X-Content-Type-Options', 'nosniff');
  const body = await readFile(file);
  if (!COMPRESSIBLE.test(type) || body.length < 1024) return c.body(body, 200);
  c.header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.body(body, 200);
  c.header('Content-Encoding', 'gzip');
  return c.body(gzipped(etag + file, body), 200);
}

/** Text files the browser gets gzipped when it asks (scripts, styles, JSON, SVG): a slow network's biggest win. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/;
/** Each file is compressed once per version (its ETag), at the best level: the build's files do not change. */
const gzipCache = new Map<string, Uint8Array<ArrayBuffer>>();
function gzipped(key: string, body: Buffer): Uint8Array<ArrayBuffer> {
  let zipped = gzipCache.get(key);
  if (!zipped) {
    zipped = new Uint8Array(gzipSync(body, { level: 9 }));
    gzipCache.set(key, zipped);
  }
  return zipped;
}

/** Security headers with a fresh nonce; returns the nonce the page must carry. */
function secureDocument(c: Context, config: ServerConfig | undefined): string {
  const nonce = createNonce();
  const origins = config ? cspOrigins(config) : { content: [], gateways: [] };
  // Behind a proxy that ends TLS the request arrives as http: the public origin says where the page really is.
  const headers = documentSecurityHeaders(
    { nonce, documentId: createDocumentId() },
    origins,
    config?.publicOrigins?.app ?? new URL(c.req.url).origin,
  );
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  return nonce;
}

/** An HTML page of the build with this response's nonce; undefined when the file is not there. */
async function sendPage(c: Context, file: string, config: ServerConfig | undefined) {
  const html = await readFile(file, 'utf8').catch(() => undefined);
  if (html === undefined) return undefined;
  const nonce = secureDocument(c, config);
  c.header('Cache-Control', REVALIDATE);
  const page = withNonce(html, nonce);
  // The page carries the prerendered sign-in screen and its CSS (ADR 0125): gzipped per response (its nonce is new
  // each time), a few kilobytes instead of ~30 on a slow network.
  if (page.length < 1024) return c.html(page, 200);
  c.header('Vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(c.req.header('Accept-Encoding') ?? '')) return c.html(page, 200);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  c.header('Content-Encoding', 'gzip');
  return c.body(new Uint8Array(gzipSync(page, { level: 6 })), 200);
}

function notBuilt(c: Context, config: ServerConfig | undefined): Response {
  secureDocument(c, config);
  c.header('Cache-Control', 'no-store');
  return c.html(NOT_BUILT_PAGE, 503);
}
