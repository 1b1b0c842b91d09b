export { LanguageSwitch, languageSwitchTexts, type LanguageSwitchProps } from './language-switch';
