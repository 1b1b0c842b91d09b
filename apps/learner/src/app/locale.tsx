import { useEffect, type ReactNode } from 'react';
import { TranslationProvider, localeTags, pickLocale, questI18n, type Locale } from '@quest/design-system';
import type { AppSession } from '../platform/session';

/*
 * The app's language (issue 29, ADR 0142): the one chosen on this device, else the phone's (navigator.languages),
 * else English. Choosing another loads its catalogue and redraws the app in place; the choice is kept on the device
 * (localStorage, through the session), a logout keeps it.
 */

/** The phone's languages, most preferred first. */
function phoneLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/** The language the app starts in on this device. */
export function startLocale(session: Pick<AppSession, 'chosenLocale'>, languages = phoneLanguages()): Locale {
  return pickLocale(session.chosenLocale(), languages);
}

/** The translation provider of the app; keeps `lang` on <html> on the active language. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const follow = () => {
      document.documentElement.lang = localeTags[questI18n.locale];
    };
    follow();
    return questI18n.on('change', follow);
  }, []);
  return <TranslationProvider i18n={questI18n}>{children}</TranslationProvider>;
}
