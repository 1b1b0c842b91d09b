import { isKnownPath } from '../routes/paths';

/** A stand-in origin for resolving when no page origin is given (tests, server rendering). */
const PLACEHOLDER_ORIGIN = 'https://app.invalid';

/**
 * A redirect target taken from a query string or navigation state, kept only when it is a path of this app
 * (ADR 0087): a string that starts with exactly one `/` (not `//` or `/\`, which browsers read as another host),
 * holds no control characters or backslashes, resolves to the app's own origin and names a route of paths.ts.
 * Anything else gives `fallback`. The answer is the resolved path, query and hash (never an absolute URL).
 */
export function safeRedirect(target: unknown, fallback: string, origin = currentOrigin()): string {
  if (typeof target !== 'string' || !target.startsWith('/')) return fallback;
  if (target.startsWith('//') || target.includes('\\')) return fallback;
  // Browsers drop tabs and newlines inside URLs ("/\t/evil.example" is "//evil.example"): refuse them all.
  if (/\s/.test(target) || hasControlCharacter(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin || !isKnownPath(url.pathname)) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

const hasControlCharacter = (text: string) =>
  Array.from(text).some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

function currentOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin && window.location.origin !== 'null'
    ? window.location.origin
    : PLACEHOLDER_ORIGIN;
}
