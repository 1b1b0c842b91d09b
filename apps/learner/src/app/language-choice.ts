import { useCallback, useState } from 'react';
import { activateLocale, useLocale, type ChoosableLocale } from '@quest/design-system';
import { useServices } from './services';
import { useToast } from './toast';

/** Texts of the language choice. */
export const languageChoiceTexts = {
  failed: 'हिन्दी could not be loaded. Check your connection and try again.',
} as const;

/**
 * The language switch's state: the language shown (or the one being loaded), and `choose`, which loads the
 * catalogue, switches the app and remembers the choice on this device. A catalogue that cannot be fetched
 * (offline) leaves the app as it was, says so, and remembers nothing.
 */
export function useLanguageChoice() {
  const { session } = useServices();
  const showToast = useToast();
  const { locale } = useLocale();
  const [pending, setPending] = useState<ChoosableLocale | null>(null);
  const choose = useCallback(
    (next: ChoosableLocale) => {
      setPending(next);
      activateLocale(next).then(
        () => {
          session.chooseLocale(next);
          setPending(null);
        },
        () => {
          setPending(null);
          showToast({ type: 'error', message: languageChoiceTexts.failed, durationMs: 3000 });
        },
      );
    },
    [session, showToast],
  );
  const shown: ChoosableLocale = locale === 'hi' ? 'hi' : 'en';
  return { value: pending ?? shown, busy: pending !== null, choose };
}
