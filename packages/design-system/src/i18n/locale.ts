/**
 * The app's languages (issue 29, ADR 0142). `en` and `hi` are the two a student chooses between; `pseudo` is the
 * test language of the pseudo-locale sweep (every translated text accented, 30 % longer and in ⟦ ⟧), never offered.
 */
export type Locale = 'en' | 'hi' | 'pseudo';

/** The languages a student can choose, in the order the switch shows them. */
export const CHOOSABLE_LOCALES = ['en', 'hi'] as const;
export type ChoosableLocale = (typeof CHOOSABLE_LOCALES)[number];

/** The locale tag for `lang` attributes and `Intl` (Indian English, Hindi as written in India). */
export const localeTags: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', pseudo: 'en-IN' };

/** Each language's own name, as the switch shows it (written in its own script, with its own `lang`). */
export const localeNames: Record<ChoosableLocale, string> = { en: 'English', hi: 'हिन्दी' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'hi' || value === 'pseudo';
}

/**
 * The language to start in: the one chosen on this device if any, else the first of the phone's languages
 * (`navigator.languages`, most preferred first) that the app speaks, else English. "hi", "hi-IN" and "hi-Latn"
 * count as Hindi; "en-US" and "en-GB" as English.
 */
export function pickLocale(chosen: string | null | undefined, preferred: readonly string[]): Locale {
  if (isLocale(chosen)) return chosen;
  for (const tag of preferred) {
    const language = tag.toLowerCase().split(/[-_]/)[0];
    if (language === 'hi') return 'hi';
    if (language === 'en') return 'en';
  }
  return 'en';
}
