/** The spec's generic length message: `lengthMessage(50)` → "Length should be less than 50 characters". */
export function lengthMessage(max: number): string {
  return `Length should be less than ${max} characters`;
}

/** The spec's generic minimum message: `minLengthMessage('Password', 3)` → "Password must be at least 3 characters". */
export function minLengthMessage(field: string, min: number): string {
  return `${field} must be at least ${min} characters`;
}
