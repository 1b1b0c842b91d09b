import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { ApiFailure } from '../../contract.ts';
import { userFromBearer } from '../../identity/sessions.ts';
import { currentLog, rootLog } from '../../log.ts';
import { requestLog } from '../../request-log.ts';
import { requireGrantedFile } from '../learning/content-grants.ts';
import { requireQuestEntitlement } from '../learning/entitlement.ts';
import { verifyLearningToolToken } from '../learning/learning-tool.ts';
import { diagnosticReportPage } from './diagnostic-report.ts';
import { escapeHtml } from './escape-html.ts';
import { contentDir, fileInside, sendFile } from './files.ts';

/** Vite's development server (scripts/dev.mjs): the app's origin while developing with hot reload. */
const DEV_APP_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** The placeholder in the static pages that the server fills with the origin the page posts messages to. */
const APP_ORIGIN_PLACEHOLDER = '%APP_ORIGIN%';

const pagesDir = path.join(contentDir, 'pages');
const assetsDir = path.join(contentDir, 'assets');

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The origins allowed to frame the content pages and receive their messages: the app's origin, more from
 * QUEST_APP_ORIGINS (comma-separated), and outside production Vite's development server.
 */
export function allowedAppOrigins(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): string[] {
  const extra = (env.QUEST_APP_ORIGINS ?? '')
    .split(',')
    .map((value) => originOf(value.trim()))
    .filter((value): value is string => Boolean(value));
  const all = [
    originOf(deps.config.origins.app),
    ...extra,
    ...(deps.config.production ? [] : DEV_APP_ORIGINS),
  ];
  return [...new Set(all.filter((value): value is string => Boolean(value)))];
}

/**
 * The one origin a page posts its messages to (never '*'): `?origin=` when it is an allowed app origin, else the
 * Referer's origin when allowed, else the app's own origin (ADR 0022).
 */
export function messageTargetOrigin(deps: AppDeps, c: Context): string {
  const allowed = allowedAppOrigins(deps);
  const fromQuery = originOf(c.req.query('origin'));
  if (fromQuery && allowed.includes(fromQuery)) return fromQuery;
  const fromReferer = originOf(c.req.header('Referer'));
  if (fromReferer && allowed.includes(fromReferer)) return fromReferer;
  return originOf(deps.config.origins.app) ?? allowed[0] ?? 'null';
}

function securityHeaders(deps: AppDeps): Record<string, string> {
  const ancestors = allowedAppOrigins(deps).join(' ') || "'none'";
  return {
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${ancestors}`,
    ].join('; '),
    // Links carry tokens in their query (test start, learning tool): never pass them on.
    'Referrer-Policy': 'no-referrer',
  };
}

/** A page of the dynamic stand-ins, in the same look as the static pages. */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
    <link rel="stylesheet" href="/assets/content.css" />
  </head>
  <body>
    <main class="page">
${body}
    </main>
  </body>
</html>
`;
}

/** A link back to the app, only when `lasturl` is an address on an allowed app origin (no open redirect). */
function backLink(deps: AppDeps, lastUrl: string | undefined): string {
  const origin = originOf(lastUrl);
  if (!lastUrl || !origin || !allowedAppOrigins(deps).includes(origin)) return '';
  return `<p><a class="button" href="${escapeHtml(lastUrl)}" target="_top">Back to Quest</a></p>`;
}

/** Base64 or base64url of UTF-8 text; undefined when it is not that. */
function decodeBase64Text(value: string): string | undefined {
  const normal = value.replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(normal)) return undefined;
  const bytes = Buffer.from(normal, 'base64');
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  if (!text || text.includes('\uFFFD') || [...text].some((ch) => ch.charCodeAt(0) < 32)) return undefined;
  return text;
}

type Refusal = { status: 401 | 403 | 404; message: string };

/** Runs a check; its ApiFailure as a refusal (other errors go on), undefined when it passed. */
async function refusalOf(check: () => Promise<unknown>): Promise<Refusal | undefined> {
  try {
    await check();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiFailure)) throw error;
    const status = error.status === 401 || error.status === 404 ? error.status : 403;
    return { status, message: error.message };
  }
}

/** Pages that show a quest's content: opened only with a content grant (GetContentList puts it in fileUrl). */
const GRANTED_PAGES = new Set(['html-page.html', 'activity.html']);
/** The external online test: opened with the session token and the student's own assignment (`osaid`). */
const EXTERNAL_TEST_PAGE = 'external-test.html';

/**
 * Why a content page may not be served to this request (ADR 0105), or undefined: the HTML page and the activity
 * need a live grant for that content (quest held, trial not over, kind open — so a locked activity's direct link
 * is refused); the external test needs a live session and an assignment of that student.
 */
async function pageRefusal(deps: AppDeps, c: Context, name: string): Promise<Refusal | undefined> {
  if (GRANTED_PAGES.has(name)) {
    return refusalOf(() =>
      requireGrantedFile(deps, `/pages/${name}`, {
        grant: c.req.query('grant'),
        contentId: c.req.query('contentId'),
      }),
    );
  }
  if (name === EXTERNAL_TEST_PAGE) {
    return refusalOf(async () => {
      const user = await userFromBearer(deps, `Bearer ${c.req.query('token') ?? ''}`);
      const osaid = Number(c.req.query('osaid'));
      const [assignment] = Number.isInteger(osaid)
        ? await deps.db.query('select 1 from online_test_assignments where id = $1 and user_id = $2', [
            osaid,
            user.userId,
          ])
        : [];
      if (!assignment) throw new ApiFailure(403, 'This test is not assigned to you.');
    });
  }
  return undefined;
}

