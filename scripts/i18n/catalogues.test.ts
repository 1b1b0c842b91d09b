import { setupI18n } from '@lingui/core';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { formatEnglish, parseMessage } from '../../packages/design-system/src/i18n/format-english';
import { compileAll, readCatalogue, run, TRANSLATED_LOCALES } from './compile.mjs';

/** Each argument of a message with its type ('' for a plain placeholder) and, for plurals, the cases. */
function argumentsOf(message: string): Map<string, { type: string; cases: string[] }> {
  const found = new Map<string, { type: string; cases: string[] }>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.set(token.arg, { type: '', cases: [] });
      if (token.type === 'function') found.set(token.arg, { type: token.key, cases: [] });
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.set(token.arg, { type: token.type, cases: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return found;
}

const COUNTS = [0, 1, 2, 5];

describe('the catalogues (ADR 0142)', () => {
  it('are compiled: npm run i18n has been run since the last change', () => {
    expect(run({ check: true })).toEqual([]);
  });

  for (const locale of TRANSLATED_LOCALES) {
    const catalogue = readCatalogue(locale) as Record<string, string>;

    it(`${locale}: every message has the English placeholders, plurals and tags, and no empty translation`, () => {
      const problems: string[] = [];
      for (const [source, translation] of Object.entries(catalogue)) {
        if (!translation.trim()) problems.push(`"${source}": empty`);
        const english = argumentsOf(source);
        const translated = argumentsOf(translation);
        const names = (map: Map<string, unknown>) => [...map.keys()].sort().join(',');
        if (names(english) !== names(translated))
          problems.push(`"${source}": placeholders {${names(english)}} against {${names(translated)}}`);
        // Numbered tags (`<0>#</0>`: the view's styling of a part, see formatElements) stay as they are.
        const tags = (message: string) =>
          [...new Set([...message.matchAll(/<\/?\d+>/g)].map((m) => m[0]))].sort().join('');
        if (tags(source) !== tags(translation))
          problems.push(`"${source}": tags ${tags(source) || 'none'} against ${tags(translation) || 'none'}`);
        for (const [name, { type, cases }] of translated) {
          if (english.get(name)?.type !== type)
            problems.push(`"${source}": {${name}} is ${type || 'plain'} here`);
          if (
            (type === 'plural' || type === 'select' || type === 'selectordinal') &&
            !cases.includes('other')
          )
            problems.push(`"${source}": {${name}} has no "other" case`);
        }
      }
      expect(problems).toEqual([]);
    });

    it(`${locale}: plurals read right for 0, 1, 2 and 5 in both languages`, () => {
      const compiled = compileAll();
      const i18n = setupI18n({ locale, messages: { [locale]: compiled[locale] } });
      const english = setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en: compiled.en } });
      for (const source of Object.keys(compiled.en)) {
        const args = argumentsOf(source);
        for (const n of COUNTS) {
          const values = Object.fromEntries([...args.keys()].map((name) => [name, n]));
          const hi = i18n._(source, values);
          const en = english._(source, values);
          for (const text of [hi, en]) expect(text, `${source} with ${n}`).not.toMatch(/[{}]/);
          // English is formatted without Lingui on `/`: the result must be Lingui's own.
          expect(formatEnglish(parseMessage(source), values), `${source} with ${n}`).toBe(en);
          for (const [name, { type }] of args)
            if (type === 'plural') expect(hi, `${source} (${name} = ${n})`).toContain(String(n));
        }
      }
    });
  }

  it('English: the app reads every English text as Lingui compiles it (no compiled English catalogue)', () => {
    for (const source of Object.keys(compileAll().pseudo))
      expect(parseMessage(source), source).toEqual(compileMessage(source));
  });

  it('pseudo: every text accented, 30 % longer and inside ⟦ ⟧, placeholders kept', () => {
    const compiled = compileAll();
    const pseudo = setupI18n({ locale: 'pseudo', messages: { pseudo: compiled.pseudo } });
    const english = setupI18n({ locale: 'en', messages: { en: { ...compiled.pseudo, ...compiled.en } } });
    for (const source of Object.keys(compiled.pseudo)) {
      const values = Object.fromEntries(
        [...argumentsOf(source)].map(([name, { type }]) => [name, type === 'plural' ? 5 : 'X1']),
      );
      const text = pseudo._(source, values);
      const plain = compiled.en[source] ? english._(source, values) : source;
      expect(text.startsWith('⟦') && text.endsWith('⟧'), text).toBe(true);
      expect(text.length, text).toBeGreaterThanOrEqual(Math.floor(plain.length * 1.3));
      expect(text.slice(1, -1).replace(/X1/g, ''), text).not.toMatch(/[A-Za-z]/);
    }
  });
});
