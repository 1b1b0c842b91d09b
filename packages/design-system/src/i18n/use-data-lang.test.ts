import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Translations } from './i18n';
import type { Locale } from './locale';
import { TranslationProvider } from './provider';
import { useDataLang } from './use-texts';

/** A translation instance fixed in one language (the texts are not read here). */
const instanceIn = (locale: Locale): Translations => ({
  locale,
  translate: (source) => source,
  on: () => () => undefined,
});

/** A quest's name from the server, as a component marks it. */
function QuestName() {
  return createElement('h2', { lang: useDataLang() }, 'Grade 6 Explorer');
}

const renderIn = (locale: Locale) =>
  renderToStaticMarkup(
    createElement(TranslationProvider, { i18n: instanceIn(locale), children: createElement(QuestName) }),
  );

describe('useDataLang (ADR 0143)', () => {
  it('marks the server data as English in a page of another language', () => {
    expect(renderIn('hi')).toBe('<h2 lang="en">Grade 6 Explorer</h2>');
    expect(renderIn('pseudo')).toBe('<h2 lang="en">Grade 6 Explorer</h2>');
  });

  it('leaves the attribute out in English: the English page is drawn as before', () => {
    expect(renderIn('en')).toBe('<h2>Grade 6 Explorer</h2>');
  });

  it("follows the app's instance without a provider (English at start)", () => {
    expect(renderToStaticMarkup(createElement(QuestName))).toBe('<h2>Grade 6 Explorer</h2>');
  });
});
