import { useState } from 'react';
import type { PasswordRuleHintCheck } from './password-rule-hint';

/*
 * Stories and tests only. The app passes the flows' `passwordChecks`, i.e. @quest/api's `passwordRuleChecks`
 * (packages/api/src/password-rule.ts: at least 8 characters, not on the common list, ignoring case). The design
 * system may not import the API, so this is a plain copy of the rule with a few entries of the list.
 */

/** A few of the common list's entries (the real list has about 500). */
const someCommonPasswords = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  'iloveyou',
  'qwertyuiop',
]);

/** The hint's lines for a typed password, as the app computes them. */
export function storyPasswordChecks(password: string): PasswordRuleHintCheck[] {
  return [
    { label: 'At least 8 characters', met: password.length >= 8 },
    {
      label: 'Not a common password',
      met: password.length > 0 && !someCommonPasswords.has(password.trim().toLowerCase()),
    },
  ];
}

/** The rule's refusal for a typed password, as the flows give it; undefined when the rule is met. */
export function storyPasswordProblem(password: string): string | undefined {
  if (password.length < 8) return 'Password must be at least 8 characters';
  if (someCommonPasswords.has(password.trim().toLowerCase()))
    return 'This password is too common. Choose another';
  return undefined;
}

/**
 * A story's form with a new-password field under the rule, as the app wires it: the values and errors it keeps,
 * the hint's checks following the typing, a field change that clears its error, and a submit that shows the rule's
 * refusal on New Password instead of sending (the flows' check, copied).
 */
export function usePasswordRuleStory<V extends { newPassword: string }, K extends string>(
  initialValues: V,
  initialErrors: Partial<Record<K, string>>,
  onFieldChange: (field: K, value: string) => void,
) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState(initialErrors);
  return {
    values,
    errors,
    passwordChecks: storyPasswordChecks(values.newPassword),
    onFieldChange: (field: K, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
      onFieldChange(field, value);
    },
    submit<S extends { newPassword: string }>(submitted: S, send: (submitted: S) => void) {
      const problem = storyPasswordProblem(submitted.newPassword);
      if (problem) setErrors({ newPassword: problem } as Partial<Record<K, string>>);
      else send(submitted);
    },
  };
}

/** The hint's state before a line ("Met:" / "Not met:"), read from its visually hidden text inside `within`. */
export const ruleState = (
  within: { getByText(text: string, options: { exact: false }): HTMLElement },
  label: string,
) => within.getByText(label, { exact: false }).querySelector('.visually-hidden')?.textContent?.trim();
