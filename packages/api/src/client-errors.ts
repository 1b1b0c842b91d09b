import { z } from 'zod';
import {
  CLIENT_ERROR_LIST_LIMIT_DEFAULT,
  CLIENT_ERROR_LIST_LIMIT_MAX,
  CLIENT_ERROR_MESSAGE_MAX,
  CLIENT_ERROR_STACK_MAX,
  CLIENT_ERROR_URL_MAX,
} from './client-error-limits.ts';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from './core/schema.ts';

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string') })
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !hasControlCharacters(value, true), CONTROL_CHARACTERS_MESSAGE);

/** What the learner app's top-level error boundary sends when it catches a crash. */
export const clientErrorReportSchema = z.object(
  {
    message: text(CLIENT_ERROR_MESSAGE_MAX).min(1, 'must not be empty'),
    stack: text(CLIENT_ERROR_STACK_MAX).optional(),
    url: text(CLIENT_ERROR_URL_MAX).optional(),
  },
  { error: 'must be a JSON object' },
);
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;

/** A stored report; `createdAt` is an ISO 8601 timestamp. */
export const clientErrorSchema = z.object({
  id: z.number().int().positive(),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClientError = z.infer<typeof clientErrorSchema>;

export const clientErrorCreatedSchema = z.object({ id: z.number().int().positive() });
export type ClientErrorCreated = z.infer<typeof clientErrorCreatedSchema>;

export const clientErrorListSchema = z.object({ items: z.array(clientErrorSchema) });
export type ClientErrorList = z.infer<typeof clientErrorListSchema>;

const limitMessage = `must be a whole number from 1 to ${CLIENT_ERROR_LIST_LIMIT_MAX}`;

/** Query of `GET /api/client-errors`; values arrive as strings. */
export const clientErrorListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: limitMessage })
    .int(limitMessage)
    .min(1, limitMessage)
    .max(CLIENT_ERROR_LIST_LIMIT_MAX, limitMessage)
    .default(CLIENT_ERROR_LIST_LIMIT_DEFAULT),
});
export type ClientErrorListQuery = z.input<typeof clientErrorListQuerySchema>;
