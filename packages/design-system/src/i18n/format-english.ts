/*
 * English messages with placeholders or plurals, formatted without Lingui's runtime (ADR 0142): English is the
 * language of `/`, whose budget has no room for it. This reads Lingui's compiled form exactly as Lingui's own
 * `interpolate` does (placeholders, plural, selectordinal, select, number; `#` as the formatted count); a test
 * checks every English message against Lingui for the counts 0, 1, 2 and 5.
 */

/** Lingui's compiled form of a message: text, and `[name, type?, format?]` for each argument. */
export type CompiledMessage = readonly (string | readonly [string, string?, unknown?])[];

const TAG = 'en-IN';
let cardinal: Intl.PluralRules | undefined;
let ordinal: Intl.PluralRules | undefined;
let numbers: Intl.NumberFormat | undefined;

type Cases = Record<string, CompiledMessage | string | number> & { offset?: number };

function pick(cases: Cases, value: number, rules: Intl.PluralRules): CompiledMessage | string | undefined {
  const offset = Number(cases.offset ?? 0);
  const chosen = cases[String(value)] ?? cases[rules.select(value - offset)] ?? cases.other;
  return typeof chosen === 'number' ? String(chosen) : chosen;
}

function run(
  tokens: CompiledMessage | string | undefined,
  values: Record<string, unknown>,
  count?: number,
): string {
  if (tokens === undefined) return '';
  if (typeof tokens === 'string') return tokens;
  let out = '';
  for (const token of tokens) {
    if (token === '#' && count !== undefined) {
      out += (numbers ??= new Intl.NumberFormat(TAG)).format(count);
      continue;
    }
    if (typeof token === 'string') {
      out += token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const n = Number(value);
      const cases = format as Cases;
      const rules =
        type === 'plural'
          ? (cardinal ??= new Intl.PluralRules(TAG))
          : (ordinal ??= new Intl.PluralRules(TAG, { type: 'ordinal' }));
      out += run(pick(cases, n, rules), values, n - Number(cases.offset ?? 0));
    } else if (type === 'select') {
      const cases = format as Cases;
      const chosen = cases[String(value)] ?? cases.other;
      out += run(typeof chosen === 'number' ? String(chosen) : chosen, values);
    } else if (type === 'number') {
      out += new Intl.NumberFormat(
        TAG,
        typeof format === 'object' ? (format as Intl.NumberFormatOptions) : {},
      ).format(Number(value));
    } else if (value != null) {
      out += String(value);
    }
  }
  return out;
}

/** An English compiled message with `values` put in. */
export function formatEnglish(message: CompiledMessage, values: Record<string, unknown> = {}): string {
  return run(message, values);
}
