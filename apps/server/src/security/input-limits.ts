import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/*
 * Input limits every route applies before its own checks (docs/decisions/0104-input-limits.md): the body's size
 * before it is read into memory, and no NUL character in any query value or body text, so nothing reaches the
 * database (Postgres refuses U+0000 in text) or a log with one.
 */

/**
 * The largest JSON body of a contract call. The biggest legitimate one is a test attempt at the schema's 500
 * answers (about 100 KB; 200 answers are about 40 KB); client error reports and CSP reports stay under 64 KB.
 */
export const JSON_BODY_LIMIT = 128 * 1024;

/**
 * The ceiling of a multipart call (files), above the largest upload's own limit (query attachments: 5 × 5 MB and
 * 1 MB of form). Each upload route sets its own limit, with its own message, in front of this one.
 */
export const MULTIPART_BODY_LIMIT = 32 * 1024 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;

export const bodyTooLargeMessage = (maxSize: number) =>
  `Request body is too large: at most ${sizeText(maxSize)} is accepted.`;

/**
 * Refuses a body over `maxSize` bytes with 413 `{ error }` before it is read: by its Content-Length, or (chunked,
 * without a length) as soon as the bytes read pass the limit. A Content-Length that is not a number is a 400.
 */
export function limitBody(
  maxSize: number,
  message = bodyTooLargeMessage(maxSize),
  answer: (c: Context, status: 400 | 413, error: string) => Response | Promise<Response> = (
    c,
    status,
    error,
  ) => c.json({ error }, status),
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: (c) => answer(c, 413, message) });
  return async (c, next) => {
    const length = c.req.header('Content-Length');
    if (length !== undefined && !/^\d{1,15}$/.test(length.trim())) {
      return answer(c, 400, 'Content-Length must be a number of bytes');
    }
    return limit(c, next);
  };
}

export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

/** How deep a request's JSON may nest: the contract's deepest body is 3 levels (ADR 0104). */
export const MAX_NESTING = 32;

/** A request whose value could not be checked: nested deeper than MAX_NESTING. */
export const TOO_DEEP = Symbol('too deep');

/**
 * Where the first text holding U+0000 is in a value read from a request (query values, JSON, form fields and file
 * names, object keys): its path, e.g. `attachmentList.0.fileName`, '' for the value itself; undefined when there
 * is none; TOO_DEEP when the value nests deeper than MAX_NESTING. Iterative, so no body can exhaust the stack.
 */
export function nulPath(value: unknown): string | undefined | typeof TOO_DEEP {
  const stack: Array<{ value: unknown; path: ReadonlyArray<string | number> }> = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: item, path } = stack.pop()!;
    if (path.length > MAX_NESTING) return TOO_DEEP;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path.join('.');
    } else if (typeof File !== 'undefined' && item instanceof File) {
      if (item.name.includes('\u0000')) return path.join('.');
    } else if (item instanceof Blob) {
      continue;
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        stack.push({ value: item[index], path: [...path, index] });
      }
    } else if (item && typeof item === 'object') {
      const entries = Object.entries(item);
      for (const [key] of entries) {
        if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')].join('.');
      }
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, field] = entries[index]!;
        stack.push({ value: field, path: [...path, key] });
      }
    }
  }
  return undefined;
}

/**
 * "subject must not contain control characters", naming the field, or "subject is nested too deeply": undefined
 * when the value is fine.
 */
export function nulMessage(value: unknown, subject: string): string | undefined {
  const found = nulPath(value);
  if (found === undefined) return undefined;
  if (found === TOO_DEEP) return `${subject} is nested too deeply (at most ${MAX_NESTING} levels)`;
  return `${found === '' ? subject : found} ${CONTROL_CHARACTER_MESSAGE}`;
}
