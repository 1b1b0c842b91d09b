export { EnterNameView, enterNameViewTexts, type EnterNameViewProps } from './enter-name-view';
