import { useCallback, useContext, useMemo } from 'react';
import { questI18n } from './i18n';
import { localeTags, type Locale } from './locale';
import { TranslationContext } from './provider';

/** The translation instance React sees: the nearest I18nProvider's, else the app's (tests that render bare). */
function useI18nInstance() {
  const context = useContext(TranslationContext);
  // The version changes with the language: that is what redraws the callers.
  return { i18n: context?.i18n ?? questI18n, version: context?.version };
}

/**
 * A component's texts in the active language: every plain string of `texts` (English, as the component's `*Texts`
 * object writes it) translated; messages with placeholders (`'Question {n} of {total}'`) and anything else passed
 * through, for `useTranslate()` to fill. The component redraws when the language changes.
 */
export function useTexts<T extends Record<string, unknown>>(texts: T): T {
  const { i18n, version } = useI18nInstance();
  return useMemo(() => {
    const out: Record<string, unknown> = {};
    // A message with placeholders stays as it is: it is the id that `t(message, values)` translates with its values.
    for (const [key, value] of Object.entries(texts))
      out[key] = typeof value === 'string' && !value.includes('{') ? i18n.translate(value) : value;
    return out as T;
    // `version` is a dependency on purpose: it changes with the language.
  }, [i18n, version, texts]);
}

/** `t(english, values?)`: one text in the active language, placeholders filled (ICU: `{name}`, plurals). */
export function useTranslate(): (source: string, values?: Record<string, unknown>) => string {
  const { i18n, version } = useI18nInstance();
  // `version` is a dependency on purpose: it changes with the language.
  return useCallback((source, values) => i18n.translate(source, values), [i18n, version]);
}

/** The active language and its tag (`en-IN`, `hi-IN`), for `lang` attributes and `Intl`. */
export function useLocale(): { locale: Locale; tag: string } {
  const { i18n } = useI18nInstance();
  const locale = i18n.locale;
  return { locale, tag: localeTags[locale] };
}

/**
 * The `lang` of an element that holds the server's data: `'en'` in any language but English, else `undefined`.
 * Everything the server sends is written in English (names and descriptions of quests, missions, topics, tests and
 * products, questions and options, notifications, live classes, report rows, students' names), so inside a Hindi
 * page it must say so, or a screen reader reads it with the Hindi voice (issue 29, ADR 0143). In an English page the
 * attribute is left out: the page's own `lang` already says it, and the English DOM stays as it was.
 *
 * Call it once per component and pass the value to the items of a list: `<h3 lang={dataLang}>{quest.name}</h3>`.
 * Not for the app's own texts, numbers, dates or what the student typed.
 */
export function useDataLang(): 'en' | undefined {
  return useLocale().locale === 'en' ? undefined : 'en';
}
