import type { I18n, Messages } from '@lingui/core';
import { formatEnglish, parseMessage, type CompiledMessage } from './format-english';
import { localeTags, type Locale } from './locale';

/*
 * Translations (issue 29, ADR 0142). A message's id is its English text, as the code writes it (the `*Texts`
 * objects); the catalogues map that text to each language, compiled at build time by `npm run i18n`. English has no
 * catalogue: a plain text is shown as written, and one with placeholders or plurals is read by `parseMessage` and
 * `formatEnglish`. Another language loads Lingui's runtime with its catalogue, in one chunk, when it is chosen.
 */

/** The active language and the texts in it; `on('change')` tells when the language switches. */
export interface Translations {
  readonly locale: Locale;
  /** The text for `source` (its English) in the active language, `values` in its placeholders. */
  translate(source: string, values?: Record<string, unknown>): string;
  /** Calls `listener` after every switch of language; returns the unsubscribe. */
  on(event: 'change', listener: () => void): () => void;
}

const loaders: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  hi: () => import('./compiled/hi'),
  pseudo: () => import('./compiled/pseudo'),
};

const parsed = new Map<string, CompiledMessage>();

function english(source: string, values?: Record<string, unknown>): string {
  if (!source.includes('{')) return source;
  let message = parsed.get(source);
  if (!message) {
    message = parseMessage(source);
    parsed.set(source, message);
  }
  return formatEnglish(message, values);
}

class QuestTranslations implements Translations {
  #locale: Locale = 'en';
  #lingui: I18n | null = null;
  #loaded = new Map<Locale, Promise<I18n | null>>([['en', Promise.resolve(null)]]);
  #listeners = new Set<() => void>();

  get locale() {
    return this.#locale;
  }

  translate(source: string, values?: Record<string, unknown>): string {
    const lingui = this.#lingui;
    if (!lingui) return english(source, values);
    // A text without a translation (server text, a name) is shown in English, as given.
    return lingui.messages[source] !== undefined ? lingui._(source, values) : english(source, values);
  }

  on(_event: 'change', listener: () => void) {
    this.#listeners.add(listener);
    return () => void this.#listeners.delete(listener);
  }

  /** Fetches a language's catalogue, with Lingui's runtime, once (one chunk each: only the active one loads). */
  load(locale: Locale): Promise<I18n | null> {
    let done = this.#loaded.get(locale);
    if (!done) {
      done = Promise.all([import('@lingui/core'), loaders[locale as Exclude<Locale, 'en'>]()]).then(
        ([{ setupI18n }, { messages }]) =>
          setupI18n({ locale, locales: [localeTags[locale]], messages: { [locale]: messages } }),
      );
      done.catch(() => this.#loaded.delete(locale));
      this.#loaded.set(locale, done);
    }
    return done;
  }

  /** Loads the language, then switches to it and tells the listeners. */
  async activate(locale: Locale): Promise<void> {
    const lingui = await this.load(locale);
    if (this.#locale === locale) return;
    this.#locale = locale;
    this.#lingui = lingui;
    for (const listener of [...this.#listeners]) listener();
  }
}

/** The app's one translation state (the app's TranslationProvider and Storybook's decorator give it to React). */
export const questI18n = new QuestTranslations();

/** Loads the language, then switches to it; every text read through `useTexts` redraws in it. */
export function activateLocale(locale: Locale): Promise<void> {
  return questI18n.activate(locale);
}
