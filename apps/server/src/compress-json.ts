import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const gzipAsync = promisify(gzip);

/** Smallest JSON body worth compressing: below it, gzip's header and the CPU cost more than they save. */
export const COMPRESS_JSON_THRESHOLD = 1024;

/**
 * Compresses the server's JSON answers with gzip when the client accepts it (issue 26: /products sent 11 KiB of
 * API JSON uncompressed on a slow network). Static files have their own cached gzip (`static.ts`); this one is
 * for answers made per request, so it uses a middle level (6): about as small as level 9 for JSON, several times
 * cheaper. Bodies under {@link COMPRESS_JSON_THRESHOLD} bytes, streams and anything already encoded pass as they
 * are. Every JSON answer says `Vary: Accept-Encoding`, so a cache never serves a compressed body to a client that
 * did not ask for one.
 */
export function compressJson(threshold = COMPRESS_JSON_THRESHOLD): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!/^application\/json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    if (c.req.method === 'HEAD' || res.headers.has('Content-Encoding') || !res.body) return;
    const vary = res.headers.get('Vary');
    if (!vary) res.headers.set('Vary', 'Accept-Encoding');
    else if (vary !== '*' && !/\baccept-encoding\b/i.test(vary))
      res.headers.set('Vary', `${vary}, Accept-Encoding`);
    if (!acceptsGzip(c.req.header('Accept-Encoding'))) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    const init = { status: res.status, statusText: res.statusText, headers };
    // Hono merges the old answer's headers into a new one set over it: clear it first, then set the new.
    c.res = undefined;
    if (body.byteLength < threshold) {
      c.res = new Response(body, init);
      return;
    }
    const zipped = await gzipAsync(body, { level: 6 });
    headers.set('Content-Encoding', 'gzip');
    headers.set('Content-Length', String(zipped.byteLength));
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(new Uint8Array(zipped), init);
  };
}

/** Whether an Accept-Encoding header allows gzip (listed without `q=0`, or through `*`). */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let star = false;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === 'gzip') return allowed;
    if (name.trim() === '*') star = allowed;
  }
  return star;
}
