import path from 'node:path';
import type { Context, Hono } from 'hono';
import { mediaEndpoints } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { ApiFailure, implement } from '../../contract.ts';
import { requireGrantedFile } from '../learning/content-grants.ts';
import { fileInside, mediaDir, sendFile } from './files.ts';
import {
  SEGMENT_NAME,
  assertMayPlay,
  demoHlsDir,
  issueVideoToken,
  playlistFor,
  videoContentExists,
  videoKey,
  videoTokenUser,
} from './video.ts';

/** Static media folders on the app's origin, the file types each serves, and how long browsers may keep them. */
const staticFolders: Record<string, { extensions: string[]; cacheControl: string }> = {
  images: { extensions: ['.svg', '.png', '.jpg', '.webp'], cacheControl: 'public, max-age=86400' },
  pdf: { extensions: ['.pdf'], cacheControl: 'private, no-store' },
  docs: { extensions: ['.pdf'], cacheControl: 'public, max-age=3600' },
};

const notFound = (c: Context) => c.json({ error: 'Not found' }, 404);

/** A refused request under /media: the entitlement's status and text, as JSON (ADR 0105). */
const refused = (c: Context, error: unknown) => {
  if (error instanceof ApiFailure) return c.json({ error: error.message }, error.status);
  throw error;
};

/** Folders whose files are a quest's content: served only with a live content grant (ADR 0105). */
const grantedFolders = new Set(['pdf']);
const contentIdOf = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : undefined);

/**
 * Serves the media calls of the contract (GetMKIOToken, GetKey), the demo media under `/media/*` (images, PDFs,
 * HLS per content id) and `/content/*` as a redirect to the content origin.
 */
export function registerMedia(app: Hono, deps: AppDeps): void {
  implement(app, deps, mediaEndpoints.getMkioToken, async ({ query, user, deps: d, c }) => {
    await assertMayPlay(d, user.userId, query.ContentId);
    const token = await issueVideoToken(d, user.userId, query.ContentId);
    c.header('Cache-Control', 'no-store');
    return { token };
  });

  implement(app, deps, mediaEndpoints.getKey, async ({ query, user, deps: d }) => {
    await assertMayPlay(d, user.userId, query.ContentCode);
    return new Response(new Uint8Array(await videoKey()), {
      headers: {
        'Content-Type': 'application/octet-stream',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });

  app.get('/media/hls/:contentId/:file', async (c) => {
    const contentId = contentIdOf(c.req.param('contentId'));
    const file = c.req.param('file');
    if (contentId === undefined || !(await videoContentExists(deps, contentId))) return notFound(c);
    if (file === 'index.m3u8') {
      return c.body(await playlistFor(contentId), 200, {
        'Content-Type': 'application/vnd.apple.mpegurl',
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
      });
    }
    if (!SEGMENT_NAME.test(file)) return notFound(c);
    const holder = await videoTokenUser(deps, c.req.header('Authorization'), contentId);
    if (holder === undefined) {
      c.header('WWW-Authenticate', 'Bearer realm="video"');
      return c.json({ error: 'A valid video token is required.' }, 401);
    }
    // A token outlives a trial or a location change: every segment re-checks the entitlement.
    try {
      await assertMayPlay(deps, holder, contentId);
    } catch (error) {
      return refused(c, error);
    }
    const response = await sendFile(c, path.join(demoHlsDir, file), {
      cacheControl: 'private, no-store',
    });
    return response ?? notFound(c);
  });

  app.get('/media/:folder/:file', async (c) => {
    const folder = staticFolders[c.req.param('folder')];
    const name = c.req.param('file');
    const file = folder && fileInside(path.join(mediaDir, c.req.param('folder')), name, folder.extensions);
    if (!folder || !file) return notFound(c);
    const headers: Record<string, string> = {};
    if (grantedFolders.has(c.req.param('folder'))) {
      try {
        await requireGrantedFile(deps, `/media/${c.req.param('folder')}/${name}`, {
          grant: c.req.query('grant'),
          contentId: c.req.query('contentId'),
        });
      } catch (error) {
        return refused(c, error);
      }
    }
    if (name.endsWith('.pdf')) headers['Content-Disposition'] = `inline; filename="${name}"`;
    // An SVG opened on its own runs no script and loads nothing.
    if (name.endsWith('.svg'))
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    return (await sendFile(c, file, { cacheControl: folder.cacheControl, headers })) ?? notFound(c);
  });

  // Everything else under /media (e.g. the key folder) is not served.
  app.all('/media/*', notFound);

  // The content origin's pages, reachable as relative links from the app (ADR 0022).
  app.get('/content/*', (c) => {
    const origin = deps.config.origins.content;
    if (!origin) return c.json({ error: 'The content origin is not running.' }, 503);
    const url = new URL(c.req.url);
    return c.redirect(`${origin}${url.pathname.slice('/content'.length) || '/'}${url.search}`, 302);
  });
}
