import { questI18n } from '@quest/design-system';

/** The part of a zod schema the check needs (the API's request schemas). */
interface RequestSchema {
  safeParse(value: unknown): {
    success: boolean;
    error?: {
      issues: readonly {
        path: readonly PropertyKey[];
        message: string;
        params?: Readonly<Record<string, unknown>>;
      }[];
    };
  };
}

/**
 * Checks a request against the endpoint's own request schema before it is sent, so a value the server would
 * never take gets a message naming the field ("New Password must be at most 50 characters") instead of the API
 * client's generic contract error. `labels` names the request's fields as the dialog shows them. A message the
 * schema marks `studentMessage` (the password rule's, ADR 0101) is a whole sentence and is shown as it is.
 *
 * The message is in the active language. Its id is the whole sentence with the field as a placeholder
 * ("{field} must be at most 50 characters"), so a translation puts the field where its grammar wants it; the
 * catalogues hold the sentences the reset calls' schemas can give (a test walks them).
 */
export function requestProblem(
  schema: RequestSchema | undefined,
  value: unknown,
  labels: Record<string, string>,
): string | null {
  const parsed = schema?.safeParse(value);
  if (!parsed || parsed.success) return null;
  const issue = parsed.error?.issues[0];
  if (!issue) return null;
  const translate = (source: string, values?: Record<string, unknown>) => questI18n.translate(source, values);
  if (issue.params?.studentMessage === true) return translate(issue.message);
  const key = String(issue.path[0] ?? '');
  return translate(`{field} ${issue.message}`, { field: translate(labels[key] ?? key) }).trim();
}

/** Rejects with {@link requestProblem}'s message when the request would break the contract. */
export function assertRequest(
  schema: RequestSchema | undefined,
  value: unknown,
  labels: Record<string, string>,
): void {
  const problem = requestProblem(schema, value, labels);
  if (problem) throw new Error(problem);
}
