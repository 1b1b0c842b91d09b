import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { serverConfigFromEnv, type ServerConfig } from '../src/config.ts';
import type { Db } from '../src/db.ts';
import { openTestDb } from './support/test-db.ts';
import {
  contentSecurityPolicy,
  cspOrigins,
  documentSecurityHeaders,
  NONCE_PLACEHOLDER,
  withNonce,
} from '../src/security/policy.ts';
import { CSP_REPORT_MAX_BYTES, cspReportRoutes, parseCspReports } from '../src/security/reports.ts';
import { fixedClock, makeTempDir, writeFiles } from './helpers.ts';

const CONTENT = 'http://127.0.0.1:9101';
const GATEWAY = 'http://127.0.0.1:9102';
const INDEX = `<!doctype html><html><head><meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />
<script type="module" crossorigin src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>`;
const HTML = { Accept: 'text/html' };

let db: Db;

beforeAll(async () => {
  db = await openTestDb();
});

afterAll(async () => {
  await db?.close();
});

function configWithOrigins(): ServerConfig {
  const config = serverConfigFromEnv({});
  config.origins = { app: 'http://127.0.0.1:9100', content: CONTENT, gateway: GATEWAY };
  return config;
}

/** The directives of a policy, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the content security policy', () => {
  const origins = cspOrigins(configWithOrigins(), {});
  const policy = directives(contentSecurityPolicy({ nonce: 'abc123==', documentId: 'doc1' }, origins));

  it('runs scripts and styles only from the app or with the nonce, never inline or through eval', () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-abc123=='"]);
    expect(policy.has('style-src-attr')).toBe(false);
    for (const values of policy.values()) {
      expect(values).not.toContain("'unsafe-inline'");
      expect(values).not.toContain("'unsafe-eval'");
    }
  });

  it('locks plugins, the base address and framing, and limits forms and frames to the configured origins', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'", GATEWAY]);
    expect(policy.get('frame-src')).toEqual(["'self'", CONTENT]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it("allows video.js's blob: worker and media, and reports to the page's report address", () => {
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('report-uri')).toEqual(['/__csp-report?doc=doc1']);
  });

  it('names the Reporting API endpoint only for pages served over HTTPS', () => {
    const page = { nonce: 'n', documentId: 'd' };
    const secure = documentSecurityHeaders(page, origins, 'https://quest.example');
    expect(secure['Reporting-Endpoints']).toBe('csp="https://quest.example/__csp-report?doc=d"');
    expect(directives(secure['Content-Security-Policy'] ?? null).get('report-to')).toEqual(['csp']);
    // Chrome ignores report-uri when report-to is present, and registers no endpoint for a plain-HTTP page.
    const plain = documentSecurityHeaders(page, origins, 'http://127.0.0.1:8080');
    expect(plain['Reporting-Endpoints']).toBeUndefined();
    expect(directives(plain['Content-Security-Policy'] ?? null).has('report-to')).toBe(false);
    expect(directives(plain['Content-Security-Policy'] ?? null).get('report-uri')).toEqual([
      '/__csp-report?doc=d',
    ]);
  });

  it('takes origins from the server config and the build settings, never from anything else', () => {
    const config = configWithOrigins();
    expect(
      cspOrigins(config, {
        VITE_PAYMENT_GATEWAY_ORIGINS: 'https://pay.example/checkout, not a url, ftp://x.example',
        VITE_EXTERNAL_TEST_URL: 'https://tests.example/start?x=1',
        QUEST_CONTENT_ORIGINS: 'https://cdn.example',
      }),
    ).toEqual({
      content: [CONTENT, 'https://tests.example', 'https://cdn.example'],
      gateways: [GATEWAY, 'https://pay.example'],
    });
    expect(cspOrigins(serverConfigFromEnv({}), {})).toEqual({ content: [], gateways: [] });
  });

  it('comes with the other security headers', () => {
    const headers = documentSecurityHeaders(
      { nonce: 'n', documentId: 'd' },
      origins,
      'https://quest.example',
    );
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(\)/);
  });

  it('puts the nonce into the page: the styled-components meta and every script and style element', () => {
    expect(withNonce(INDEX, 'N0nce+/=')).toContain('<meta property="csp-nonce" nonce="N0nce+/=" />');
    expect(withNonce(INDEX, 'N0nce+/=')).toContain('<script nonce="N0nce+/=" type="module"');
    expect(withNonce('<style nonce="x">a{}</style><STYLE>b{}</STYLE>', 'n')).toBe(
      '<style nonce="x">a{}</style><STYLE nonce="n">b{}</STYLE>',
    );
  });
});

describe('HTML responses of the app', () => {
  let temp: Awaited<ReturnType<typeof makeTempDir>>;
  let app: ReturnType<typeof createApp>;

  beforeAll(async () => {
    temp = await makeTempDir('security');
    await writeFiles(temp.dir, { 'dist/index.html': INDEX, 'dist/assets/index-abc.js': 'export {};' });
    app = createApp({ db, staticDir: path.join(temp.dir, 'dist'), config: configWithOrigins() });
  });

  afterAll(async () => {
    await temp?.remove();
  });

  it('carry a fresh nonce per response, the same in the header and the page', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/home/profile', '/index.html']) {
      const response = await app.request(url, { headers: HTML });
      expect(response.status, url).toBe(200);
      const policy = response.headers.get('Content-Security-Policy');
      const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? '';
      expect(nonce, url).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const html = await response.text();
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(html).not.toContain(NONCE_PLACEHOLDER);
      expect(directives(policy).get('frame-src')).toEqual(["'self'", CONTENT]);
      expect(directives(policy).get('report-uri')?.[0]).toMatch(/^\/__csp-report\?doc=[\w-]{16}$/);
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(3);
  });

  it('are never revalidated by ETag (the body changes with each response)', async () => {
    const response = await app.request('/', { headers: HTML });
    expect(response.headers.get('ETag')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('leave static assets as they were: long cache, no policy', async () => {
    const response = await app.request('/assets/index-abc.js');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toBeNull();
  });

  it('have the policy on the "not built" page too', async () => {
    const bare = createApp({ db, staticDir: path.join(temp.dir, 'missing') });
    const response = await bare.request('/', { headers: HTML });
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'self' 'nonce-/);
  });
});

describe('POST /__csp-report', () => {
  const clock = fixedClock('2026-05-06T07:08:09.000Z');
  const routes = () => cspReportRoutes({ db, clock, config: configWithOrigins() }, { NODE_ENV: 'test' });

  const reportUri = {
    'csp-report': {
      'document-uri': 'http://127.0.0.1:9100/home',
      referrer: '',
      'violated-directive': 'style-src-elem',
      'effective-directive': 'style-src-elem',
      'original-policy': "default-src 'self'",
      disposition: 'enforce',
      'blocked-uri': 'inline',
      'line-number': 12,
      'column-number': 3,
      'source-file': 'http://127.0.0.1:9100/assets/index.js',
      'status-code': 200,
      'script-sample': '.a{color:red}',
    },
  };
  const reportingApi = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'http://127.0.0.1:9100/quest/1',
      user_agent: 'Chromium/156',
      body: {
        documentURL: 'http://127.0.0.1:9100/quest/1',
        blockedURL: 'eval',
        effectiveDirective: 'script-src',
        originalPolicy: "script-src 'self'",
        disposition: 'enforce',
        sample: '',
        statusCode: 200,
        lineNumber: 1,
        columnNumber: 2,
      },
    },
    { type: 'deprecation', age: 1, url: 'x', body: {} },
  ];

  const post = (body: unknown, type: string, query = '?doc=docA') =>
    routes().request(`/__csp-report${query}`, {
      method: 'POST',
      headers: { 'Content-Type': type, 'User-Agent': 'TestAgent/1' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const list = async (query = '') =>
    ((await (await routes().request(`/__csp-report${query}`)).json()) as { items: unknown[] }).items;

  beforeEach(async () => {
    await db.exec('truncate csp_reports restart identity');
  });

  it('stores a report-uri report (application/csp-report) with the page id it was sent for', async () => {
    expect((await post(reportUri, 'application/csp-report')).status).toBe(204);
    expect(await list()).toEqual([
      {
        id: 1,
        documentId: 'docA',
        documentUrl: 'http://127.0.0.1:9100/home',
        blockedUrl: 'inline',
        effectiveDirective: 'style-src-elem',
        originalPolicy: "default-src 'self'",
        sourceFile: 'http://127.0.0.1:9100/assets/index.js',
        lineNumber: 12,
        columnNumber: 3,
        sample: '.a{color:red}',
        disposition: 'enforce',
        userAgent: 'TestAgent/1',
        receivedAt: '2026-05-06T07:08:09.000Z',
      },
    ]);
  });

  it('stores the csp-violation entries of a Reporting API batch (application/reports+json)', async () => {
    expect((await post(reportingApi, 'application/reports+json', '?doc=docB')).status).toBe(204);
    expect(await list()).toEqual([
      expect.objectContaining({
        documentId: 'docB',
        documentUrl: 'http://127.0.0.1:9100/quest/1',
        blockedUrl: 'eval',
        effectiveDirective: 'script-src',
        userAgent: 'Chromium/156',
      }),
    ]);
  });

  it('lists only the pages asked for with ?doc=a,b', async () => {
    await post(reportUri, 'application/csp-report', '?doc=one');
    await post(reportUri, 'application/csp-report', '?doc=two');
    await post(reportUri, 'application/csp-report', '?doc=three');
    const docs = (await list('?doc=one,three')).map((item) => (item as { documentId: string }).documentId);
    expect(docs).toEqual(['one', 'three']);
    expect(await list('?doc=nobody')).toEqual([]);
  });

  it('refuses other content types, bodies that are not reports, and bodies over the size limit', async () => {
    expect((await post(reportUri, 'text/plain')).status).toBe(415);
    expect((await post('{not json', 'application/csp-report')).status).toBe(400);
    expect((await post({ hello: 'world' }, 'application/csp-report')).status).toBe(400);
    const huge = {
      'csp-report': { ...reportUri['csp-report'], 'script-sample': 'x'.repeat(CSP_REPORT_MAX_BYTES) },
    };
    expect((await post(huge, 'application/csp-report')).status).toBe(413);
    expect(await list()).toEqual([]);
  });

  it('cuts long fields and ignores a malformed page id', async () => {
    const long = { 'csp-report': { ...reportUri['csp-report'], 'original-policy': 'p'.repeat(5000) } };
    expect((await post(long, 'application/csp-report', '?doc=<script>')).status).toBe(204);
    const [item] = (await list()) as Array<{ originalPolicy: string; documentId: string | null }>;
    expect(item?.originalPolicy).toHaveLength(2048);
    expect(item?.documentId).toBeNull();
  });

  it('keeps the list to tests: GET answers 404 unless NODE_ENV=test', async () => {
    const production = cspReportRoutes(
      { db, clock, config: configWithOrigins() },
      { NODE_ENV: 'production' },
    );
    expect((await production.request('/__csp-report')).status).toBe(404);
  });

  it('parses either format into the same fields', () => {
    expect(parseCspReports(reportingApi)).toHaveLength(1);
    expect(parseCspReports(reportUri)[0]).toMatchObject({ blockedUrl: 'inline', lineNumber: 12 });
    expect(parseCspReports('nonsense')).toEqual([]);
  });
});
