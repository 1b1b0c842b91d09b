import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config.ts';

/** Where browsers send violation reports (POST), on the app's own origin. */
export const CSP_REPORT_PATH = '/__csp-report';

/** The Reporting API endpoint name the policy's `report-to` names (declared by `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp';

/** The origins the app's policy allows besides its own, each an exact `scheme://host:port`. */
export interface CspOrigins {
  /** Frame pages (HTML page, activity, external test, learning tool): `frame-src`, `img-src`. */
  content: string[];
  /** Card gateways the payment form posts to: `form-action`. */
  gateways: string[];
}

/** One HTML response's policy inputs: its nonce and the id its violation reports carry. */
export interface DocumentPolicy {
  nonce: string;
  /** Names this response in the report address (`?doc=`), so a report can be traced to the page that sent it. */
  documentId: string;
}

function originOf(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function originList(value: string | undefined): string[] {
  return (value ?? '').split(',').flatMap((entry) => originOf(entry) ?? []);
}

const unique = (values: ReadonlyArray<string | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/**
 * The origins of the policy, read per response (the server learns its own origins once listening): the content
 * origin and card gateway this process serves, plus the addresses the app's build names —
 * `VITE_EXTERNAL_TEST_URL`, `VITE_PAYMENT_GATEWAY_ORIGINS` — and `QUEST_CONTENT_ORIGINS` (comma-separated) for
 * content hosts of a production deployment. Start the server with the same values the app was built with.
 */
export function cspOrigins(config: ServerConfig, env: NodeJS.ProcessEnv = process.env): CspOrigins {
  return {
    content: unique([
      originOf(config.origins.content),
      originOf(env.VITE_EXTERNAL_TEST_URL),
      ...originList(env.QUEST_CONTENT_ORIGINS),
    ]),
    gateways: unique([originOf(config.origins.gateway), ...originList(env.VITE_PAYMENT_GATEWAY_ORIGINS)]),
  };
}

/** A fresh nonce for one response: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/** A fresh report id for one response: 96 random bits, base64url (safe in a query string). */
export function createDocumentId(): string {
  return randomBytes(12).toString('base64url');
}

/** The report address of one HTML response. */
export function reportUrl(documentId: string): string {
  return `${CSP_REPORT_PATH}?doc=${encodeURIComponent(documentId)}`;
}

/**
 * The learner app's Content Security Policy (ADR 0086). Scripts and styled-components' `<style>` elements run
 * only from the app's origin or with this response's nonce — never inline or through eval. KaTeX, video.js and
 * pdf.js set styles through the CSSOM (`element.style`), which a policy does not govern, so no `'unsafe-inline'`
 * is needed for style attributes. video.js/VHS transmux in a `blob:` worker and play `blob:` media sources.
 * `report-to` is named only on HTTPS: browsers register Reporting API endpoints for secure pages only, and Chrome
 * ignores `report-uri` whenever `report-to` is present, so on plain HTTP it would silence every report.
 */
export function contentSecurityPolicy(
  { nonce, documentId }: DocumentPolicy,
  origins: CspOrigins,
  { reportTo = false }: { reportTo?: boolean } = {},
): string {
  const list = (...values: string[]) => values.join(' ');
  return [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    // KaTeX's stylesheet inlines its smallest font as a data: URL.
    `font-src 'self' data:`,
    `img-src ${list("'self'", 'data:', 'blob:', ...origins.content)}`,
    `media-src 'self' blob:`,
    `worker-src 'self' blob:`,
    `connect-src 'self'`,
    // Frame pages are linked as /content/… on the app's origin, which redirects to the content origin.
    `frame-src ${list("'self'", ...origins.content)}`,
    `form-action ${list("'self'", ...origins.gateways)}`,
    `object-src 'none'`,
    `base-uri 'none'`,
    // The app runs at the top of a browser tab or a native web view, never inside another site's frame.
    `frame-ancestors 'none'`,
    `report-uri ${reportUrl(documentId)}`,
    ...(reportTo ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ].join('; ');
}

/**
 * Features the app never uses are switched off for it and every frame; fullscreen (the video player) stays
 * on for the app's own origin.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), fullscreen=(self)';

/**
 * Every header of one HTML response of the app. `pageOrigin` is the origin the page was requested on: on HTTPS
 * the Reporting API endpoint is declared there (browsers take only absolute endpoint URLs).
 */
export function documentSecurityHeaders(
  document: DocumentPolicy,
  origins: CspOrigins,
  pageOrigin: string,
): Record<string, string> {
  const reportTo = pageOrigin.startsWith('https:');
  return {
    'Content-Security-Policy': contentSecurityPolicy(document, origins, { reportTo }),
    ...(reportTo && {
      'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${pageOrigin}${reportUrl(document.documentId)}"`,
    }),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
}

/**
 * The placeholder in `apps/learner/index.html` (`<meta property="csp-nonce" nonce="…">`) that the server
 * replaces with each response's nonce; styled-components reads it and stamps its `<style>` elements.
 */
export const NONCE_PLACEHOLDER = '__QUEST_CSP_NONCE__';

/**
 * The page with this response's nonce: the placeholder filled in and a `nonce` on every `<script>` and
 * `<style>` element that has none (module scripts pass by `'self'` too; the nonce keeps them valid under a
 * stricter policy).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replaceAll(NONCE_PLACEHOLDER, nonce)
    .replace(/<(script|style)\b(?![^>]*\snonce=)/gi, (tag) => `${tag} nonce="${nonce}"`);
}
