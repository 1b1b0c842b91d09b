import type { ContentTypeCode } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../contract.ts';
import { requireContentEntitlement } from './entitlement.ts';
import { findQuestToken, issueQuestToken } from './quest-tokens.ts';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * Files opened without the bearer (pdf.js, a download, a frame) carry a grant in their address instead
 * (ADR 0105). A grant names the student and one quest; it lives this long, and every use re-checks the entitlement.
 */
export const CONTENT_GRANT_TTL_MS = 6 * 60 * 60_000;

/** The query parameters a granted address carries. */
export const GRANT_PARAM = 'grant';
export const GRANT_CONTENT_PARAM = 'contentId';

/** Contents whose file is fetched by address: PDFs (04, 05), the HTML page (07) and the activity (10). */
export const GRANTED_TYPE_CODES: readonly ContentTypeCode[] = ['04', '05', '07', '10'];

/** A new grant of one student for one quest; expired grants are dropped. */
export const issueContentGrant = (deps: Deps, userId: number, questId: number): Promise<string> =>
  issueQuestToken(deps, 'content_grants', CONTENT_GRANT_TTL_MS, userId, questId);

/** The address with the grant and the content id in its query. */
export function grantedUrl(url: string, grant: string, contentId: number): string {
  const [base, query = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set(GRANT_CONTENT_PARAM, String(contentId));
  params.set(GRANT_PARAM, grant);
  return `${base}?${params.toString()}`;
}

const pathOf = (stored: string) => stored.split('?', 1)[0]!.replace(/^content-origin:/, '');

/**
 * Checks a request for a granted file: `path` is the path served (e.g. `/media/pdf/demo.pdf` on the app, or
 * `/pages/activity.html` on the content origin). 401 without a live grant; 403 (the entitlement's texts) when the
 * student may no longer open that content; 404 when the content is not at that address or not in the quest.
 */
export async function requireGrantedFile(
  deps: Deps,
  path: string,
  query: { grant?: string | undefined; contentId?: string | undefined },
): Promise<{ userId: number; contentId: number }> {
  const token = query.grant ?? '';
  const contentId = /^\d{1,9}$/.test(query.contentId ?? '') ? Number(query.contentId) : NaN;
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(token) || !Number.isFinite(contentId)) {
    throw fail(401, 'This link is not valid or has expired. Please open the content again from Quest.');
  }
  const grant = await findQuestToken(deps, 'content_grants', token);
  if (!grant)
    throw fail(401, 'This link is not valid or has expired. Please open the content again from Quest.');
  const content = await requireContentEntitlement(deps, grant.userId, contentId, GRANTED_TYPE_CODES);
  const [row] = await deps.db.query<{ fileUrl: string }>(
    'select file_url as "fileUrl" from contents where id = $1',
    [contentId],
  );
  if (content.questId !== grant.questId || !row || pathOf(row.fileUrl) !== path) {
    throw fail(404, 'Content not found.');
  }
  return { userId: grant.userId, contentId };
}
