import { z } from 'zod';

/** An id in a query string: a whole number, given as a number or as its digits. */
export const idParam = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d+$/, 'must be a whole number')])
  .transform(Number);

/** A number the spec sends as a string ("numbers are sent as strings"). */
export const numericString = z.string().regex(/^-?\d+(\.\d+)?$/, 'must be a number written as text');

/** Server HTML: always rendered through the design system's RichText, never directly. */
export const html = z.string();

/** An ISO-8601 date-time string. */
export const isoDateTime = z.string().datetime({ offset: true });

/** Timestamps the spec writes as "YYYY-MM-DD HH:mm:ss" in UTC+05:30. */
export const istTimestamp = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'must be YYYY-MM-DD HH:mm:ss');

/** A binary response body (PDF, video key). */
export const binary = z.instanceof(Blob);

/** `{ error }` bodies of failed calls. */
export const errorBody = z.object({ error: z.string() });

/** A plain acknowledgement for calls whose response the spec does not show. */
export const ok = z.object({ success: z.literal(true) });
