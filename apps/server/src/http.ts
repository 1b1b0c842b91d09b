import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
  /** A custom issue's params: `studentMessage: true` marks a message that is a whole sentence for the student. */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** The part of a zod schema the server relies on, so routes validate with the contract's schemas. */
export interface Schema<T> {
  safeParse(
    input: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export function badRequest(message: string): HTTPException {
  return new HTTPException(400, { message });
}

/**
 * "message must not be empty; url must be a string": schema messages are written to follow the field name. A
 * message marked `studentMessage` (the password rule's "Password must be at least 8 characters") is sent as is.
 */
export function describeIssues(issues: readonly Issue[], subject: string): string {
  return issues
    .map((issue) =>
      issue.params?.studentMessage === true
        ? issue.message
        : `${issue.path.length > 0 ? issue.path.map(String).join('.') : subject} ${issue.message}`,
    )
    .join('; ');
}

export function validate<T>(schema: Schema<T>, input: unknown, subject: string): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(describeIssues(result.error.issues, subject));
  return result.data;
}

export async function readJson<T>(c: Context, schema: Schema<T>): Promise<T> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest('Request body must be a JSON object');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  return validate(schema, body, 'Request body');
}
