const DECIMAL_DIGIT = /\p{Nd}/u;
const isDecimalDigit = (codePoint: number) => DECIMAL_DIGIT.test(String.fromCodePoint(codePoint));

/**
 * `raw` with every decimal digit of any script as its ASCII digit: a Hindi keyboard's ९८७६ (Devanagari), and
 * Bengali, Gurmukhi, Gujarati, Odia, Tamil, Telugu, Kannada, Malayalam, Arabic-Indic or full-width digits, type the
 * same number as 9876. Unicode keeps each script's digits as a run from 0 to 9, so a digit's value is its distance
 * from the start of its run, modulo 10 (runs that follow one another, as the mathematical digits do, stay right).
 */
export function asciiDigits(raw: string): string {
  let out = '';
  for (const char of raw) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (codePoint < 0x80 || !isDecimalDigit(codePoint)) {
      out += char;
      continue;
    }
    let start = codePoint;
    while (isDecimalDigit(start - 1)) start -= 1;
    out += String((codePoint - start) % 10);
  }
  return out;
}

/** Keeps the digits of `raw` (of any script, as ASCII), at most `max` of them: letters, signs and spaces never reach the value. */
export function digitsOnly(raw: string, max: number): string {
  return asciiDigits(raw).replace(/\D/g, '').slice(0, max);
}

/**
 * The 10-digit national mobile number in `raw`. A pasted or autofilled "+91 98765 43210" loses its country
 * code (the field shows +91 already); anything typed is cut at 10 digits, so an 11th digit changes nothing.
 */
export function mobileDigits(raw: string): string {
  const ascii = asciiDigits(raw);
  const digits = ascii.replace(/\D/g, '');
  // The stored value never holds a "+", so a leading "+91" can only come from a paste or autofill.
  const national = /^\s*\+\s*91/.test(ascii) ? digits.slice(2) : digits;
  return national.slice(0, 10);
}
