export { formatElements } from './elements';
export { TranslationProvider, type TranslationProviderProps } from './provider';
export { activateLocale, questI18n, type Translations } from './i18n';
export {
  CHOOSABLE_LOCALES,
  isLocale,
  localeNames,
  localeTags,
  pickLocale,
  type ChoosableLocale,
  type Locale,
} from './locale';
export { useDataLang, useLocale, useTexts, useTranslate } from './use-texts';
