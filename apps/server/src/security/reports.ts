import { Hono } from 'hono';
import type { AppDeps } from '../deps.ts';
import { limitBody, nulMessage } from './input-limits.ts';
import { CSP_REPORT_PATH } from './policy.ts';

/** Largest report body accepted; a browser's report is a few kilobytes. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** Most violations stored from one request (the Reporting API batches several). */
export const CSP_REPORTS_PER_REQUEST = 20;
/** Most reports kept; older ones are dropped as new ones arrive. */
export const CSP_REPORTS_KEPT = 10_000;
/** Longest stored text of one field (a policy, a URL, a sample). */
const FIELD_MAX = 2048;

const DOCUMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** One stored violation, as GET /__csp-report lists it (tests only). */
export interface CspViolation {
  id: number;
  documentId: string | null;
  documentUrl: string | null;
  blockedUrl: string | null;
  effectiveDirective: string | null;
  originalPolicy: string | null;
  sourceFile: string | null;
  lineNumber: number | null;
  columnNumber: number | null;
  sample: string | null;
  disposition: string | null;
  userAgent: string | null;
  receivedAt: string;
}

type Fields = Omit<CspViolation, 'id' | 'documentId' | 'receivedAt'>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value !== '' ? value.slice(0, FIELD_MAX) : null;
}

function int(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? value : null;
}

/** `{"csp-report": {...}}` (report-uri, application/csp-report). */
function fromReportUri(report: Json, userAgent: string | null): Fields {
  return {
    documentUrl: text(report['document-uri']),
    blockedUrl: text(report['blocked-uri']),
    effectiveDirective: text(report['effective-directive'] ?? report['violated-directive']),
    originalPolicy: text(report['original-policy']),
    sourceFile: text(report['source-file']),
    lineNumber: int(report['line-number']),
    columnNumber: int(report['column-number']),
    sample: text(report['script-sample']),
    disposition: text(report.disposition),
    userAgent,
  };
}

/** One `{type: "csp-violation", url, user_agent, body}` of a Reporting API batch (application/reports+json). */
function fromReportingApi(report: Json, userAgent: string | null): Fields | null {
  if (report.type !== 'csp-violation' || !isObject(report.body)) return null;
  const body = report.body;
  return {
    documentUrl: text(body.documentURL ?? report.url),
    blockedUrl: text(body.blockedURL),
    effectiveDirective: text(body.effectiveDirective),
    originalPolicy: text(body.originalPolicy),
    sourceFile: text(body.sourceFile),
    lineNumber: int(body.lineNumber),
    columnNumber: int(body.columnNumber),
    sample: text(body.sample),
    disposition: text(body.disposition),
    userAgent: text(report.user_agent) ?? userAgent,
  };
}

/** The violations in a report body of either format; an empty list when it is neither. */
export function parseCspReports(body: unknown, userAgent: string | null = null): Fields[] {
  if (isObject(body) && isObject(body['csp-report'])) return [fromReportUri(body['csp-report'], userAgent)];
  if (Array.isArray(body)) {
    return body
      .slice(0, CSP_REPORTS_PER_REQUEST)
      .flatMap((report) => (isObject(report) ? (fromReportingApi(report, userAgent) ?? []) : []));
  }
  return [];
}

interface CspReportRow {
  id: number;
  document_id: string | null;
  document_url: string | null;
  blocked_url: string | null;
  effective_directive: string | null;
  original_policy: string | null;
  source_file: string | null;
  line_number: number | null;
  column_number: number | null;
  sample: string | null;
  disposition: string | null;
  user_agent: string | null;
  received_at: Date;
}

/**
 * POST /__csp-report: browsers' violation reports (application/csp-report from `report-uri`,
 * application/reports+json from `report-to`), stored with a size limit; answers 204. GET lists them, newest
 * last, optionally only those of `?doc=a,b` — with NODE_ENV=test only, for the end-to-end suite.
 */
export function cspReportRoutes({ db, clock }: AppDeps, env: NodeJS.ProcessEnv = process.env): Hono {
  return new Hono()
    .post(CSP_REPORT_PATH, limitBody(CSP_REPORT_MAX_BYTES), async (c) => {
      const type = (c.req.header('Content-Type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (!REPORT_TYPES.includes(type)) return c.json({ error: 'Unsupported report type' }, 415);
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return c.json({ error: 'Request body is not valid JSON' }, 400);
      }
      const nul = nulMessage(body, 'report');
      if (nul) return c.json({ error: nul }, 400);
      const reports = parseCspReports(body, text(c.req.header('User-Agent')));
      if (reports.length === 0) return c.json({ error: 'No CSP violation in the report' }, 400);
      const doc = c.req.query('doc');
      const documentId = doc && DOCUMENT_ID.test(doc) ? doc : null;
      await db.transaction(async (tx) => {
        for (const r of reports) {
          await tx.query(
            `insert into csp_reports (document_id, document_url, blocked_url, effective_directive,
                 original_policy, source_file, line_number, column_number, sample, disposition, user_agent,
                 received_at)
               values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
            [
              documentId,
              r.documentUrl,
              r.blockedUrl,
              r.effectiveDirective,
              r.originalPolicy,
              r.sourceFile,
              r.lineNumber,
              r.columnNumber,
              r.sample,
              r.disposition,
              r.userAgent,
              clock.now(),
            ],
          );
        }
        await tx.query(`delete from csp_reports where id <= (select max(id) from csp_reports) - $1`, [
          CSP_REPORTS_KEPT,
        ]);
      });
      return c.body(null, 204);
    })
    .get(CSP_REPORT_PATH, async (c) => {
      if (env.NODE_ENV !== 'test') return c.json({ error: 'Not found' }, 404);
      const docs = (c.req.query('doc') ?? '').split(',').filter((doc) => DOCUMENT_ID.test(doc));
      const rows = await db.query<CspReportRow>(
        `select * from csp_reports
         where cardinality($1::text[]) = 0 or document_id = any($1::text[])
         order by id limit 1000`,
        [docs],
      );
      c.header('Cache-Control', 'no-store');
      return c.json({ items: rows.map(toViolation) });
    });
}

function toViolation(row: CspReportRow): CspViolation {
  return {
    id: Number(row.id),
    documentId: row.document_id,
    documentUrl: row.document_url,
    blockedUrl: row.blocked_url,
    effectiveDirective: row.effective_directive,
    originalPolicy: row.original_policy,
    sourceFile: row.source_file,
    lineNumber: row.line_number,
    columnNumber: row.column_number,
    sample: row.sample,
    disposition: row.disposition,
    userAgent: row.user_agent,
    receivedAt: row.received_at.toISOString(),
  };
}
