import { z } from 'zod';

/**
 * Input limits of every request (docs/decisions/0104-input-limits.md). Ids and counts go into Postgres `integer`
 * columns, so anything a request names is at most 2^31 - 1: a bigger one is a 400, never a database error.
 */
export const MAX_DB_INT = 2_147_483_647;

const idMessage = `must be a whole number from 0 to ${MAX_DB_INT}`;
const positiveIdMessage = `must be a whole number from 1 to ${MAX_DB_INT}`;

/** A whole number that fits the database's `integer` columns (0 … 2^31 - 1). */
export const dbInt = z
  .number({ error: idMessage })
  .int({ error: idMessage, abort: true })
  .min(0, idMessage)
  .max(MAX_DB_INT, idMessage);

/** An id of a database row in a JSON body: 1 … 2^31 - 1. */
export const positiveId = z
  .number({ error: positiveIdMessage })
  .int({ error: positiveIdMessage, abort: true })
  .min(1, positiveIdMessage)
  .max(MAX_DB_INT, positiveIdMessage);

/** An id in a query string: a whole number (0 … 2^31 - 1), given as a number or as its digits. */
export const idParam = z
  .union([dbInt, z.string().regex(/^\d{1,10}$/, idMessage)], { error: idMessage })
  .transform(Number)
  .pipe(dbInt);

/**
 * A number the spec sends as a string ("numbers are sent as strings"): at most 15 digits before the point and 6
 * after, so it is exact as a JS number and fits a `numeric` column.
 */
export const numericString = z
  .string()
  .regex(/^-?\d{1,15}(\.\d{1,6})?$/, 'must be a number written as text (at most 15 digits, 6 decimals)');

/** An id the spec sends as a string: its digits, 0 … 2^31 - 1. */
export const idString = z
  .string()
  .regex(/^\d{1,10}$/, idMessage)
  .refine((text) => Number(text) <= MAX_DB_INT, idMessage);

/** Control characters: C0 (U+0000–U+001F) and DEL (U+007F). Multi-line text keeps tab, newline and return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

/** True when the text holds a character no request text may hold (multi-line text may hold tab, CR, LF). */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(text);
}

/** Free text of one line in a request (names, codes, search words): no control characters. */
export const plainText = z.string().refine((text) => !hasControlCharacters(text), CONTROL_CHARACTERS_MESSAGE);

/** Free text of several lines in a request (a message, a remark): tab, CR and LF allowed, no other control. */
export const multilineText = z
  .string()
  .refine((text) => !hasControlCharacters(text, true), CONTROL_CHARACTERS_MESSAGE);

/** Server HTML: always rendered through the design system's RichText, never directly. */
export const html = z.string();

/** An ISO-8601 date-time string. */
export const isoDateTime = z.string().datetime({ offset: true });

/** Timestamps the spec writes as "YYYY-MM-DD HH:mm:ss" in UTC+05:30. */
export const istTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY-MM-DD HH:mm:ss')
  .refine(isCalendarTimestamp, 'must be a real date and time (YYYY-MM-DD HH:mm:ss)');

/** "2026-02-30 25:61:00" has the shape but is no moment: each part must be in its range (ADR 0104). */
function isCalendarTimestamp(text: string): boolean {
  const [year, month, day, hour, minute, second] = text.split(/[- :]/).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    year >= 1900 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** A binary response body (PDF, video key). */
export const binary = z.instanceof(Blob);

/** `{ error }` bodies of failed calls. */
export const errorBody = z.object({ error: z.string() });

/** A plain acknowledgement for calls whose response the spec does not show. */
export const ok = z.object({ success: z.literal(true) });
