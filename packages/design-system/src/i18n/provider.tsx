import type { Translations } from './i18n';
import { createContext, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/** What components read: the instance, and a version that changes whenever its language or messages change. */
export interface TranslationState {
  i18n: Translations;
  version: string;
}

export const TranslationContext = createContext<TranslationState | null>(null);

/** Props of {@link TranslationProvider}. */
export interface TranslationProviderProps {
  /** Behaviour: the translation instance (the app's `questTranslations`). */
  i18n: Translations;
  children: ReactNode;
}

/** Counts each instance's changes (a catalogue loaded, a language activated). */
const changes = new WeakMap<Translations, number>();

/**
 * Gives the translation instance to the tree and redraws every text reader when the language changes (ADR 0142).
 * Lingui's React package is not used: the app needs only this, and `/` has no room for more.
 */
export function TranslationProvider({ i18n, children }: TranslationProviderProps) {
  const subscribe = useCallback(
    (onChange: () => void) =>
      i18n.on('change', () => {
        changes.set(i18n, (changes.get(i18n) ?? 0) + 1);
        onChange();
      }),
    [i18n],
  );
  // The language is part of the snapshot: a switch made before the subscription is still seen.
  const snapshot = () => `${i18n.locale}:${changes.get(i18n) ?? 0}`;
  const version = useSyncExternalStore(subscribe, snapshot, snapshot);
  const value = useMemo(() => ({ i18n, version }), [i18n, version]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}
