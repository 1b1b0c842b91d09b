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
