/** Keeps the digits of `raw`, at most `max` of them: letters, signs and spaces never reach the value. */
export function digitsOnly(raw: string, max: number): string {
  return raw.replace(/\D/g, '').slice(0, max);
}

/**
 * The 10-digit national mobile number in `raw`. A pasted or autofilled "+91 98765 43210" loses its country
 * code (the field shows +91 already); anything typed is cut at 10 digits, so an 11th digit changes nothing.
 */
export function mobileDigits(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  // The stored value never holds a "+", so a leading "+91" can only come from a paste or autofill.
  const national = /^\s*\+\s*91/.test(raw) ? digits.slice(2) : digits;
  return national.slice(0, 10);
}
