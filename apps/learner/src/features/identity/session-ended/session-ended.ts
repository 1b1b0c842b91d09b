import { safeRedirect } from '../../../platform/safe-redirect';
import { paths } from '../../../routes/paths';

/*
 * When a session ends in the middle of the app (a 401 or 405 on a signed-in call, learning-app.md §7 "Invalid
 * session"), the student lands on `/` with a notice and, after signing in, returns to the page they were on
 * (ADR 0116). Both ride in the address of `/`, so a reload of the sign-in page keeps them.
 */

/** `/`'s query flag: the session has just ended (the sign-in page says so). */
export const SESSION_ENDED_PARAM = 'sessionEnded';
/** `/`'s query: the page to return to after signing in (an app path, checked by `safeRedirect` both ways). */
export const RETURN_TO_PARAM = 'returnTo';

/** Where the student was: the router's location. */
export interface PagePlace {
  pathname: string;
  search: string;
  hash: string;
}

const isSignInPath = (pathname: string) =>
  pathname === paths.root.path || pathname.replace(/\/+$/, '').toLowerCase() === paths.signIn.path;

/**
 * The address of `/` after the session ended on `from`: the signed-out query (app type and app id), the
 * session-ended flag, and `from` as the page to return to — unless `from` is the sign-in page itself (a second
 * refused call keeps the first one's page) or not a path of this app.
 */
export function sessionEndedHref(signedOut: URLSearchParams, from: PagePlace, origin?: string): string {
  const query = new URLSearchParams(signedOut);
  query.set(SESSION_ENDED_PARAM, '1');
  const target = isSignInPath(from.pathname)
    ? new URLSearchParams(from.search).get(RETURN_TO_PARAM)
    : `${from.pathname}${from.search}${from.hash}`;
  const returnTo = target ? safeRedirect(target, '', origin) : '';
  if (returnTo && !isSignInPath(new URL(returnTo, 'https://app.invalid').pathname)) {
    query.set(RETURN_TO_PARAM, returnTo);
  }
  return `${paths.root.path}?${query}`;
}

/** What `/`'s address says about an ended session: whether to show the notice, and the page to return to. */
export function readSessionEnded(
  search: URLSearchParams,
  origin?: string,
): { ended: boolean; returnTo: string | null } {
  const target = search.get(RETURN_TO_PARAM);
  const returnTo = target ? safeRedirect(target, '', origin) : '';
  return { ended: search.get(SESSION_ENDED_PARAM) === '1', returnTo: returnTo || null };
}

/**
 * Where a sign-in goes: back to the page the session ended on when there is one (same-app paths only), else
 * where the sign-in flow sends the student (/home, /products, /home/connect), else /home.
 */
export function afterSignInHref(returnTo: string | null, flowRedirect: string, origin?: string): string {
  const fallback = safeRedirect(flowRedirect, paths.home.getHref(), origin);
  return returnTo ? safeRedirect(returnTo, fallback, origin) : fallback;
}
