/**
 * The tag of a journey whose subject does not depend on the screen (ADR 0147): a rule the server keeps (points,
 * orders, attempts, the gateway allowlist), a record it writes, or where the password may be. It runs once, on the
 * phone project; the small-phone, landscape and desktop projects leave it out (`grepInvert` in
 * playwright.config.ts). What the student sees at each width stays covered there and by layout.spec.ts.
 */
export const ONCE = { tag: '@once' } as const;