/**
 * The content origin: frame pages (HTML page, activity, external test, learning-tool and coding-site
 * stand-ins) served from a different origin than the app, so the app can check frame messages by origin.
 * Framing is allowed only to the app's origin(s) (`frame-ancestors`), and the pages post only to one app origin.
 */
export function createContentApp(deps: AppDeps): Hono {
  const app = new Hono();
  app.use('*', requestLog(deps.log ?? rootLog, 'content'));

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaders(deps))) c.res.headers.set(name, value);
  });

  app.get('/', (c) => c.redirect('/pages/terms.html', 302));

  app.get('/pages/:file', async (c) => {
    const file = fileInside(pagesDir, c.req.param('file'), ['.html']);
    const html = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined;
    if (html === undefined) return c.text('Not found', 404);
    const refusal = await pageRefusal(deps, c, c.req.param('file'));
    if (refusal) {
      c.header('Cache-Control', 'no-store');
      return c.html(
        page(
          'Not available',
          `      <h1>Not available</h1>
      <p class="error" role="alert">${escapeHtml(refusal.message)}</p>`,
        ),
        refusal.status,
      );
    }
    if (c.req.param('file') === EXTERNAL_TEST_PAGE && c.req.query('view') === 'report') {
      // The diagnostic report opens like the test (§4): the same page and check, the report instead (ADR 0115).
      const user = await userFromBearer(deps, `Bearer ${c.req.query('token') ?? ''}`);
      const report = await diagnosticReportPage(
        deps,
        user.userId,
        Number(c.req.query('osaid')),
        messageTargetOrigin(deps, c),
      );
      c.header('Cache-Control', 'no-store');
      return c.html(report.html, report.status);
    }
    c.header('Cache-Control', 'no-cache');
    return c.html(html.replaceAll(APP_ORIGIN_PLACEHOLDER, escapeHtml(messageTargetOrigin(deps, c))));
  });

  app.get('/assets/:file', async (c) => {
    const file = fileInside(assetsDir, c.req.param('file'), ['.js', '.css', '.svg']);
    const response = file ? await sendFile(c, file, { cacheControl: 'no-cache' }) : undefined;
    return response ?? c.text('Not found', 404);
  });

  // Stand-in for the external learning tool's third-party auth page: ?token=&lasturl=.
  app.get('/learning-tool/auth', async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.query('token') ?? '';
    const holder = /^[A-Za-z0-9_-]{1,200}$/.test(token) ? await verifyLearningToolToken(deps, token) : null;
    const back = backLink(deps, c.req.query('lasturl'));
    // The token outlives a trial: each opening re-checks that the quest is still entitled (ADR 0105).
    const refusal = holder
      ? await refusalOf(() => requireQuestEntitlement(deps, holder.userId, holder.questId))
      : undefined;
    if (refusal) {
      return c.html(
        page(
          'Learning tool',
          `      <h1>Learning tool</h1>
      <p class="error" role="alert">${escapeHtml(refusal.message)}</p>
      ${back}`,
        ),
        refusal.status,
      );
    }
    if (!holder) {
      return c.html(
        page(
          'Learning tool',
          `      <h1>Learning tool</h1>
      <p class="error" role="alert">This link is not valid or has expired. Please open the learning tool again from Quest.</p>
      ${back}`,
        ),
        401,
      );
    }
    const [user] = await deps.db.query<{ firstName: string }>(
      'select first_name as "firstName" from users where id = $1',
      [holder.userId],
    );
    return c.html(
      page(
        'Learning tool',
        `      <h1>Learning tool</h1>
      <p>Welcome${user?.firstName ? `, ${escapeHtml(user.firstName)}` : ''}! You are signed in to the learning tool for quest ${holder.questId}.</p>
      <section class="card" aria-labelledby="practice">
        <h2 id="practice">Today's practice</h2>
        <ul>
          <li>Number patterns: find the next three numbers.</li>
          <li>Mental maths: 25 quick sums in 5 minutes.</li>
          <li>Word problems: fractions in the kitchen.</li>
        </ul>
      </section>
      ${back}`,
      ),
    );
  });

  // Stand-in for the external coding site: the user name base64-encoded in the path.
  app.get('/coding/*', (c) => {
    c.header('Cache-Control', 'no-store');
    let encoded: string;
    try {
      encoded = decodeURIComponent(c.req.path.slice('/coding/'.length));
    } catch {
      encoded = '';
    }
    const userName = decodeBase64Text(encoded);
    if (!userName) {
      return c.html(
        page(
          'Coding classes',
          '      <h1>Coding classes</h1>\n      <p class="error" role="alert">This link is not valid.</p>',
        ),
        400,
      );
    }
    return c.html(
      page(
        'Coding classes',
        `      <h1>Welcome, ${escapeHtml(userName)}</h1>
      <p>This is the coding site. Your next live coding class and your projects appear here.</p>`,
      ),
    );
  });

  app.notFound((c) => c.text('Not found', 404));
  app.onError((error, c) => {
    currentLog(deps.log).error(
      { err: error, origin: 'content', method: c.req.method, path: c.req.path },
      'Request failed',
    );
    return c.text('Internal server error', 500);
  });
  return app;
}
