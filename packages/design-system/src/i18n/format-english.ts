/*
 * English messages with placeholders or plurals, formatted without Lingui's runtime and without a compiled English
 * catalogue (ADR 0142): English is the language of `/`, whose budget has room for neither. `parseMessage` reads the
 * ICU subset the app's English uses (placeholders, plural, selectordinal, select, number; `#`; apostrophe quoting)
 * into Lingui's compiled form, and `formatEnglish` reads that exactly as Lingui's own `interpolate` does. A test
 * checks every English message of the catalogues against Lingui's compiler and runtime for the counts 0, 1, 2, 5.
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

type Part = string | readonly [string, string?, unknown?];

/**
 * Lingui's compiled form of an ICU message (the subset above). Malformed input is read as far as it goes; the
 * comparison test keeps every catalogue message exact.
 */
export function parseMessage(source: string): CompiledMessage {
  let at = 0;
  const parts = (inPlural: boolean): Part[] => {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < source.length) {
      const char = source[at]!;
      if (char === '}') break;
      if (char === "'") {
        const next = source[at + 1];
        if (next === "'") {
          text += "'";
          at += 2;
          continue;
        }
        if (next === '{' || next === '}' || (inPlural && next === '#')) {
          const end = source.indexOf("'", at + 1);
          const stop = end === -1 ? source.length : end;
          text += source.slice(at + 1, stop).replace(/''/g, "'");
          at = stop + 1;
          continue;
        }
      }
      if (char === '#' && inPlural) {
        flush();
        out.push('#');
        at += 1;
        continue;
      }
      if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
        continue;
      }
      text += char;
      at += 1;
    }
    flush();
    return out;
  };
  const word = () => {
    const match = /^\s*([^\s,{}]+)\s*/.exec(source.slice(at));
    at += match ? match[0].length : 0;
    return match?.[1] ?? '';
  };
  const argument = (): Part => {
    const name = word();
    if (source[at] === '}') {
      at += 1;
      return [name];
    }
    at += 1; // ','
    const type = word();
    if (source[at] === '}') {
      at += 1;
      return [name, type];
    }
    at += 1; // ','
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') {
      const end = source.indexOf('}', at);
      const style = source.slice(at, end).trim();
      at = end + 1;
      return [name, type, style];
    }
    const cases: Record<string, unknown> = {};
    for (;;) {
      const key = word();
      if (!key) break;
      if (key.startsWith('offset:')) {
        cases.offset = Number(key.slice(7));
        continue;
      }
      if (source[at] !== '{') break;
      at += 1;
      cases[key.startsWith('=') ? key.slice(1) : key] = parts(type !== 'select');
      at += 1; // '}'
    }
    at += 1; // the argument's '}'
    return [name, type, cases];
  };
  return parts(false);
}

/** An English compiled message with `values` put in. */
export function formatEnglish(message: CompiledMessage, values: Record<string, unknown> = {}): string {
  return run(message, values);
}
