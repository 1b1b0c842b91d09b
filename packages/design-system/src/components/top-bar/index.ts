export { TopBar, topBarTexts, type TopBarProps } from './top-bar';
export { QuestLogo, type QuestLogoProps } from './quest-logo';
